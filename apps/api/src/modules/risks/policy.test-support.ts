import { and, asc, eq } from 'drizzle-orm';
import { ProductRole, TransactionStatus, TransactionType } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import {
  agreementPeriods,
  agreementSections,
  authorisedUnderwriters,
  bindingAgreements,
  sectionRiskCodes,
} from '../authority/agreements.tables.ts';
import { productVersions } from '../products/products.tables.ts';
import type { RiskWorld } from './risks.test-support.ts';
import { riskPackageAssignments, riskPackages, risks, riskTransactions } from './risks.tables.ts';

/**
 * Rows for the policy helpers' tests (section check, authority, exchange, renewal), inserted directly
 * while the create route is being written: the demo binder of `riskWorld` and risk packages in any state.
 */

/** The demo binding agreement of a risk world: its agreement, live period 1, section and risk code. */
export async function demoBinder(db: Executor, world: RiskWorld) {
  const [row] = await db
    .select({
      agreementId: bindingAgreements.id,
      periodId: agreementPeriods.id,
      sectionId: agreementSections.id,
      riskCodeId: sectionRiskCodes.riskCodeId,
    })
    .from(bindingAgreements)
    .innerJoin(agreementPeriods, eq(agreementPeriods.bindingAgreementId, bindingAgreements.id))
    .innerJoin(agreementSections, eq(agreementSections.periodId, agreementPeriods.id))
    .innerJoin(sectionRiskCodes, eq(sectionRiskCodes.sectionId, agreementSections.id))
    .where(eq(bindingAgreements.companyId, world.underwriter.company.id));
  return row!;
}

/** Another period of an agreement, with sections covering the given product codes. */
export async function insertPeriod(
  db: Executor,
  world: RiskWorld,
  q: {
    agreementId: number;
    version: number;
    status: 'draft' | 'live' | 'locked';
    sections?: {
      name: string;
      minimumLimit: string;
      maximumLimit: string;
      productCodeIds: number[];
    }[];
  },
) {
  const companyId = world.underwriter.company.id;
  const binder = await demoBinder(db, world);
  const [period] = await db
    .insert(agreementPeriods)
    .values({
      companyId,
      bindingAgreementId: q.agreementId,
      version: q.version,
      status: q.status,
      savedOnce: true,
    })
    .returning();
  for (const s of q.sections ?? []) {
    const [section] = await db
      .insert(agreementSections)
      .values({
        companyId,
        periodId: period!.id,
        name: s.name,
        minimumLimit: s.minimumLimit,
        maximumLimit: s.maximumLimit,
      })
      .returning();
    await db.insert(sectionRiskCodes).values({
      companyId,
      sectionId: section!.id,
      riskCodeId: binder.riskCodeId,
      productCodeIds: s.productCodeIds,
    });
  }
  return period!;
}

/** Authorises a user of the underwriting company under a period. */
export async function authorise(
  db: Executor,
  world: RiskWorld,
  periodId: number,
  userId: number,
  level: number,
  opts: { maxBackdateDays?: number; maxDiscountPercent?: string } = {},
) {
  await db.insert(authorisedUnderwriters).values({
    companyId: world.underwriter.company.id,
    periodId,
    userId,
    authorityLevel: level,
    maximumBackdateDays: opts.maxBackdateDays ?? 10,
    maximumDiscountPercentage: opts.maxDiscountPercent ?? '5',
  });
}

/** The live (or locked) versions of a product, oldest first. */
export async function versionsOf(db: Executor, productId: number) {
  return db
    .select()
    .from(productVersions)
    .where(eq(productVersions.productId, productId))
    .orderBy(asc(productVersions.versionNumber));
}

export interface FixtureRisk {
  productId: number;
  productVersionId: number;
  productRole?: number;
  status?: number;
  type?: number;
  placed?: boolean;
  cancelled?: boolean;
  proposal?: Record<string, unknown>;
  totalPremium?: string | null;
  periodId?: number | null;
}

let serial = 0;

