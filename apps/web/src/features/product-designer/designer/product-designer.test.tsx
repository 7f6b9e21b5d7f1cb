import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages } from '@turbine/domain';
import { renderWithApp } from '../../../test/render.tsx';
import '../test-support/jsdom-stubs.ts';
import { ProductDesigner } from './product-designer.tsx';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const formUrl = '/companies/7/products/3/versions/11/form';

const stored = {
  schema: {
    type: 'object',
    required: ['businessName'],
    properties: {
      hasClaims: { type: 'boolean', 'x-turbine': { fieldType: 'yesNo', label: 'Any claims?' } },
      turnover: {
        type: 'number',
        minimum: 0,
        'x-turbine': { fieldType: 'currency', label: 'Annual turnover', currency: 'aud' },
      },
      businessName: {
        type: 'string',
        minLength: 1,
        'x-turbine': { fieldType: 'text', label: 'Business name' },
      },
    },
  },
  layout: {
    sections: [{ title: 'About the business', fields: ['businessName', 'turnover', 'hasClaims'] }],
  },
};

/** jsdom has no layout: field cards get stacked rectangles so the keyboard sensor can find neighbours. */
function stackLayout() {
  const rect = (top: number, height: number) => ({
    top,
    left: 0,
    width: 400,
    height,
    bottom: top + height,
    right: 400,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const cards = [...document.querySelectorAll('[data-field-card]')];
    const i = cards.indexOf(this);
    if (i >= 0) return rect(100 + i * 60, 50) as DOMRect;
    if (this.hasAttribute('data-section-drop')) return rect(90, cards.length * 60 + 20) as DOMRect;
    return rect(0, 0) as DOMRect;
  });
}

const fieldOrder = () =>
  screen.getAllByRole('button', { name: /^Edit / }).map((b) => b.getAttribute('aria-label'));
const putBodies = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as typeof stored);
const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) =>
    init?.method === 'PUT' ? json(200, JSON.parse(String(init.body))) : json(200, stored),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderDesigner = (readOnly = false) =>
  renderWithApp(
    <ProductDesigner companyId={7} productId={3} versionId={11} readOnly={readOnly} />,
    { path: '/products/3/versions/11' },
  );

describe('ProductDesigner', () => {
  it('loads the form in the layout order and reorders a field with the keyboard', async () => {
    stackLayout();
    renderDesigner();
    expect(await screen.findByRole('textbox', { name: 'Section title' })).toHaveProperty(
      'value',
      'About the business',
    );
    expect(fieldOrder()).toEqual([
      'Edit Business name',
      'Edit Annual turnover',
      'Edit Any claims?',
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(formUrl);

    const handle = screen.getByRole('button', { name: 'Move Business name' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await nextTick();
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await nextTick();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() =>
      expect(fieldOrder()).toEqual([
        'Edit Annual turnover',
        'Edit Business name',
        'Edit Any claims?',
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(putBodies()).toHaveLength(1));
    const [body] = putBodies();
    expect(body?.layout.sections[0]?.fields).toEqual(['turnover', 'businessName', 'hasClaims']);
    expect(body?.schema.required).toEqual(['businessName']);
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[0]).toBe(formUrl);
  });

  it('checks names in the properties panel and does not save while a name is wrong', async () => {
    renderDesigner();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Annual turnover' }));
    const panel = screen.getByRole('complementary', { name: 'Field properties' });
    const name = within(panel).getByRole('textbox', { name: /^Name/ });
    fireEvent.change(name, { target: { value: 'annual.turnover' } });
    expect(within(panel).getByText(Messages.periodNotAllowed)).toBeTruthy();
    fireEvent.change(name, { target: { value: 'businessName' } });
    expect(within(panel).getByText(Messages.duplicateValues)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save form' }));
    await nextTick();
    expect(putBodies()).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'annualTurnover' } });
    expect(within(panel).queryByText(Messages.duplicateValues)).toBeNull();
  });

  it("shows the server's 422 above the canvas and on the field it names", async () => {
    const problem = '"hasClaims" is shown depending on "claims", which is not a field beside it.';
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? json(422, { message: Messages.correctErrors, errors: { schema: [problem] } })
        : json(200, stored),
    );
    renderDesigner();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Email field' }));
    expect(fieldOrder()).toContain('Edit Email field');
    fireEvent.click(screen.getByRole('button', { name: 'Save form' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The proposal form was not saved')).toBeTruthy();
    expect(within(alert).getByText(problem)).toBeTruthy();
    const card = screen
      .getByRole('button', { name: 'Edit Any claims?' })
      .closest('[data-field-card]');
    expect(card && within(card as HTMLElement).getByText(problem)).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('adds a field from the palette and previews it with client checks', async () => {
    renderDesigner();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Number field' }));
    const panel = screen.getByRole('complementary', { name: 'Field properties' });
    fireEvent.change(within(panel).getByRole('textbox', { name: /^Label/ }), {
      target: { value: 'Employees' },
    });
    expect(within(panel).getByRole('textbox', { name: /^Name/ })).toHaveProperty(
      'value',
      'employees',
    );
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Maximum' }), {
      target: { value: '50' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Preview' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Employees' }), {
      target: { value: '80' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(await screen.findByText(Messages.max(50))).toBeTruthy();
    expect(screen.getByText(Messages.required)).toBeTruthy();
  });

  it('marks fields that may vary between quote options and saves the mark (decision 218)', async () => {
    const turnover = stored.schema.properties.turnover;
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? json(200, JSON.parse(String(init.body)))
        : json(200, {
            ...stored,
            schema: {
              ...stored.schema,
              properties: {
                ...stored.schema.properties,
                turnover: {
                  ...turnover,
                  'x-turbine': { ...turnover['x-turbine'], quoteOption: true },
                },
              },
            },
          }),
    );
    renderDesigner();
    const vary = /^May vary between quote options/;
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Annual turnover' }));
    const panel = () => screen.getByRole('complementary', { name: 'Field properties' });
    expect(within(panel()).getByRole('switch', { name: vary })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Any claims?' }));
    const claims = within(panel()).getByRole('switch', { name: vary });
    expect(claims).toHaveProperty('checked', false);
    fireEvent.click(claims);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Annual turnover' }));
    fireEvent.click(within(panel()).getByRole('switch', { name: vary }));
    fireEvent.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(putBodies()).toHaveLength(1));
    const meta = (name: keyof typeof stored.schema.properties) =>
      putBodies()[0]?.schema.properties[name]['x-turbine'];
    expect(meta('hasClaims')).toEqual({
      fieldType: 'yesNo',
      label: 'Any claims?',
      quoteOption: true,
    });
    expect('quoteOption' in (meta('turnover') ?? {})).toBe(false);
    expect('quoteOption' in (meta('businessName') ?? {})).toBe(false);
  });

  it('offers no quote-option switch on a repeating group', async () => {
    renderDesigner();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Repeating group field' }));
    const panel = screen.getByRole('complementary', { name: 'Field properties' });
    expect(
      within(panel).queryByRole('switch', { name: /^May vary between quote options/ }),
    ).toBeNull();
  });

  it('shows a read-only form without editing controls', async () => {
    renderDesigner(true);
    expect(await screen.findByRole('heading', { name: 'About the business' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Field types' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save form' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Business name' }));
    const name = within(screen.getByRole('complementary', { name: 'Field properties' })).getByRole(
      'textbox',
      { name: /^Name/ },
    );
    expect((name.closest('fieldset') as HTMLFieldSetElement).disabled).toBe(true);
  });
});
