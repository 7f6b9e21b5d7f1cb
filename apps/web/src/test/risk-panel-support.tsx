import { ModalsProvider } from '@mantine/modals';
import {
  CompanyType,
  Permission,
  ProductRole,
  TransactionStatus,
  TransactionType,
  type RiskDto,
  type RiskPackageDto,
  type RiskTransactionDto,
  type UserDto,
} from '@turbine/domain';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AuthProvider } from '../app/auth-context.tsx';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createStore } from '../app/store.ts';
import { theme } from '../app/theme.ts';

export const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The calls made, as method, URL and body (parsed when JSON). */
export function calls(): { method: string; url: string; body: unknown; headers: Headers }[] {
  return fetchMock.mock.calls.map(([url, init]) => ({
    method: init?.method ?? 'GET',
    url: String(url),
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    headers: new Headers(init?.headers),
  }));
}

/** Answers each request by the first route whose method and path pattern match; others 404. */
export function routeFetch(
  routes: {
    method?: string;
    path: RegExp;
    respond: (body: unknown) => Response | Promise<Response>;
  }[],
) {
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const route = routes.find((r) => (r.method ?? 'GET') === method && r.path.test(String(url)));
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return route ? route.respond(body) : json(404, { message: 'Not found.' });
  });
}

/** Renders with the store, a router at `url` (query kept), modals and (for the panels) the auth context. */
export function renderPanel(
  ui: ReactNode,
  { url = '/risks/5', withAuth = false }: { url?: string; withAuth?: boolean } = {},
) {
  const store = createStore();
  const router = createMemoryRouter(
    [
      {
        path: '/risks/:riskPackageId',
        element: (
          <ModalsProvider>{withAuth ? <AuthProvider>{ui}</AuthProvider> : ui}</ModalsProvider>
        ),
      },
    ],
    {
      initialEntries: [url],
    },
  );
  const view = render(
    <ReduxProvider store={store}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </ReduxProvider>,
  );
  return { ...view, store, router };
}

export const UNDERWRITER_CO = 3;
export const BROKER_CO = 2;
export const INSURER_CO = 4;

/** A signed-in user with one role in the given company. */
export function userIn(companyId: number, type: CompanyType, permissions: Permission[]): UserDto {
  return {
    id: 1,
    name: 'Una Writer',
    email: 'una@example.com',
    phone: null,
    avatarFileVersionId: null,
    theme: 'light',
    isTemporaryUser: false,
    createdByCompany: null,
    roles: [
      {
        id: 10,
        name: 'Administrator',
        companyId,
        isAdmin: true,
        companyTypePermissionIds: [],
        permissions,
        company: {
          id: companyId,
          name: `Company ${companyId}`,
          handle: null,
          refCompanyTypeId: type,
          isActive: true,
          hasAdmin: true,
          createdByCompanyId: null,
          createdByCompany: null,
        },
      },
    ],
    lastActivityAt: null,
    createdAt: 0,
  };
}

export function transaction(over: Partial<RiskTransactionDto> = {}): RiskTransactionDto {
  return {
    id: 70,
    riskId: 11,
    sequence: 1,
    type: TransactionType.NewBusiness,
    status: TransactionStatus.Quoted,
    effectiveDate: '2026-11-22',
    inceptionDate: '2026-11-22',
    expiryDate: '2027-11-22',
    reasonForCancellation: null,
    proposal: {},
    overrides: {},
    basePremium: '1000.00',
    calculatedPremium: '1000.00',
    grossPremium: '1100.00',
    netPremium: '990.00',
    manualPremium: null,
    totalPremium: '1210.00',
    administrationFee: null,
    brokerCommission: '110.00',
    brokerCommissionPercent: '10',
    deductible: null,
    limitOfIndemnity: '1000000.00',
    overseasTaxIncurred: null,
    proRataFactor: null,
    premiumChange: null,
    discountPercent: '0',
    premium: null,
    premiumExplanations: [],
    quoteLines: [],
    ruleMessages: [],
    quotedAt: null,
    quoteExpiresAt: null,
    approval: 'none',
    approver: null,
    backdateAuthorised: false,
    referralReasons: [],
    declineReasons: [],
    boundAt: null,
    createdAt: 0,
    updatedAt: 0,
    availableActions: [],
    ...over,
  };
}

export function risk(over: Partial<RiskDto> = {}): RiskDto {
  const current = over.current ?? transaction();
  return {
    id: 11,
    product: { id: 1, name: 'Professional Indemnity' },
    productRole: ProductRole.Main,
    productVersion: { id: 1, versionNumber: 1 },
    newerVersion: null,
    proposalForm: { schema: { type: 'object', properties: {} }, layout: {} },
    agreementSection: null,
    placed: false,
    cancelled: false,
    current,
    transactions: [current],
    ...over,
  };
}

export function riskPackage(over: Partial<RiskPackageDto> = {}): RiskPackageDto {
  return {
    id: 5,
    reference: 'MER-202611-000005',
    brokerCompany: { id: BROKER_CO, name: 'Red Brokers' },
    underwriterCompany: { id: UNDERWRITER_CO, name: 'Blue Underwriting' },
    insurerCompany: { id: INSURER_CO, name: 'Green Insurance' },
    productPackage: { id: 1, name: 'PI package' },
    insuredCompanyId: null,
    insured: {
      name: 'Acme Pty Ltd',
      email: null,
      phone: null,
      contactMethod: 1,
      registrationNumber: null,
      addressLine1: null,
      addressLine2: null,
      city: null,
      state: null,
      postcode: null,
      country: 'AU',
    },
    timeZone: 'Australia/Sydney',
    currency: 'aud',
    status: TransactionStatus.Quoted,
    transactionType: TransactionType.NewBusiness,
    inceptionDate: '2026-11-22',
    expiryDate: '2027-11-22',
    totalPremium: '1210.00',
    boundAt: null,
    importedAt: null,
    underwritingStatus: null,
    assignedUnderwriter: null,
    referredToTeam: false,
    assignedUsers: [],
    clientAccess: null,
    proposalDone: false,
    declaration: null,
    renewalOfId: null,
    isLatestInChain: true,
    interestedParties: [],
    risks: [risk()],
    viewerRole: 'underwriter',
    createdAt: 0,
    updatedAt: 0,
    ...over,
  };
}