/**
 * A risk package of the world's broker with the underwriter's demo package, one risk per entry, each with
 * one transaction of the given status and type (default NewBusiness, Initiated) over the given term.
 */
export async function insertPackage(
  db: Executor,
  world: RiskWorld,
  q: {
    inceptionDate: string;
    expiryDate: string;
    risks: FixtureRisk[];
    assignedUnderwriterId?: number | null;
    status?: number;
    assignedUserIds?: number[];
    reference?: string;
  },
) {
  serial += 1;
  const main = q.risks[0]!;
  const [pkg] = await db
    .insert(riskPackages)
    .values({
      reference: q.reference ?? `FIX-${Date.now()}-${serial}`,
      brokerCompanyId: world.broker.company.id,
      underwriterCompanyId: world.underwriter.company.id,
      insurerCompanyId: world.insurer.company.id,
      productPackageId: world.productPackageId,
      insured: {
        name: 'Fixture Pty Ltd',
        email: 'fixture@example.test',
        contactMethod: 1,
        country: 'AU',
      },
      insuredName: 'Fixture Pty Ltd',
      timeZone: 'Australia/Sydney',
      currency: 'aud',
      assignedUnderwriterId: q.assignedUnderwriterId ?? null,
      status: q.status ?? main.status ?? TransactionStatus.Initiated,
      transactionType: main.type ?? TransactionType.NewBusiness,
      inceptionDate: q.inceptionDate,
      expiryDate: q.expiryDate,
      totalPremium: main.totalPremium ?? null,
      createdByUserId: world.broker.admin.id,
    })
    .returning();
  for (const userId of q.assignedUserIds ?? [])
    await db.insert(riskPackageAssignments).values({ riskPackageId: pkg!.id, userId });
  const riskIds: number[] = [];
  for (const [i, r] of q.risks.entries()) {
    const [risk] = await db
      .insert(risks)
      .values({
        riskPackageId: pkg!.id,
        productId: r.productId,
        productRole: r.productRole ?? (i === 0 ? ProductRole.Main : ProductRole.AddOn),
        productVersionId: r.productVersionId,
        agreementPeriodId: r.periodId ?? null,
        placed: r.placed ?? false,
        cancelled: r.cancelled ?? false,
        sortOrder: i,
      })
      .returning();
    await db.insert(riskTransactions).values({
      riskId: risk!.id,
      riskPackageId: pkg!.id,
      underwriterCompanyId: world.underwriter.company.id,
      brokerCompanyId: world.broker.company.id,
      insurerCompanyId: world.insurer.company.id,
      sequence: 1,
      type: r.type ?? TransactionType.NewBusiness,
      status: r.status ?? TransactionStatus.Initiated,
      effectiveDate: q.inceptionDate,
      inceptionDate: q.inceptionDate,
      expiryDate: q.expiryDate,
      proposal: r.proposal ?? {},
      totalPremium: r.totalPremium ?? null,
    });
    riskIds.push(risk!.id);
  }
  return { pkg: pkg!, riskIds };
}

/** Every transaction of a risk, oldest first. */
export async function transactionsOf(db: Executor, riskId: number) {
  return db
    .select()
    .from(riskTransactions)
    .where(eq(riskTransactions.riskId, riskId))
    .orderBy(asc(riskTransactions.sequence));
}

/** The risks of a package, main first. */
export async function risksOf(db: Executor, riskPackageId: number) {
  return db
    .select()
    .from(risks)
    .where(and(eq(risks.riskPackageId, riskPackageId)))
    .orderBy(asc(risks.sortOrder), asc(risks.id));
}

type VersionRow = typeof productVersions.$inferSelect;

/** A copy of a product version under a new number and status, published at the given instant, with the given form. */
export async function copyVersion(
  db: Executor,
  from: VersionRow,
  versionNumber: number,
  status: string,
  publishedAt: Date | null,
  formSchema: unknown = from.formSchema,
): Promise<VersionRow> {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = from;
  const [row] = await db
    .insert(productVersions)
    .values({ ...rest, versionNumber, status, publishedAt, inUse: false, formSchema })
    .returning();
  return row!;
}
