import { vi } from 'vitest';
import {
  CompanyType,
  ContactMethod,
  Permission,
  ProductRole,
  TransactionStatus,
  TransactionType,
  type LifecycleAction,
  type RiskDto,
  type RiskPackageDto,
  type RiskTransactionDto,
  type UserDto,
} from '@turbine/domain';

export const BROKER_ID = 4;
export const UNDERWRITER_ID = 7;

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export type FetchMock = ReturnType<
  typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>
>;

export interface Route {
  method?: string;
  path: RegExp;
  respond: (init?: RequestInit) => Response;
}

/** Answers each request by the first route whose method and path match (404 otherwise). */
export function routeFetch(fetchMock: FetchMock, routes: Route[]) {
  fetchMock.mockImplementation(async (url, init) => {
    const route = routes.find(
      (r) => (r.method ?? 'GET') === (init?.method ?? 'GET') && r.path.test(String(url)),
    );
    return route ? route.respond(init) : json(404, { message: 'Not found' });
  });
}

export const callsOf = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    method: init?.method ?? 'GET',
    url: String(url),
    headers: new Headers(init?.headers),
    body:
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as Record<string, unknown>)
        : undefined,
  }));

export function userOf(
  companyId: number,
  type: CompanyType,
  permissions: Permission[] = [Permission.ViewRisks, Permission.ManageRisks],
): UserDto {
  return {
    id: 11,
    name: 'Bella Broker',
    email: 'bella@example.test',
    phone: null,
    avatarFileVersionId: null,
    theme: 'light',
    isTemporaryUser: false,
    createdByCompany: null,
    lastActivityAt: null,
    createdAt: 1_700_000_000,
    roles: [
      {
        id: 1,
        name: 'Admin',
        companyId,
        company: {
          id: companyId,
          name: 'Acting company',
          handle: null,
          refCompanyTypeId: type,
          isActive: true,
          hasAdmin: true,
          createdByCompanyId: null,
          createdByCompany: null,
        },
        isAdmin: true,
        companyTypePermissionIds: [],
        permissions,
      },
    ],
  };
}

// Mantine's autosize Textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

/** A pinned version's form as the designer stores it (decision 060). */
export const proposalForm = {
  schema: {
    type: 'object',
    properties: {
      businessName: {
        type: 'string',
        minLength: 1,
        'x-turbine': { fieldType: 'text', label: 'Business name' },
      },
      turnover: {
        type: 'number',
        minimum: 0,
        'x-turbine': { fieldType: 'currency', label: 'Annual turnover', currency: 'aud' },
      },
    },
    required: ['businessName'],
  },
  layout: { sections: [{ title: 'Business', columns: 1, fields: ['businessName', 'turnover'] }] },
};

export function transaction(over: Partial<RiskTransactionDto> = {}): RiskTransactionDto {
  return {
    id: 100,
    riskId: 10,
    sequence: 1,
    type: TransactionType.NewBusiness,
    status: TransactionStatus.Initiated,
    effectiveDate: '2026-12-01',
    inceptionDate: '2026-12-01',
    expiryDate: '2027-12-01',
    reasonForCancellation: null,
    proposal: {},
    overrides: {},
    basePremium: null,
    calculatedPremium: null,
    grossPremium: null,
    netPremium: null,
    manualPremium: null,
    totalPremium: null,
    administrationFee: null,
    brokerCommission: null,
    brokerCommissionPercent: null,
    deductible: null,
    limitOfIndemnity: null,
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
    createdAt: 1_764_000_000,
    updatedAt: 1_764_000_000,
    availableActions: [],
    ...over,
  };
}

export const quotedPremium = {
  base: '1000.00',
  otherCharges: '50.00',
  discountCharges: '-25.00',
  gross: '1025.00',
  fees: '75.00',
  feeLines: [{ name: 'policyFee', title: 'Policy fee', amount: '75.00' }],
  commissionPercent: '15',
  commission: '153.75',
  net: '946.25',
  taxes: '110.00',
  taxLines: [{ name: 'gst', title: 'GST', amount: '110.00' }],
  total: '1210.00',
};

export function risk(
  id: number,
  role: (typeof ProductRole)[keyof typeof ProductRole],
  current: RiskTransactionDto,
  extra: Record<string, unknown> = {},
): RiskDto {
  return {
    id,
    product: { id: id * 10, name: role === ProductRole.Main ? 'Professional Indemnity' : 'Cyber' },
    productRole: role,
    productVersion: { id: id * 100, versionNumber: 2 },
    newerVersion: null,
    proposalForm,
    agreementSection: { id: 1, name: 'PI section' },
    placed: false,
    cancelled: false,
    current: { ...current, riskId: id },
    transactions: [{ ...current, riskId: id }],
    ...extra,
  };
}

export function riskPackage(
  over: Partial<RiskPackageDto> = {},
  actions: LifecycleAction[] = [],
  txn: Partial<RiskTransactionDto> = {},
): RiskPackageDto {
  const main = risk(10, ProductRole.Main, transaction({ availableActions: actions, ...txn }));
  return {
    id: 55,
    reference: 'MER-202611-000055',
    brokerCompany: { id: BROKER_ID, name: 'Southern Cross Brokers' },
    underwriterCompany: { id: UNDERWRITER_ID, name: 'Meridian Underwriting Agency' },
    insurerCompany: { id: 9, name: 'Pacific Mutual Insurance' },
    productPackage: { id: 3, name: 'Professional Package' },
    insuredCompanyId: null,
    insured: {
      name: 'Harbourside Cafe',
      email: 'owner@harbourside.test',
      phone: null,
      contactMethod: ContactMethod.Email,
      registrationNumber: null,
      addressLine1: '1 Quay St',
      addressLine2: null,
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'AU',
    },
    timeZone: 'Australia/Sydney',
    currency: 'aud',
    status: main.current.status,
    transactionType: main.current.type,
    inceptionDate: '2026-12-01',
    expiryDate: '2027-12-01',
    totalPremium: main.current.totalPremium,
    boundAt: null,
    importedAt: null,
    underwritingStatus: null,
    assignedUnderwriter: null,
    referredToTeam: false,
    assignedUsers: [{ id: 11, name: 'Bella Broker', companyId: BROKER_ID }],
    clientAccess: null,
    proposalDone: false,
    declaration: null,
    renewalOfId: null,
    isLatestInChain: true,
    interestedParties: [],
    risks: [main],
    viewerRole: 'broker',
    createdAt: 1_764_000_000,
    updatedAt: 1_764_000_000,
    ...over,
  };
}
