import {
  addMonths,
  brokerInceptionDate,
  daysBetween,
  ProductRole,
  RiskMessages,
  todayInZone,
  TransactionStatus,
  TransactionType,
  type CreateRiskBody,
  type InsuredDetails,
  type RiskPackageDto,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor, Tx } from '../../../platform/db/client.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { recordActivity } from '../activities.repository.ts';
import { nowSeconds, viewerFor } from '../lifecycle/action-run.ts';
import { presentLoadedPackage } from '../risk-presenter.ts';
import { assertBroker, type RiskPackageRow } from '../risk-scope.ts';
import { loadPackage } from '../risk-snapshot.ts';
import {
  addAssignments,
  insertPackage,
  insertRisk,
  insertTransaction,
  updatePackage,
  type VersionRow,
} from '../risks.repository.ts';
import {
  availablePackageRows,
  clientCompanyDetails,
  currentPublishedVersion,
  packageAddOnIds,
} from '../catalogue.repository.ts';
import { renderPackageReference } from '../rules/risk-reference.ts';
import { findCoveringSection, type CoveringSection } from '../rules/section-check.repository.ts';
import { isRealDate } from './edit-risk.ts';

type Dates = { inceptionDate: string; expiryDate: string };

/**
 * A broker starts a risk package (decision 090 "Options and create"): the package, the creator's
 * assignment, one risk per product pinned to its live version (main first) and each risk's first
 * transaction (New business, Initiated), a 'status' timeline entry and the audit event, in one transaction.
 */
export async function createRisk(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: CreateRiskBody,
): Promise<RiskPackageDto> {
  assertBroker(scope);
  return inTransaction(ctx, async (tx) => {
    const insured = await insuredOf(tx, scope, body);
    const [available] = await availablePackageRows(tx, scope.id, body.productPackageId);
    if (!available)
      throw new AppError('VALIDATION', {
        errors: { productPackageId: [RiskMessages.packageNotAvailable] },
      });
    const { mainVersion, addOnVersions, addOnIds } = await pinnedVersions(tx, available.pkg, body);
    const today = todayInZone(nowSeconds(), mainVersion.timezone);
    const dates = termDates(body, mainVersion, today);
    const section = await findCoveringSection(tx, {
      underwriterCompanyId: available.pkg.companyId,
      productId: mainVersion.productId,
      inceptionDate: dates.inceptionDate,
    });
    const pkg = await insertNewPackage(tx, actor, scope, {
      productPackage: available.pkg,
      insured,
      mainVersion,
      dates,
      section,
      today,
    });
    await addAssignments(tx, pkg.id, [actor.user.id]);
    const versions: [VersionRow, number][] = [
      [mainVersion, ProductRole.Main],
      ...addOnVersions.map((v): [VersionRow, number] => [v, ProductRole.AddOn]),
    ];
    for (const [i, [v, role]] of versions.entries())
      await insertFirstRisk(tx, pkg, actor, { version: v, role, sortOrder: i, dates, section });
    await recordCreated(tx, actor, scope, pkg, { addOnIds, dates });
    return presentLoadedPackage(tx, await loadPackage(tx, pkg), viewerFor(actor, scope, 'broker'));
  });
}

/** The package row, its reference rendered once the id the format may use exists (the date in the risk's zone). */
async function insertNewPackage(
  tx: Tx,
  actor: Actor,
  scope: CompanyScope,
  p: {
    productPackage: { id: number; companyId: number; riskReferenceFormat: string };
    insured: { companyId: number | null; details: InsuredDetails };
    mainVersion: VersionRow;
    dates: Dates;
    section: CoveringSection | null;
    today: string;
  },
): Promise<RiskPackageRow> {
  const pkg = await insertPackage(tx, {
    reference: `pending-${crypto.randomUUID()}`,
    brokerCompanyId: scope.id,
    underwriterCompanyId: p.productPackage.companyId,
    insurerCompanyId: p.section?.insurerCompanyId ?? null,
    productPackageId: p.productPackage.id,
    insuredCompanyId: p.insured.companyId,
    insured: p.insured.details,
    insuredName: p.insured.details.name,
    timeZone: p.mainVersion.timezone,
    currency: p.mainVersion.currency,
    ...p.dates,
    // The broker's own until its main risk is first submitted (decision 134).
    brokerDraft: true,
    createdByUserId: actor.user.id,
  });
  const reference = await renderPackageReference(tx, p.productPackage.riskReferenceFormat, {
    packageId: pkg.id,
    underwriterCompanyId: pkg.underwriterCompanyId,
    insuredCompanyId: p.insured.companyId,
    brokerCompanyId: scope.id,
    date: p.today,
  });
  return updatePackage(tx, pkg.id, { reference });
}

