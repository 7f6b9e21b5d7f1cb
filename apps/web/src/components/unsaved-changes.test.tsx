import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { renderWithApp } from '../test/render.tsx';
import { useUnsavedChanges } from './unsaved-changes.tsx';

function Editor({ dirty, onSave }: { dirty: boolean; onSave?: () => Promise<boolean> }) {
  const { prompt } = useUnsavedChanges({ when: dirty, onSave });
  return (
    <>
      <Link to="/other">Leave</Link>
      {prompt}
    </>
  );
}

describe('unsaved changes guard (§2)', () => {
  it('lets the user leave freely without changes', async () => {
    renderWithApp(<Editor dirty={false} />, { path: '/edit' });
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('prompts with cancel and discard; cancel stays, discard leaves', async () => {
    renderWithApp(<Editor dirty />, { path: '/edit' });
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Elsewhere')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard and continue' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('offers Save when a save function is set, and continues once saved', async () => {
    const onSave = vi.fn().mockResolvedValue(true);
    renderWithApp(<Editor dirty onSave={onSave} />, { path: '/edit' });
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('blocks unloading the page while changes are unsaved', () => {
    renderWithApp(<Editor dirty />, { path: '/edit' });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
