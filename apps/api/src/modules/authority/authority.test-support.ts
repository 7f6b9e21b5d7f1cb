import { expect } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  CompanyType,
  type BindingAgreementDto,
  type RiskCodeDto,
  type SectionDto,
  type SyndicateDto,
} from '@turbine/domain';
import type { TestClient } from '../../../test/client.ts';
import type { TestServer } from '../../../test/harness.ts';
import { buildCompany, companyWithAdmin } from '../../../test/factories.ts';
import { events } from '../../platform/events/events.tables.ts';

let sequence = 0;
/** A short unique suffix for codes and references. */
export const unique = (prefix: string) => `${prefix}-${process.pid}-${++sequence}`;

/** An underwriting agency with a signed-in administrator (every authority permission). */
export async function underwriterWithAdmin(server: TestServer) {
  return companyWithAdmin(server, CompanyType.Underwriter);
}

/** An insurance company to manage agreements. */
export async function insurerCompany(server: TestServer): Promise<number> {
  return (await buildCompany(server.ctx, { type: CompanyType.Insurer })).id;
}

/** A valid binding agreement body. */
export function agreementBody(insurerId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Property binder',
    managingInsuranceCompanyId: insurerId,
    currencyType: 'aud',
    timezone: 'Australia/Sydney',
    uniqueMarketReference: unique('B0001'),
    agreementNumber: 'AG-1',
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    ...overrides,
  };
}

/** Creates a syndicate through the API. */
export async function createSyndicate(
  client: TestClient,
  companyId: number,
  overrides: Record<string, unknown> = {},
): Promise<SyndicateDto> {
  const res = await client.post<SyndicateDto>(`/companies/${companyId}/syndicates`, {
    name: 'Syndicate',
    code: unique('S'),
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** Creates a risk code through the API. */
export async function createRiskCode(
  client: TestClient,
  companyId: number,
  overrides: Record<string, unknown> = {},
): Promise<RiskCodeDto> {
  const res = await client.post<RiskCodeDto>(`/companies/${companyId}/risk-codes`, {
    code: unique('RC'),
    description: 'Risk',
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** Creates a binding agreement (with its draft period 1) through the API. */
export async function createAgreement(
  server: TestServer,
  client: TestClient,
  companyId: number,
  overrides: Record<string, unknown> = {},
): Promise<BindingAgreementDto> {
  const res = await client.post<BindingAgreementDto>(
    `/companies/${companyId}/binding-agreements`,
    agreementBody(await insurerCompany(server), overrides),
  );
  expect(res.status).toBe(201);
  return res.body;
}

/** A valid section body with the given quota shares. */
export function sectionBody(
  shares: { syndicateId: number; sharePercentage: string }[],
  overrides: Record<string, unknown> = {},
) {
  return {
    name: unique('Section'),
    minimumLimit: '1000.00',
    maximumLimit: '5000000',
    quotaShares: shares,
    ...overrides,
  };
}

/** The URL of a period. */
export const periodUrl = (companyId: number, agreementId: number, periodId: number) =>
  `/companies/${companyId}/binding-agreements/${agreementId}/periods/${periodId}`;

/** Makes a period publishable: one authorised underwriter (the admin) and one section with 100 % shares. */
export async function completePeriod(
  client: TestClient,
  companyId: number,
  url: string,
  userId: number,
): Promise<SectionDto> {
  const syndicate = await createSyndicate(client, companyId);
  const uw = await client.post(`${url}/authorised-underwriters`, {
    userId,
    authorityLevel: 1,
    maximumBackdateDays: 30,
    maximumDiscountPercentage: '10',
  });
  expect(uw.status).toBe(201);
  const section = await client.post<SectionDto>(
    `${url}/sections`,
    sectionBody([{ syndicateId: syndicate.id, sharePercentage: '100' }]),
  );
  expect(section.status).toBe(201);
  return section.body;
}

/** The audit events of one entity, oldest first. */
export async function auditOf(server: TestServer, entityType: string, entityId: number) {
  return server.ctx.db
    .select()
    .from(events)
    .where(and(eq(events.entityType, entityType), eq(events.entityId, entityId)))
    .orderBy(asc(events.id));
}