/** The insured: a client company of the broker, or details entered (exactly one, §2). */
async function insuredOf(
  db: Executor,
  scope: CompanyScope,
  body: CreateRiskBody,
): Promise<{ companyId: number | null; details: InsuredDetails }> {
  const hasCompany = body.insuredCompanyId != null;
  if (hasCompany === (body.insured != null))
    throw fieldError(
      'insured',
      hasCompany ? RiskMessages.insuredChooseOne : RiskMessages.insuredRequired,
    );
  if (!hasCompany) return { companyId: null, details: body.insured! };
  const c = await clientCompanyDetails(db, scope.id, body.insuredCompanyId!);
  if (!c) throw fieldError('insuredCompanyId', RiskMessages.clientNotFound);
  return {
    companyId: c.id,
    details: {
      name: c.name,
      email: c.email,
      phone: null,
      contactMethod: 1,
      registrationNumber: c.registrationNumber,
      addressLine1: c.addressLine1,
      addressLine2: c.addressLine2,
      city: c.city,
      state: c.state,
      postcode: c.postcode,
      country: c.country === 'NZ' ? 'NZ' : 'AU',
    },
  };
}

/** Each product of the package pinned to its highest published version: the main product's and the chosen add-ons' (in the package's order). */
async function pinnedVersions(
  tx: Tx,
  productPackage: { id: number; mainProductId: number | null },
  body: CreateRiskBody,
): Promise<{ mainVersion: VersionRow; addOnVersions: VersionRow[]; addOnIds: number[] }> {
  const packageAddOns = await packageAddOnIds(tx, productPackage.id);
  const addOnIds = [...new Set(body.addOnProductIds)];
  if (addOnIds.some((id) => !packageAddOns.includes(id)))
    throw fieldError('addOnProductIds', RiskMessages.addOnNotInPackage);
  const mainVersion = await currentPublishedVersion(tx, productPackage.mainProductId!);
  if (!mainVersion) throw fieldError('productPackageId', RiskMessages.noLiveVersion);
  const addOnVersions: VersionRow[] = [];
  for (const id of addOnIds.sort((a, b) => packageAddOns.indexOf(a) - packageAddOns.indexOf(b))) {
    const v = await currentPublishedVersion(tx, id);
    if (!v) throw fieldError('addOnProductIds', RiskMessages.noLiveVersion);
    addOnVersions.push(v);
  }
  return { mainVersion, addOnVersions, addOnIds };
}

/** The inception (default today in the zone; a broker's past date is today, §4) and expiry = inception + term. */
function termDates(body: CreateRiskBody, v: VersionRow, today: string): Dates {
  if (body.inceptionDate !== undefined && !isRealDate(body.inceptionDate))
    throw fieldError('inceptionDate', RiskMessages.invalidDate);
  const inceptionDate = brokerInceptionDate(body.inceptionDate ?? today, today);
  if (daysBetween(today, inceptionDate) > v.futureInceptionDayLimit)
    throw fieldError('inceptionDate', RiskMessages.inceptionTooFarAhead(v.futureInceptionDayLimit));
  const term = body.termMonths ?? v.defaultTermMonths;
  if (term < v.minTermMonths || term > v.maxTermMonths)
    throw fieldError('termMonths', RiskMessages.termOutOfRange(v.minTermMonths, v.maxTermMonths));
  return { inceptionDate, expiryDate: addMonths(inceptionDate, term) };
}

/** One product's risk, recording the binder section that covers it, with its first transaction. */
async function insertFirstRisk(
  tx: Tx,
  pkg: RiskPackageRow,
  actor: Actor,
  p: {
    version: VersionRow;
    role: number;
    sortOrder: number;
    dates: Dates;
    section: CoveringSection | null;
  },
): Promise<void> {
  const covering =
    p.role === ProductRole.Main
      ? p.section
      : await findCoveringSection(tx, {
          underwriterCompanyId: pkg.underwriterCompanyId,
          productId: p.version.productId,
          inceptionDate: p.dates.inceptionDate,
        });
  const risk = await insertRisk(tx, {
    riskPackageId: pkg.id,
    productId: p.version.productId,
    productRole: p.role,
    productVersionId: p.version.id,
    sortOrder: p.sortOrder,
    agreementPeriodId: covering?.periodId ?? null,
    agreementSectionId: covering?.sectionId ?? null,
  });
  await insertTransaction(tx, {
    riskId: risk.id,
    riskPackageId: pkg.id,
    underwriterCompanyId: pkg.underwriterCompanyId,
    brokerCompanyId: pkg.brokerCompanyId,
    insurerCompanyId: pkg.insurerCompanyId,
    sequence: 1,
    type: TransactionType.NewBusiness,
    status: TransactionStatus.Initiated,
    effectiveDate: p.dates.inceptionDate,
    ...p.dates,
    createdByUserId: actor.user.id,
  });
}

/** The 'Risk created' timeline entry and the audit event. */
async function recordCreated(
  tx: Tx,
  actor: Actor,
  scope: CompanyScope,
  pkg: RiskPackageRow,
  what: { addOnIds: number[]; dates: Dates },
): Promise<void> {
  await recordActivity(tx, {
    riskPackageId: pkg.id,
    kind: 'status',
    actorUserId: actor.user.id,
    actorCompanyId: scope.id,
    body: 'Risk created',
    data: { status: TransactionStatus.Initiated, reference: pkg.reference },
  });
  await recordEvent(tx, {
    entityType: 'risk_package',
    entityId: pkg.id,
    action: 'created',
    actorUserId: actor.user.id,
    companyId: scope.id,
    after: {
      reference: pkg.reference,
      productPackageId: pkg.productPackageId,
      addOnProductIds: what.addOnIds,
      ...what.dates,
    },
  });
}
