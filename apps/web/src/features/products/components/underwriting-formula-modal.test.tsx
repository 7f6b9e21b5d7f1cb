import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages } from '@turbine/domain';
import { renderWithApp } from '../../../test/render.tsx';
import type { UnderwritingFormulaDto } from '../api/product-types.ts';
import { loadRating } from '../hooks/use-formula-check.ts';
import { UnderwritingFormulaModal } from './underwriting-formula-modal.tsx';

const ref = { companyId: 7, productId: 3, versionId: 11 };
const base = '/companies/7/products/3/versions/11';
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let saveAnswer: () => Response;

beforeAll(async () => {
  // jsdom has no FontFaceSet; Mantine's autosizing JSON input listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  }
  await loadRating();
});
beforeEach(() => {
  saveAnswer = () => json(201, {});
  fetchMock.mockReset();
  fetchMock.mockImplementation((url, init) => {
    if (init?.method === 'POST' || init?.method === 'PUT') return Promise.resolve(saveAnswer());
    if (String(url).endsWith('/form')) {
      return Promise.resolve(json(200, { schema: { type: 'object', properties: {} }, layout: {} }));
    }
    return Promise.resolve(json(200, { data: [] }));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function open(formula: UnderwritingFormulaDto | null = null) {
  return renderWithApp(
    <UnderwritingFormulaModal
      versionRef={ref}
      formula={formula}
      nextSortOrder={0}
      readOnly={false}
      onClose={() => undefined}
    />,
  );
}
const saved = (steps: unknown[]): UnderwritingFormulaDto => ({
  id: 5,
  name: 'loading',
  title: null,
  sortOrder: 0,
  steps: steps as UnderwritingFormulaDto['steps'],
});

const card = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}: `) });
function addStep(button: string, type: string) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  fireEvent.click(screen.getByRole('menuitem', { name: type }));
}
function type(where: HTMLElement, label: string, value: string) {
  fireEvent.change(within(where).getAllByRole('textbox', { name: label })[0]!, {
    target: { value },
  });
}
const isWrite = (init?: RequestInit) => init?.method === 'POST' || init?.method === 'PUT';
/** Saves and returns the body sent: POST for a new formula, PUT to its id for a saved one. */
async function savedBody(id: number | null = null): Promise<{ steps: unknown }> {
  fireEvent.click(screen.getByRole('button', { name: 'Save formula' }));
  await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => isWrite(i))).toBe(true));
  const [url, init] = fetchMock.mock.calls.find(([, i]) => isWrite(i))!;
  expect(String(url)).toBe(`${base}/underwriting-formulas${id === null ? '' : `/${id}`}`);
  expect(init?.method).toBe(id === null ? 'POST' : 'PUT');
  return JSON.parse(String(init?.body)) as { steps: unknown };
}

describe('UnderwritingFormulaModal step editor', () => {
  // Some forty clicks and changes through the cards: over the 5 s default on a loaded two-core machine.
  it('builds a program with if and forEach through the cards and saves the expected JSON', async () => {
    open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: 'loading' },
    });
    addStep('Add step', 'If');
    type(card('Step 1'), 'Condition', 'turnover > 1000000');
    addStep('Add step to Step 1 › Then', 'Set variable');
    type(card('Step 1 › Then 1'), 'Variable', 'factor');
    type(card('Step 1 › Then 1'), 'Expression', '1.5');
    addStep('Add step to Step 1 › Else', 'Set variable');
    type(card('Step 1 › Else 1'), 'Variable', 'factor');
    type(card('Step 1 › Else 1'), 'Expression', '1');
    addStep('Add step', 'For each');
    type(card('Step 2'), 'List', 'claims');
    type(card('Step 2'), 'Item variable', 'claim');
    addStep('Add step to Step 2 › Loop', 'Set variable');
    type(card('Step 2 › Loop 1'), 'Variable', 'factor');
    type(card('Step 2 › Loop 1'), 'Expression', 'factor + 0.1');
    addStep('Add step', 'Return');
    type(card('Step 3'), 'Expression', 'factor');

    expect((await savedBody()).steps).toEqual([
      {
        type: 'if',
        condition: 'turnover > 1000000',
        then: [{ type: 'set', variable: 'factor', expression: '1.5' }],
        else: [{ type: 'set', variable: 'factor', expression: '1' }],
      },
      {
        type: 'forEach',
        list: 'claims',
        item: 'claim',
        steps: [{ type: 'set', variable: 'factor', expression: 'factor + 0.1' }],
      },
      { type: 'return', expression: 'factor' },
    ]);
  }, 20_000);

  it('shows the server error for steps.1.then.0.expression on that nested card only', async () => {
    saveAnswer = () =>
      json(422, {
        message: 'The given data was invalid.',
        errors: { 'steps.1.then.0.expression': ['Unknown name "rate"'] },
      });
    open(
      saved([
        { type: 'set', variable: 'x', expression: '1' },
        { type: 'if', condition: 'x > 0', then: [{ type: 'return', expression: 'rate * 2' }] },
      ]),
    );
    await savedBody(5);
    const nested = card('Step 2 › Then 1');
    expect(await within(nested).findByText('Unknown name "rate"')).toBeTruthy();
    expect(within(card('Step 1')).queryByText('Unknown name "rate"')).toBeNull();
    // Editing the field drops the server's message.
    type(nested, 'Expression', 'x * 2');
    expect(within(nested).queryByText('Unknown name "rate"')).toBeNull();
  });

  it('moves steps up and down, nested ones within their list, and saves the new order', async () => {
    open(
      saved([
        { type: 'set', variable: 'a', expression: '1' },
        { type: 'set', variable: 'b', expression: '2' },
        {
          type: 'if',
          condition: 'a > b',
          then: [
            { type: 'return', expression: 'a' },
            { type: 'return', expression: 'b' },
          ],
        },
      ]),
    );
    // The modal's focus trap takes the focus once, shortly after opening (its Close button): wait for it,
    // so it cannot land after the moves below and take the focus they keep.
    await waitFor(() =>
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true),
    );
    expect(within(card('Step 1')).getByRole('button', { name: 'Move Step 1 up' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Step 1 down' }));
    expect(
      within(card('Step 1')).getByRole<HTMLInputElement>('textbox', { name: 'Variable' }).value,
    ).toBe('b');
    fireEvent.click(screen.getByRole('button', { name: 'Move Step 3 up' }));
    expect(card('Step 2').getAttribute('aria-label')).toBe('Step 2: If');
    fireEvent.click(screen.getByRole('button', { name: 'Move Step 2 › Then 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Step 3' }));
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Step 2 › Then 1 down'),
    );
    expect((await savedBody(5)).steps).toEqual([
      { type: 'set', variable: 'b', expression: '2' },
      {
        type: 'if',
        condition: 'a > b',
        then: [
          { type: 'return', expression: 'b' },
          { type: 'return', expression: 'a' },
        ],
      },
    ]);
  });

  it('switches to JSON and back editing one value; invalid JSON blocks the way back', async () => {
    open(saved([{ type: 'return', expression: '1' }]));
    fireEvent.click(screen.getByRole('radio', { name: 'JSON' }));
    const text = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Steps (JSON)' });
    expect(JSON.parse(text.value)).toEqual([{ type: 'return', expression: '1' }]);

    fireEvent.change(text, { target: { value: '[{"type":"return","expression":"1"' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Steps' }));
    expect(within(screen.getByRole('alert')).getByText(Messages.invalidJson)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Steps (JSON)' })).toBeTruthy();

    const next = [
      { type: 'set', variable: 'x', expression: '2' },
      { type: 'forEach', list: 'claims', item: 'c', steps: [] },
      { type: 'return', expression: 'x' },
    ];
    fireEvent.change(text, { target: { value: JSON.stringify(next) } });
    fireEvent.click(screen.getByRole('radio', { name: 'Steps' }));
    expect(
      within(card('Step 1')).getByRole<HTMLInputElement>('textbox', { name: 'Variable' }).value,
    ).toBe('x');
    expect(card('Step 2').getAttribute('aria-label')).toBe('Step 2: For each');
    fireEvent.click(screen.getByRole('radio', { name: 'JSON' }));
    const again = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Steps (JSON)' });
    expect(JSON.parse(again.value)).toEqual(next);
    expect((await savedBody(5)).steps).toEqual(next);
  });
});
