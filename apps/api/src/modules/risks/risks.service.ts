import {
  addDays,
  addMonths,
  brokerInceptionDate,
  CompanyType,
  daysBetween,
  ProductRole,
  RiskMessages,
  todayInZone,
  TransactionStatus,
  TransactionType,
  type CreateRiskBody,
  type InsuredDetails,
  type RiskOptionsDto,
  type RiskPackageDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { recordActivity } from './activities.repository.ts';
import { presentLoadedPackage, presentRiskPackage } from './risk-presenter.ts';
import { renderPackageReference } from './risk-reference.ts';
import { riskPackageFor } from './risk-scope.ts';
import { loadPackage, mainOf, type LoadedPackage, type RiskViewer } from './risk-snapshot.ts';
import {
  addAssignments,
  availablePackageRows,
  clientCompanyDetails,
  clientCompanyRows,
  currentPublishedVersion,
  insertPackage,
  insertRisk,
  insertTransaction,
  packageAddOnIds,
  publishedAddOns,
  updatePackage,
  viewedSince,
  type VersionRow,
} from './risks.repository.ts';
import { findCoveringSection } from './section-check.ts';

const VIEW_THROTTLE_MS = 10 * 60 * 1000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The viewer for an acting company's user. */
export const viewerFor = (actor: Actor, scope: CompanyScope, role: RiskViewer['role']): RiskViewer => ({ role, userId: actor.user.id, companyId: scope.id });

/** Risks are started by brokerages only (§1: brokers quote and bind for insured clients). */
function assertBroker(scope: CompanyScope): void {
  if (scope.refCompanyTypeId !== CompanyType.Broker) throw new AppError('FORBIDDEN');
}

/** Packages the broker may sell (whitelist / blacklist), their live add-ons, and the broker's clients. */
export async function riskOptions(ctx: AppContext, scope: CompanyScope): Promise<RiskOptionsDto> {
  assertBroker(scope);
  const rows = await availablePackageRows(ctx.db, scope.id);
  const addOns = await publishedAddOns(ctx.db, rows.map((r) => r.pkg.id));
  return {
    packages: rows.map((r) => ({
      id: r.pkg.id,
      name: r.pkg.name,
      description: r.pkg.description,
      underwriterCompany: { id: r.pkg.companyId, name: r.underwriterName },
      mainProduct: { id: r.pkg.mainProductId!, name: r.mainProductName },
      addOns: addOns.filter((a) => a.packageId === r.pkg.id).map((a) => ({ id: a.id, name: a.name })),
    })),
    clients: await clientCompanyRows(ctx.db, scope.id),
  };
}

const isRealDate = (d: string) => addDays(d, 0) === d;

/** The insured: a client company of the broker, or details entered (exactly one, §2). */
async function insuredOf(db: Executor, scope: CompanyScope, body: CreateRiskBody): Promise<{ companyId: number | null; details: InsuredDetails }> {
  const hasCompany = body.insuredCompanyId != null;
  if (hasCompany === (body.insured != null)) throw fieldError('insured', hasCompany ? RiskMessages.insuredChooseOne : RiskMessages.insuredRequired);
  if (!hasCompany) return { companyId: null, details: body.insured! };
  const c = await clientCompanyDetails(db, scope.id, body.insuredCompanyId!);
  if (!c) throw fieldError('insuredCompanyId', RiskMessages.clientNotFound);
  return {
    companyId: c.id,
    details: {
      name: c.name, email: c.email, phone: null, contactMethod: 1, registrationNumber: c.registrationNumber, addressLine1: c.addressLine1, addressLine2: c.addressLine2,
      city: c.city, state: c.state, postcode: c.postcode, country: c.country === 'NZ' ? 'NZ' : 'AU',
    },
  };
}

/** The inception (default today in the zone; a broker's past date is today, §4) and expiry = inception + term. */
function termDates(body: CreateRiskBody, v: VersionRow, today: string): { inceptionDate: string; expiryDate: string } {
  if (body.inceptionDate !== undefined && !isRealDate(body.inceptionDate)) throw fieldError('inceptionDate', RiskMessages.invalidDate);
  const inceptionDate = brokerInceptionDate(body.inceptionDate ?? today, today);
  if (daysBetween(today, inceptionDate) > v.futureInceptionDayLimit) throw fieldError('inceptionDate', RiskMessages.inceptionTooFarAhead(v.futureInceptionDayLimit));
  const term = body.termMonths ?? v.defaultTermMonths;
  if (term < v.minTermMonths || term > v.maxTermMonths) throw fieldError('termMonths', RiskMessages.termOutOfRange(v.minTermMonths, v.maxTermMonths));
  return { inceptionDate, expiryDate: addMonths(inceptionDate, term) };
}

/** Keeps the package's list caches (status, type, dates, premium, bound time) on its main risk's current transaction. */
export async function syncPackageCaches(tx: Tx, loaded: LoadedPackage): Promise<void> {
  const main = mainOf(loaded).current;
  const bound = loaded.risks.find((r) => r.risk.productRole === ProductRole.Main)?.transactions.find((t) => t.status === TransactionStatus.Bound && t.type !== TransactionType.Cancellation);
  await updatePackage(tx, loaded.pkg.id, {
    status: main.status,
    transactionType: main.type,
    inceptionDate: main.inceptionDate,
    expiryDate: main.expiryDate,
    totalPremium: main.totalPremium,
    boundAt: bound?.boundAt ?? null,
  });
}

/**
 * A broker starts a risk package (decision 090): the package, the creator's assignment, one risk per
 * product pinned to its live version (main first) and each risk's first transaction (New business,
 * Initiated), a 'status' timeline entry and the audit event, all in one transaction.
 */
export async function createRisk(ctx: AppContext, actor: Actor, scope: CompanyScope, body: CreateRiskBody): Promise<RiskPackageDto> {
  assertBroker(scope);
  return inTransaction(ctx, async (tx) => {
    const insured = await insuredOf(tx, scope, body);
    const [available] = await availablePackageRows(tx, scope.id, body.productPackageId);
    if (!available) throw new AppError('VALIDATION', { errors: { productPackageId: [RiskMessages.packageNotAvailable] } });
    const packageAddOns = await packageAddOnIds(tx, available.pkg.id);
    const addOnIds = [...new Set(body.addOnProductIds)];
    if (addOnIds.some((id) => !packageAddOns.includes(id))) throw fieldError('addOnProductIds', RiskMessages.addOnNotInPackage);
    const mainVersion = await currentPublishedVersion(tx, available.pkg.mainProductId!);
    if (!mainVersion) throw fieldError('productPackageId', RiskMessages.noLiveVersion);
    const addOnVersions: VersionRow[] = [];
    for (const id of addOnIds.sort((a, b) => packageAddOns.indexOf(a) - packageAddOns.indexOf(b))) {
      const v = await currentPublishedVersion(tx, id);
      if (!v) throw fieldError('addOnProductIds', RiskMessages.noLiveVersion);
      addOnVersions.push(v);
    }
    const timeZone = mainVersion.timezone;
    const today = todayInZone(nowSeconds(), timeZone);
    const dates = termDates(body, mainVersion, today);
    const section = await findCoveringSection(tx, { underwriterCompanyId: available.pkg.companyId, productId: mainVersion.productId, inceptionDate: dates.inceptionDate });
    const pkg = await insertPackage(tx, {
      reference: `pending-${crypto.randomUUID()}`,
      brokerCompanyId: scope.id,
      underwriterCompanyId: available.pkg.companyId,
      insurerCompanyId: section?.insurerCompanyId ?? null,
      productPackageId: available.pkg.id,
      insuredCompanyId: insured.companyId,
      insured: insured.details,
      insuredName: insured.details.name,
      timeZone,
      currency: mainVersion.currency,
      ...dates,
      createdByUserId: actor.user.id,
    });
    const reference = await renderPackageReference(tx, available.pkg.riskReferenceFormat, {
      packageId: pkg.id, underwriterCompanyId: pkg.underwriterCompanyId, insuredCompanyId: insured.companyId, brokerCompanyId: scope.id, date: today,
    });
    const saved = await updatePackage(tx, pkg.id, { reference });
    await addAssignments(tx, pkg.id, [actor.user.id]);
    const versions: [VersionRow, number][] = [[mainVersion, ProductRole.Main], ...addOnVersions.map((v): [VersionRow, number] => [v, ProductRole.AddOn])];
    for (const [i, [v, role]] of versions.entries()) {
      const covering = role === ProductRole.Main ? section : await findCoveringSection(tx, { underwriterCompanyId: pkg.underwriterCompanyId, productId: v.productId, inceptionDate: dates.inceptionDate });
      const risk = await insertRisk(tx, {
        riskPackageId: pkg.id, productId: v.productId, productRole: role, productVersionId: v.id, sortOrder: i,
        agreementPeriodId: covering?.periodId ?? null, agreementSectionId: covering?.sectionId ?? null,
      });
      await insertTransaction(tx, {
        riskId: risk.id, riskPackageId: pkg.id, underwriterCompanyId: pkg.underwriterCompanyId, brokerCompanyId: scope.id, insurerCompanyId: pkg.insurerCompanyId,
        sequence: 1, type: TransactionType.NewBusiness, status: TransactionStatus.Initiated, effectiveDate: dates.inceptionDate, ...dates, createdByUserId: actor.user.id,
      });
    }
    await recordActivity(tx, { riskPackageId: pkg.id, kind: 'status', actorUserId: actor.user.id, actorCompanyId: scope.id, body: 'Risk created', data: { status: TransactionStatus.Initiated, reference } });
    await recordEvent(tx, { entityType: 'risk_package', entityId: pkg.id, action: 'created', actorUserId: actor.user.id, companyId: scope.id, after: { reference, productPackageId: available.pkg.id, addOnProductIds: addOnIds, ...dates } });
    return presentLoadedPackage(tx, await loadPackage(tx, saved), viewerFor(actor, scope, 'broker'));
  });
}

/** A package as the acting company sees it; records a 'view' at most once per user and package per 10 minutes. */
export async function getRiskPackage(ctx: AppContext, actor: Actor, scope: CompanyScope, riskPackageId: number): Promise<RiskPackageDto> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, riskPackageId);
  if (!(await viewedSince(ctx.db, pkg.id, actor.user.id, new Date(Date.now() - VIEW_THROTTLE_MS)))) {
    await recordActivity(ctx.db, { riskPackageId: pkg.id, kind: 'view', actorUserId: actor.user.id, actorCompanyId: scope.id, visibleToBroker: viewerRole !== 'underwriter' });
  }
  return presentRiskPackage(ctx.db, pkg, viewerFor(actor, scope, viewerRole));
}
