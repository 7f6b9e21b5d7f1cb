import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CompanyType, type ClaimViewerRole } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { companies, userRoles } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { riskPackages } from '../risks/risks.tables.ts';
import { claims } from './claims.tables.ts';

export type ClaimRecord = typeof claims.$inferSelect;
const legal = alias(companies, 'legal_company');
const uwCompany = alias(companies, 'uw_company');
const reporter = alias(users, 'reporter');
const reporterCompany = alias(companies, 'reporter_company');

/** Every party that may see a claim: the policy's parties and the appointed legal firm. */
function visibleTo(companyId: number): SQL {
  return or(
    eq(riskPackages.underwriterCompanyId, companyId),
    eq(riskPackages.insurerCompanyId, companyId),
    eq(riskPackages.brokerCompanyId, companyId),
    eq(riskPackages.insuredCompanyId, companyId),
    eq(claims.legalCompanyId, companyId),
  )!;
}

/** How a company stands towards a claim (the first matching party wins). */
export function claimRoleOf(
  row: {
    claim: Pick<ClaimRecord, 'legalCompanyId'>;
    pkg: Pick<
      typeof riskPackages.$inferSelect,
      'underwriterCompanyId' | 'insurerCompanyId' | 'brokerCompanyId' | 'insuredCompanyId'
    >;
  },
  companyId: number,
): ClaimViewerRole | null {
  if (row.pkg.underwriterCompanyId === companyId) return 'underwriter';
  if (row.claim.legalCompanyId === companyId) return 'legal';
  if (row.pkg.insurerCompanyId === companyId) return 'insurer';
  if (row.pkg.brokerCompanyId === companyId) return 'broker';
  if (row.pkg.insuredCompanyId === companyId) return 'client';
  return null;
}

const claimColumns = {
  claim: claims,
  pkg: {
    id: riskPackages.id,
    reference: riskPackages.reference,
    insuredName: riskPackages.insuredName,
    underwriterCompanyId: riskPackages.underwriterCompanyId,
    insurerCompanyId: riskPackages.insurerCompanyId,
    brokerCompanyId: riskPackages.brokerCompanyId,
    insuredCompanyId: riskPackages.insuredCompanyId,
    timeZone: riskPackages.timeZone,
  },
  legalName: legal.name,
  underwriterName: uwCompany.name,
  reporterName: reporter.name,
  reporterCompanyName: reporterCompany.name,
};

function claimQuery(db: Executor) {
  return db
    .select(claimColumns)
    .from(claims)
    .innerJoin(riskPackages, eq(riskPackages.id, claims.riskPackageId))
    .innerJoin(uwCompany, eq(uwCompany.id, riskPackages.underwriterCompanyId))
    .leftJoin(legal, eq(legal.id, claims.legalCompanyId))
    .leftJoin(reporter, eq(reporter.id, claims.reportedByUserId))
    .leftJoin(reporterCompany, eq(reporterCompany.id, claims.reportedByCompanyId));
}
export type ClaimRow = Awaited<ReturnType<typeof claimQuery>>[number];

export interface ClaimFilter {
  q?: string;
  open?: boolean;
  riskPackageIds?: number[];
}

/** The claims a company may see, newest first (at most 500: a firm's working list). */
export async function claimRowsFor(
  db: Executor,
  companyId: number,
  f: ClaimFilter,
): Promise<ClaimRow[]> {
  const term = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const openCondition = sql`${claims.stage} <> 3 and coalesce(${claims.status}, 1) not in (7, 8, 10, 11)`;
  return claimQuery(db)
    .where(
      and(
        visibleTo(companyId),
        term
          ? or(
              ilike(claims.reference, term),
              ilike(riskPackages.reference, term),
              ilike(riskPackages.insuredName, term),
              ilike(claims.claimant, term),
            )
          : undefined,
        f.open === undefined ? undefined : f.open ? openCondition : sql`not (${openCondition})`,
        f.riskPackageIds ? inArray(claims.riskPackageId, f.riskPackageIds) : undefined,
      ),
    )
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(500);
}

/** One claim the company may see (locked for the transaction with `forUpdate`), else undefined. */
export async function claimRowFor(
  db: Executor,
  companyId: number,
  claimId: number,
  forUpdate = false,
): Promise<ClaimRow | undefined> {
  const query = claimQuery(db).where(and(eq(claims.id, claimId), visibleTo(companyId)));
  const [row] = forUpdate ? await query.for('no key update', { of: claims }) : await query;
  return row;
}

export async function insertClaim(db: Executor, values: typeof claims.$inferInsert) {
  const [row] = await db.insert(claims).values(values).returning();
  return row!;
}

