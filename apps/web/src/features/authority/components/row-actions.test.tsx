import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderAuthority } from '../test/authority-test-support.tsx';
import { RowActions } from './row-actions.tsx';

function renderRow() {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  renderAuthority(
    <RowActions
      editLabel="Edit section A"
      deleteLabel="Delete section A"
      onEdit={onEdit}
      confirm={{
        title: 'Delete section A',
        message: 'Delete the section with its quota shares?',
        label: 'Delete section',
      }}
      onDelete={onDelete}
    />,
  );
  return { onEdit, onDelete };
}

describe('RowActions', () => {
  it('edits the row it names', () => {
    const { onEdit, onDelete } = renderRow();
    fireEvent.click(screen.getByRole('button', { name: 'Edit section A' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('deletes only after the confirmation', async () => {
    const { onDelete } = renderRow();
    fireEvent.click(screen.getByRole('button', { name: 'Delete section A' }));
    expect(await screen.findByText('Delete the section with its quota shares?')).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete section' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('does not delete when the confirmation is cancelled', async () => {
    const { onDelete } = renderRow();
    fireEvent.click(screen.getByRole('button', { name: 'Delete section A' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
  });
});
