// Company Events tab (issue 13; decisions 175–177, 205): the list, the editor (trigger, conditions, ordered
// actions with what each needs) and the runs with their retry.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CompanyType,
  Messages,
  automationActions,
  automationEvents,
  type AutomationCatalogueDto,
  type AutomationRunDto,
  type CompanyEventDto,
} from '@turbine/domain';
import { fetchMock, json, renderWithApp, requests, routeFetch } from '../../tags/test-support.tsx';
import { CompanyEventsTab } from './company-events-tab.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const catalogue: AutomationCatalogueDto = {
  events: automationEvents.map((e) => ({ ...e })),
  actions: automationActions.map((a) => ({ ...a })),
};

const onBind: CompanyEventDto = {
  id: 11,
  name: 'On bind: schedule to broker',
  event: 'risk.bound',
  conditions: {
    productIds: [],
    productPackageIds: [],
    brokerCompanyIds: [],
    statuses: [],
    expression: null,
  },
  synchronous: true,
  delaySeconds: 0,
  enabled: true,
  actions: [
    { kind: 'generateDocuments', name: 'Policy schedule', documentTemplateIds: [5] },
    { kind: 'sendEmail', name: 'Email the broker', emailTemplateId: 6 },
  ],
  lastRun: { status: 'failed', createdAt: 1_780_000_000 },
  updatedAt: 1_780_000_000,
};
const delayed: CompanyEventDto = {
  ...onBind,
  id: 12,
  name: 'Chase quotes',
  event: 'risk.quoted',
  synchronous: false,
  delaySeconds: 3600,
  enabled: false,
  actions: [{ kind: 'addTag', name: 'Tag it', tagId: 4 }],
  lastRun: null,
};

const failedRun: AutomationRunDto = {
  id: 90,
  companyEventId: 11,
  event: 'risk.bound',
  status: 'failed',
  payload: { riskPackageId: 7, reference: 'TUR-000007' },
  steps: [
    {
      name: 'Policy schedule',
      kind: 'generateDocuments',
      status: 'done',
      input: {},
      output: {},
      error: null,
      durationMs: 40,
    },
    {
      name: 'Email the broker',
      kind: 'sendEmail',
      status: 'failed',
      input: {},
      output: null,
      error: 'The email has no recipient for this risk.',
      durationMs: 3,
    },
  ],
  error: 'Email the broker: The email has no recipient for this risk.',
  attempts: 1,
  durationMs: 43,
  createdAt: 1_780_000_000,
  finishedAt: 1_780_000_001,
  canRetry: true,
};

/** The editor's choices: products, packages, partner brokers, roles, tags, endpoints, users. */
const choices = [
  { path: /\/companies\/3\/company-events\/catalogue$/, respond: () => json(200, catalogue) },
  {
    path: /\/companies\/3\/products\?/,
    respond: () => json(200, { data: [{ id: 21, name: 'PI for consultants' }], meta: {} }),
  },
  {
    path: /\/companies\/3\/product-packages\?/,
    respond: () => json(200, { data: [{ id: 31, name: 'Trades Package' }], meta: {} }),
  },
  {
    path: /\/companies\/3\/partner-companies$/,
    respond: () =>
      json(200, {
        data: [
          { id: 41, name: 'Harbour Brokers', refCompanyTypeId: CompanyType.Broker, tags: [] },
          { id: 42, name: 'Acme Client', refCompanyTypeId: CompanyType.Client, tags: [] },
        ],
      }),
  },
  {
    path: /\/companies\/3\/roles$/,
    respond: () => json(200, { data: [{ id: 51, name: 'Claims desk' }] }),
  },
  {
    path: /\/companies\/3\/tags$/,
    respond: () => json(200, { data: [{ id: 4, name: 'Hot', colour: 'red' }] }),
  },
  {
    path: /\/companies\/3\/webhooks$/,
    respond: () =>
      json(200, {
        data: [{ id: 61, url: 'https://hooks.example.com/in', description: 'CRM', events: [] }],
      }),
  },
  { path: /\/companies\/3\/users\?/, respond: () => json(200, { data: [], meta: {} }) },
];

/** Opens a Mantine select by its label and picks an option. */
const selectInput = (label: RegExp) =>
  screen.queryAllByRole('combobox', { name: label })[0] ??
  screen.getAllByRole('textbox', { name: label })[0]!;