export async function updateClaim(
  db: Executor,
  id: number,
  values: Partial<typeof claims.$inferInsert>,
): Promise<void> {
  await db
    .update(claims)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(claims.id, id));
}

/** How many claims the package has (the next claim's sequence number is one more). */
export async function claimCountOn(db: Executor, riskPackageId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(claims)
    .where(eq(claims.riskPackageId, riskPackageId));
  return row?.n ?? 0;
}

/** The bound policy a company may report an incident on: its broker's, its agency's, or one it handles claims of. */
export async function reportablePolicy(db: Executor, companyId: number, riskPackageId: number) {
  const [row] = await reportablePolicies(db, companyId, { id: riskPackageId, lock: true });
  return row;
}

/** Bound policies found by reference or insured name that a company may report incidents on. */
export async function reportablePolicies(
  db: Executor,
  companyId: number,
  f: { q?: string; id?: number; lock?: boolean },
) {
  const term = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const handledByFirm = sql`exists (select 1 from ${claims} c where c.risk_package_id = ${riskPackages.id} and c.legal_company_id = ${companyId})`;
  const query = db
    .select({
      id: riskPackages.id,
      reference: riskPackages.reference,
      insuredName: riskPackages.insuredName,
      currency: riskPackages.currency,
      timeZone: riskPackages.timeZone,
      inceptionDate: riskPackages.inceptionDate,
      expiryDate: riskPackages.expiryDate,
      brokerCompanyId: riskPackages.brokerCompanyId,
      underwriterCompanyId: riskPackages.underwriterCompanyId,
    })
    .from(riskPackages)
    .where(
      and(
        isNotNull(riskPackages.boundAt),
        or(
          eq(riskPackages.brokerCompanyId, companyId),
          eq(riskPackages.underwriterCompanyId, companyId),
          handledByFirm,
        ),
        f.id === undefined ? undefined : eq(riskPackages.id, f.id),
        term
          ? or(ilike(riskPackages.reference, term), ilike(riskPackages.insuredName, term))
          : undefined,
      ),
    )
    .orderBy(desc(riskPackages.boundAt), desc(riskPackages.id))
    .limit(20);
  return f.lock ? query.for('no key update') : query;
}

/** Active legal companies a claim can be appointed to. */
export async function legalCompanyRows(db: Executor, id?: number) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.refCompanyTypeId, CompanyType.Legal),
        eq(companies.isActive, true),
        id === undefined ? undefined : eq(companies.id, id),
      ),
    )
    .orderBy(asc(companies.name));
}

/** The users holding a role in a company (notification recipients). */
export async function companyUserIds(db: Executor, companyId: number | null): Promise<number[]> {
  if (companyId === null) return [];
  const rows = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.companyId, companyId));
  return rows.map((r) => r.id);
}

/** The package and the packages it renews, back to the first policy of its chain (claims history). */
export async function renewalChainIds(db: Executor, riskPackageId: number): Promise<number[]> {
  const result = await db.execute(sql`
    with recursive chain(id, renewal_of_id, depth) as (
      select id, renewal_of_id, 0 from ${riskPackages} where id = ${riskPackageId}
      union all
      select p.id, p.renewal_of_id, c.depth + 1 from ${riskPackages} p
        join chain c on p.id = c.renewal_of_id where c.depth < 100
    )
    select id from chain`);
  const rows = (result as unknown as { rows: { id: number | string }[] }).rows;
  return rows.map((r) => Number(r.id));
}

/** The risk list's "has open claims" condition on the package alias `p` (a constant text, decision 120). */
export const openClaimCondition = `exists (select 1 from claims c where c.risk_package_id = p.id and c.stage <> 3 and coalesce(c.status, 1) not in (7, 8, 10, 11))`;

/**
 * The claims a company of `companyType` counts in figures (dashboards, decision 142), on the claim alias
 * `c` and its package `p`: a legal firm those it is appointed on, an underwriting agency those of its
 * policies, an insurer those of the policies it carries; any other type (brokers, clients) none.
 */
export function claimFiguresCondition(companyType: number, param: string): string {
  if (companyType === CompanyType.Legal) return `c.legal_company_id = ${param}`;
  if (companyType === CompanyType.Underwriter) return `p.underwriter_company_id = ${param}`;
  if (companyType === CompanyType.Insurer) return `p.insurer_company_id = ${param}`;
  if (companyType === CompanyType.System)
    return `(c.legal_company_id = ${param} or p.underwriter_company_id = ${param} or p.insurer_company_id = ${param})`;
  return 'false';
}
