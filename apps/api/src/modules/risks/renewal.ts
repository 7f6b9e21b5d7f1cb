import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  expiryForTerm,
  ProductRole,
  renderReference,
  termOf,
  todayInZone,
  TransactionStatus,
  TransactionType,
} from '@turbine/domain';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { productPackages, productVersions } from '../products/products.tables.ts';
import { recordActivity } from './activities.repository.ts';
import { answersStillInForm, versionLiveAt } from './exchange.ts';
import type { RiskPackageRow } from './risk-scope.ts';
import { riskPackageAssignments, riskPackages, risks, riskTransactions } from './risks.tables.ts';
import { findCoveringSection } from './section-check.ts';

const REFERENCE_ATTEMPTS = 5;

type RiskRow = typeof risks.$inferSelect;
type TransactionRow = typeof riskTransactions.$inferSelect;

/** The policies to carry over: risks placed and not cancelled, each with its latest bound transaction (its term). */
async function policiesInForce(
  tx: Tx,
  riskPackageId: number,
): Promise<{ risk: RiskRow; bound: TransactionRow }[]> {
  const rows = await tx
    .select({ risk: risks, bound: riskTransactions })
    .from(risks)
    .innerJoin(
      riskTransactions,
      and(
        eq(riskTransactions.riskId, risks.id),
        eq(riskTransactions.status, TransactionStatus.Bound),
      ),
    )
    .where(
      and(
        eq(risks.riskPackageId, riskPackageId),
        eq(risks.placed, true),
        eq(risks.cancelled, false),
      ),
    )
    .orderBy(asc(risks.sortOrder), asc(risks.id), desc(riskTransactions.sequence));
  const latest = new Map<number, { risk: RiskRow; bound: TransactionRow }>();
  for (const row of rows) if (!latest.has(row.risk.id)) latest.set(row.risk.id, row);
  return [...latest.values()];
}

/** The package's reference from the product package's format (§5, §9), rendered again until free in the underwriting company. */
async function renewalReference(tx: Tx, pkg: RiskPackageRow, renewalId: number): Promise<string> {
  const [format] = await tx
    .select({ format: productPackages.riskReferenceFormat })
    .from(productPackages)
    .where(eq(productPackages.id, pkg.productPackageId));
  const values = {
    id: renewalId,
    insuredId: pkg.insuredCompanyId,
    brokerageId: pkg.brokerCompanyId,
    date: todayInZone(Math.floor(Date.now() / 1000), pkg.timeZone),
  };
  let reference = '';
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    reference = renderReference(format!.format, values).slice(0, 120);
    const [taken] = await tx
      .select({ id: riskPackages.id })
      .from(riskPackages)
      .where(
        and(
          eq(riskPackages.underwriterCompanyId, pkg.underwriterCompanyId),
          sql`lower(${riskPackages.reference}) = lower(${reference})`,
          ne(riskPackages.id, renewalId),
        ),
      );
    if (!taken) return reference;
  }
  // Formats must hold id, uuid or randstr, so only a pathological one gets here.
  return `${reference}-${renewalId}`.slice(-120);
}

/**
 * Renews a package (lifecycle `renew`, decision 090 "Policy rules"): the next package of its renewal chain
 * with the same insured, broker, underwriting and insurer companies, product package, zone, currency and
 * assigned users; the old package stops being the latest in the chain. Each policy in force (risk placed
 * and not cancelled) gets a risk pinned to its product's version in force at the new inception, with a
 * Renewal transaction (Initiated) from the old expiry for the same term (whole months stay whole months),
 * effective at inception, carrying the proposal answers the form still has. Runs in the caller's
 * transaction, which holds the old package's row lock. Returns the new package id.
 */