async function pick(label: RegExp, option: string) {
  fireEvent.click(selectInput(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Company Events tab', { timeout: 120_000 }, () => {
  it('lists the events: trigger label, action chain, timing and last run', async () => {
    routeFetch([
      ...choices,
      {
        path: /\/companies\/3\/company-events$/,
        respond: () => json(200, { items: [onBind, delayed] }),
      },
    ]);
    renderWithApp(<CompanyEventsTab companyId={3} />);
    expect(screen.getByLabelText('Loading company events')).toBeTruthy();
    await screen.findByText('On bind: schedule to broker');
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      [
        'On bind: schedule to broker',
        'Risk bound',
        'Policy schedule → Email the broker',
        'At once',
      ],
      ['Chase quotesDisabled', 'Risk quoted', 'Tag it', 'After 3600 s'],
    ]);
    expect(screen.getByText('failed')).toBeTruthy();
  });

  it('shows the empty state and the error panel', async () => {
    routeFetch([
      ...choices,
      { path: /\/company-events$/, respond: () => json(200, { items: [] }) },
    ]);
    const { unmount } = renderWithApp(<CompanyEventsTab companyId={3} />);
    expect(await screen.findByText(/No company events yet/)).toBeTruthy();
    unmount();
    routeFetch([
      ...choices,
      {
        path: /\/company-events$/,
        respond: () => json(403, { message: Messages.noPermissionAccess }),
      },
    ]);
    renderWithApp(<CompanyEventsTab companyId={3} />);
    expect(await screen.findByText(Messages.noPermissionAccess)).toBeTruthy();
  });

  it('creates an event with conditions, a role to notify, a tag and a webhook; shows the server’s field errors', async () => {
    let answer = json(422, {
      message: Messages.correctErrors,
      errors: { 'actions.2.kind': [Messages.eventActionMismatch] },
    });
    routeFetch([
      ...choices,
      { path: /\/companies\/3\/company-events$/, respond: () => json(200, { items: [] }) },
      { path: /\/company-events\/13\/runs$/, respond: () => json(200, { items: [] }) },
      { method: 'POST', path: /\/companies\/3\/company-events$/, respond: () => answer },
    ]);
    renderWithApp(<CompanyEventsTab companyId={3} />);
    await screen.findByText(/No company events yet/);
    fireEvent.click(screen.getByRole('button', { name: 'New event' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), {
      target: { value: 'On bind: tell everyone' },
    });
    await pick(/Only for these products/, 'PI for consultants');
    await pick(/Only for these product packages/, 'Trades Package');
    await pick(/Only for these brokers/, 'Harbour Brokers');
    // Only brokers are offered as brokers.
    fireEvent.click(selectInput(/Only for these brokers/));
    expect(screen.queryByRole('option', { name: 'Acme Client' })).toBeNull();
    await pick(/Only when the risk's status is/, 'Bound');
    fireEvent.change(screen.getByRole('textbox', { name: /Expression/ }), {
      target: { value: 'brokerCompanyId = 41' },
    });

    const addAction = () => fireEvent.click(screen.getByRole('button', { name: 'Add action' }));
    addAction();
    await pick(/^Action$/, 'Notify users or roles');
    await pick(/Roles \(every user holding one\)/, 'Claims desk');
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), {
      target: { value: 'Bound {{ risk.reference }}' },
    });
    addAction();
    const kinds = () => [
      ...screen.queryAllByRole('combobox', { name: /^Action$/ }),
      ...screen.queryAllByRole('textbox', { name: /^Action$/ }),
    ];
    fireEvent.click(kinds()[1]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Add a tag' }));
    await pick(/^Tag$/, 'Hot');
    addAction();
    fireEvent.click(kinds()[2]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Call a webhook' }));
    await pick(/Webhook endpoint/, 'CRM (https://hooks.example.com/in)');

    fireEvent.click(screen.getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText(Messages.eventActionMismatch)).toBeTruthy();
    const post = requests().find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      name: 'On bind: tell everyone',
      event: 'risk.bound',
      synchronous: true,
      delaySeconds: 0,
      enabled: true,
      conditions: {
        productIds: [21],
        productPackageIds: [31],
        brokerCompanyIds: [41],
        statuses: [7],
        expression: 'brokerCompanyId = 41',
      },
      actions: [
        { kind: 'notify', name: 'Action 1', roleIds: [51], message: 'Bound {{ risk.reference }}' },
        { kind: 'addTag', name: 'Action 2', tagId: 4 },
        { kind: 'callWebhook', name: 'Action 3', endpointId: 61 },
      ],
    });

    answer = json(201, { ...onBind, id: 13, name: 'On bind: tell everyone', lastRun: null });
    fireEvent.click(screen.getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(requests().filter((r) => r.method === 'POST')).toHaveLength(2));
    expect(await screen.findByText('This event has not run yet.')).toBeTruthy();
  });

  it('an event’s runs show each step and its error; a failed run is retried', async () => {
    let runs = [failedRun];
    routeFetch([
      ...choices,
      { path: /\/companies\/3\/company-events$/, respond: () => json(200, { items: [onBind] }) },
      { path: /\/company-events\/11\/runs$/, respond: () => json(200, { items: runs }) },
      {
        method: 'POST',
        path: /\/company-events\/11\/runs\/90\/retry$/,
        respond: () => {
          runs = [{ ...failedRun, status: 'succeeded', error: null, canRetry: false, attempts: 2 }];
          return json(200, runs[0]);
        },
      },
    ]);
    renderWithApp(<CompanyEventsTab companyId={3} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit On bind: schedule to broker' }),
    );
    expect(
      await screen.findByText(/Email the broker: The email has no recipient for this risk\./),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() =>
      expect(requests().some((r) => r.method === 'POST' && r.url.endsWith('/runs/90/retry'))).toBe(
        true,
      ),
    );
    expect(await screen.findByText('succeeded')).toBeTruthy();
  });
});
