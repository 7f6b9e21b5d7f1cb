import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { loadRating, type Suggestion } from '../hooks/use-formula-check.ts';
import { FormulaInput } from './formula-input.tsx';

const names: Suggestion[] = [
  { name: 'turnover', kind: 'field', insert: 'turnover', detail: 'Proposal field' },
  {
    name: 'basePremium',
    kind: 'formula',
    insert: 'basePremium',
    detail: 'Base premium (currency)',
  },
];
const suggest = (prefix: string) =>
  names.filter((n) => n.name.toUpperCase().startsWith(prefix.toUpperCase()));

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <FormulaInput label="Formula" value={value} onChange={setValue} suggest={suggest} />;
}

describe('FormulaInput', () => {
  it('checks the syntax as the user types with the engine, showing line, column and message', async () => {
    await loadRating();
    renderWithApp(<Harness initial="" />);
    const input = screen.getByRole('textbox', { name: 'Formula' });
    fireEvent.change(input, { target: { value: 'turnover * ' } });
    expect(await screen.findByText(/^Line 1, column \d+: /)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'turnover * 0.002' } });
    expect(await screen.findByText('Syntax is valid.')).toBeTruthy();
    expect(screen.queryByText(/^Line 1, column/)).toBeNull();
  });

  it('offers the names that start with the word at the caret and inserts the chosen one', async () => {
    renderWithApp(<Harness initial="" />);
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Formula' });
    fireEvent.change(input, { target: { value: 'ROUND(tur', selectionStart: 9 } });
    const group = await screen.findByRole('group', { name: 'Suggestions' });
    expect(group.textContent).toContain('turnover');
    expect(group.textContent).not.toContain('basePremium');
    fireEvent.click(screen.getByRole('button', { name: 'turnover' }));
    await waitFor(() => expect(input.value).toBe('ROUND(turnover'));
  });
});