export async function createRenewal(
  tx: Tx,
  pkg: RiskPackageRow,
  actorUserId: number,
): Promise<number> {
  const policies = await policiesInForce(tx, pkg.id);
  const main = policies.find((p) => p.risk.productRole === ProductRole.Main) ?? policies[0];
  if (!main) throw new AppError('NOTHING_TO_RENEW');
  const datesOf = (bound: TransactionRow) => {
    const inceptionDate = bound.expiryDate;
    return {
      inceptionDate,
      expiryDate: expiryForTerm(inceptionDate, termOf(bound.inceptionDate, bound.expiryDate)),
    };
  };
  const mainDates = datesOf(main.bound);
  const mainSection = await findCoveringSection(tx, {
    underwriterCompanyId: pkg.underwriterCompanyId,
    productId: main.risk.productId,
    inceptionDate: mainDates.inceptionDate,
  });
  const insurerCompanyId = mainSection?.insurerCompanyId ?? pkg.insurerCompanyId;

  const [renewal] = await tx
    .insert(riskPackages)
    .values({
      // Rendered below, once the id the format may use exists.
      reference: `renewal-of-${pkg.id}-${Date.now()}`,
      brokerCompanyId: pkg.brokerCompanyId,
      underwriterCompanyId: pkg.underwriterCompanyId,
      insurerCompanyId,
      productPackageId: pkg.productPackageId,
      insuredCompanyId: pkg.insuredCompanyId,
      insured: pkg.insured,
      insuredName: pkg.insuredName,
      timeZone: pkg.timeZone,
      currency: pkg.currency,
      renewalOfId: pkg.id,
      isLatestInChain: true,
      assignedUnderwriterId: pkg.assignedUnderwriterId,
      status: TransactionStatus.Initiated,
      transactionType: TransactionType.Renewal,
      inceptionDate: mainDates.inceptionDate,
      expiryDate: mainDates.expiryDate,
      createdByUserId: actorUserId,
    })
    .returning();
  const id = renewal!.id;
  const reference = await renewalReference(tx, pkg, id);
  await tx.update(riskPackages).set({ reference }).where(eq(riskPackages.id, id));
  await tx
    .update(riskPackages)
    .set({ isLatestInChain: false, updatedAt: new Date() })
    .where(eq(riskPackages.id, pkg.id));
  const assigned = await tx
    .select({ userId: riskPackageAssignments.userId })
    .from(riskPackageAssignments)
    .where(eq(riskPackageAssignments.riskPackageId, pkg.id));
  if (assigned.length)
    await tx
      .insert(riskPackageAssignments)
      .values(assigned.map((a) => ({ riskPackageId: id, userId: a.userId })));

  for (const { risk, bound } of policies) {
    const dates = datesOf(bound);
    const version = await versionLiveAt(tx, risk.productId, dates.inceptionDate);
    if (!version) throw new AppError('NO_LIVE_VERSION');
    const [form] = await tx
      .select({ formSchema: productVersions.formSchema })
      .from(productVersions)
      .where(eq(productVersions.id, version.id));
    const section =
      risk.id === main.risk.id
        ? mainSection
        : await findCoveringSection(tx, {
            underwriterCompanyId: pkg.underwriterCompanyId,
            productId: risk.productId,
            inceptionDate: dates.inceptionDate,
          });
    const [renewed] = await tx
      .insert(risks)
      .values({
        riskPackageId: id,
        productId: risk.productId,
        productRole: risk.productRole,
        productVersionId: version.id,
        agreementPeriodId: section?.periodId ?? null,
        agreementSectionId: section?.sectionId ?? null,
        sortOrder: risk.sortOrder,
      })
      .returning();
    await tx.insert(riskTransactions).values({
      riskId: renewed!.id,
      riskPackageId: id,
      underwriterCompanyId: pkg.underwriterCompanyId,
      brokerCompanyId: pkg.brokerCompanyId,
      insurerCompanyId,
      sequence: 1,
      type: TransactionType.Renewal,
      status: TransactionStatus.Initiated,
      effectiveDate: dates.inceptionDate,
      inceptionDate: dates.inceptionDate,
      expiryDate: dates.expiryDate,
      proposal: answersStillInForm(bound.proposal, form!.formSchema),
      createdByUserId: actorUserId,
    });
  }
  await recordActivity(tx, {
    riskPackageId: id,
    kind: 'update',
    actorUserId,
    actorCompanyId: null,
    body: `Renewal of ${pkg.reference}`,
    data: { action: 'renew', renewalOfId: pkg.id },
  });
  await recordEvent(tx, {
    entityType: 'risk_package',
    entityId: id,
    action: 'renewal_created',
    actorUserId,
    companyId: pkg.underwriterCompanyId,
    after: {
      renewalOfId: pkg.id,
      reference,
      inceptionDate: mainDates.inceptionDate,
      expiryDate: mainDates.expiryDate,
    },
  });
  return id;
}
