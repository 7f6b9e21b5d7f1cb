// Email Templates tab (issue 13; decisions 178, 206): the list with the company's tags and a tag filter,
// the editor (recipients, tags, the server's field errors), the preview and the delete.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages, type EmailTemplateDto } from '@turbine/domain';
import { fetchMock, json, renderWithApp, requests, routeFetch } from '../../tags/test-support.tsx';
import { EmailTemplatesTab } from './email-templates-tab.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renewalTag = { id: 4, name: 'Renewals', colour: 'orange' as const };
const legalTag = { id: 5, name: 'Legal', colour: 'grape' as const };
const boundMail: EmailTemplateDto = {
  id: 8,
  name: 'Bound mail',
  subject: 'Bound: {{ risk.reference }}',
  content: '<p>Bound</p>',
  recipients: [
    { type: 'role', role: 'broker' },
    { type: 'address', address: 'desk@example.com' },
  ],
  cc: [],
  bcc: [],
  attachmentTemplateIds: [],
  attachmentFileIds: [],
  tags: [renewalTag],
  updatedAt: 1_780_000_000,
};
const quoteMail: EmailTemplateDto = {
  ...boundMail,
  id: 9,
  name: 'Quote mail',
  subject: 'Quote',
  recipients: [{ type: 'role', role: 'insuredContact' }],
  tags: [],
};

const base = [
  {
    path: /\/companies\/3\/tags$/,
    respond: () => json(200, { data: [renewalTag, legalTag] }),
  },
  {
    path: /\/companies\/3\/email-templates(\?.*)?$/,
    respond: (url: URL) =>
      json(200, {
        items:
          url.searchParams.get('tagId') === '4'
            ? [boundMail]
            : url.searchParams.get('tagId')
              ? []
              : [boundMail, quoteMail],
      }),
  },
];

const selectInput = (label: RegExp) =>
  screen.queryAllByRole('combobox', { name: label })[0] ??
  screen.getAllByRole('textbox', { name: label })[0]!;
async function pick(label: RegExp, option: string) {
  fireEvent.click(selectInput(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Email Templates tab', { timeout: 120_000 }, () => {
  it('lists the templates with recipients and tag chips, and filters them by tag', async () => {
    routeFetch(base);
    renderWithApp(<EmailTemplatesTab companyId={3} />);
    expect(screen.getByLabelText('Loading email templates')).toBeTruthy();
    await screen.findByText('Bound mail');
    const rows = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .slice(0, 4)
            .map((c) => c.textContent),
        );
    expect(rows()).toEqual([
      ['Bound mail', 'Bound: {{ risk.reference }}', 'Broker, desk@example.com', 'Renewals'],
      ['Quote mail', 'Quote', "Insured's contact", ''],
    ]);
    await pick(/^Tag$/, 'Renewals');
    await waitFor(() => expect(screen.queryByText('Quote mail')).toBeNull());
    expect(requests().some((r) => r.url.includes('/email-templates?tagId=4'))).toBe(true);
    await pick(/^Tag$/, 'Legal');
    expect(await screen.findByText('No email template carries this tag.')).toBeTruthy();
  });

  it('shows the empty state and the error panel', async () => {
    routeFetch([
      { path: /\/tags$/, respond: () => json(200, { data: [] }) },
      { path: /\/email-templates$/, respond: () => json(200, { items: [] }) },
    ]);
    const { unmount } = renderWithApp(<EmailTemplatesTab companyId={3} />);
    expect(await screen.findByText(/No email templates yet/)).toBeTruthy();
    // Without tags, no tag filter.
    expect(screen.queryByRole('textbox', { name: /^Tag$/ })).toBeNull();
    unmount();
    routeFetch([
      { path: /\/tags$/, respond: () => json(200, { data: [] }) },
      {
        path: /\/email-templates$/,
        respond: () => json(403, { message: Messages.noPermissionAccess }),
      },
    ]);
    renderWithApp(<EmailTemplatesTab companyId={3} />);
    expect(await screen.findByText(Messages.noPermissionAccess)).toBeTruthy();
  });

  it('creates a template with recipients and tags; the server’s message shows under its field', async () => {
    let answer = json(422, {
      message: Messages.correctErrors,
      errors: { subject: ['Unknown field insured.nme (line 1, column 7).'] },
    });
    routeFetch([
      ...base,
      { method: 'POST', path: /\/companies\/3\/email-templates$/, respond: () => answer },
    ]);
    renderWithApp(<EmailTemplatesTab companyId={3} />);
    await screen.findByText('Bound mail');
    fireEvent.click(screen.getByRole('button', { name: 'New email template' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Welcome' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Subject line/ }), {
      target: { value: 'Hi {{ insured.nme }}' },
    });
    await pick(/^To: the risk's/, 'Broker');
    await pick(/^Tags/, 'Legal');
    fireEvent.click(screen.getByRole('button', { name: 'Save email template' }));
    expect(await screen.findByText('Unknown field insured.nme (line 1, column 7).')).toBeTruthy();
    expect(requests().find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'Welcome',
      subject: 'Hi {{ insured.nme }}',
      recipients: [{ type: 'role', role: 'broker' }],
      cc: [],
      bcc: [],
      attachmentTemplateIds: [],
      tagIds: [5],
    });
    answer = json(201, { ...quoteMail, id: 10, name: 'Welcome', tags: [legalTag] });
    fireEvent.click(screen.getByRole('button', { name: 'Save email template' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });

  it('previews with sample data and deletes after confirming (in use: the 409 message)', async () => {
    routeFetch([
      ...base,
      {
        method: 'POST',
        path: /\/email-templates\/preview$/,
        respond: () => json(200, { subject: 'Bound: TUR-000001', html: '<p>Bound</p>' }),
      },
      {
        method: 'DELETE',
        path: /\/email-templates\/8$/,
        respond: () => json(409, { message: Messages.cannotDeleteInUse }),
      },
    ]);
    renderWithApp(<EmailTemplatesTab companyId={3} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Bound mail' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Subject: Bound: TUR-000001')).toBeTruthy();
    expect(requests().find((r) => r.url.endsWith('/preview'))?.body).toEqual({
      subject: 'Bound: {{ risk.reference }}',
      content: '<p>Bound</p>',
      riskPackageId: null,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back to email templates' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bound mail' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete template' }));
    expect(await screen.findByText(Messages.cannotDeleteInUse)).toBeTruthy();
    expect(requests().some((r) => r.method === 'DELETE' && r.url.endsWith('/8'))).toBe(true);
  });
});
