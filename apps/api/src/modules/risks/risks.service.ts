import {
  addDays,
  addMonths,
  brokerInceptionDate,
  CompanyType,
  daysBetween,
  ProductRole,
  RiskMessages,
  termOf,
  todayInZone,
  TransactionStatus,
  TransactionType,
  type CreateRiskBody,
  type InsuredDetails,
  type LifecycleCommand,
  type RiskTransactionDto,
  type SaveProposalBody,
  type UpdateRiskBody,
  Messages,
  type RiskOptionsDto,
  type RiskPackageDto,
} from '@turbine/domain';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { assignmentBody } from '@turbine/domain';
import type { RatingResult } from '@turbine/rating';
import type { AppContext } from '../../platform/context.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { recordActivity } from './activities.repository.ts';
import { proposalErrors } from '../products/index.ts';
import { presentLoadedPackage, presentRiskPackage, visibleRuleMessages } from './risk-presenter.ts';
import { rateTransaction } from './risk-rating.ts';
import { renderPackageReference } from './risk-reference.ts';
import { assertCanChange, riskPackageFor } from './risk-scope.ts';
import {
  actorOf as snapshotActorOf,
  applyOutcome,
  loadPackage,
  mainOf,
  publishNotices,
  transition,
  type ActionRun,
  type LoadedPackage,
  type LoadedRisk,
  type RiskViewer,
} from './risk-snapshot.ts';
import {
  addAssignments,
  availablePackageRows,
  companyMemberIds,
  openStatuses,
  packageRowById,
  removeAssignments,
  updateTransaction,
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

type AssignmentBody = z.infer<typeof assignmentBody>;

const VIEW_THROTTLE_MS = 10 * 60 * 1000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The viewer for an acting company's user. */
export const viewerFor = (
  actor: Actor,
  scope: CompanyScope,
  role: RiskViewer['role'],
): RiskViewer => ({ role, userId: actor.user.id, companyId: scope.id });

/** Risks are started by brokerages only (§1: brokers quote and bind for insured clients). */
function assertBroker(scope: CompanyScope): void {
  if (scope.refCompanyTypeId !== CompanyType.Broker) throw new AppError('FORBIDDEN');
}

/** Packages the broker may sell (whitelist / blacklist), their live add-ons, and the broker's clients. */
export async function riskOptions(ctx: AppContext, scope: CompanyScope): Promise<RiskOptionsDto> {
  assertBroker(scope);
  const rows = await availablePackageRows(ctx.db, scope.id);
  const addOns = await publishedAddOns(
    ctx.db,
    rows.map((r) => r.pkg.id),
  );
  return {
    packages: rows.map((r) => ({
      id: r.pkg.id,
      name: r.pkg.name,
      description: r.pkg.description,
      underwriterCompany: { id: r.pkg.companyId, name: r.underwriterName },
      mainProduct: { id: r.pkg.mainProductId!, name: r.mainProductName },
      addOns: addOns
        .filter((a) => a.packageId === r.pkg.id)
        .map((a) => ({ id: a.id, name: a.name })),
    })),
    clients: await clientCompanyRows(ctx.db, scope.id),
  };
}

const isRealDate = (d: string) => addDays(d, 0) === d;

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

/** The inception (default today in the zone; a broker's past date is today, §4) and expiry = inception + term. */
function termDates(
  body: CreateRiskBody,
  v: VersionRow,
  today: string,
): { inceptionDate: string; expiryDate: string } {
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

/** Keeps the package's list caches (status, type, dates, premium, bound time) on its main risk's current transaction. */
export async function syncPackageCaches(tx: Tx, loaded: LoadedPackage): Promise<void> {
  const main = mainOf(loaded).current;
  const bound = loaded.risks
    .find((r) => r.risk.productRole === ProductRole.Main)
    ?.transactions.find(
      (t) => t.status === TransactionStatus.Bound && t.type !== TransactionType.Cancellation,
    );
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
    const packageAddOns = await packageAddOnIds(tx, available.pkg.id);
    const addOnIds = [...new Set(body.addOnProductIds)];
    if (addOnIds.some((id) => !packageAddOns.includes(id)))
      throw fieldError('addOnProductIds', RiskMessages.addOnNotInPackage);
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
    const section = await findCoveringSection(tx, {
      underwriterCompanyId: available.pkg.companyId,
      productId: mainVersion.productId,
      inceptionDate: dates.inceptionDate,
    });
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
      packageId: pkg.id,
      underwriterCompanyId: pkg.underwriterCompanyId,
      insuredCompanyId: insured.companyId,
      brokerCompanyId: scope.id,
      date: today,
    });
    const saved = await updatePackage(tx, pkg.id, { reference });
    await addAssignments(tx, pkg.id, [actor.user.id]);
    const versions: [VersionRow, number][] = [
      [mainVersion, ProductRole.Main],
      ...addOnVersions.map((v): [VersionRow, number] => [v, ProductRole.AddOn]),
    ];
    for (const [i, [v, role]] of versions.entries()) {
      const covering =
        role === ProductRole.Main
          ? section
          : await findCoveringSection(tx, {
              underwriterCompanyId: pkg.underwriterCompanyId,
              productId: v.productId,
              inceptionDate: dates.inceptionDate,
            });
      const risk = await insertRisk(tx, {
        riskPackageId: pkg.id,
        productId: v.productId,
        productRole: role,
        productVersionId: v.id,
        sortOrder: i,
        agreementPeriodId: covering?.periodId ?? null,
        agreementSectionId: covering?.sectionId ?? null,
      });
      await insertTransaction(tx, {
        riskId: risk.id,
        riskPackageId: pkg.id,
        underwriterCompanyId: pkg.underwriterCompanyId,
        brokerCompanyId: scope.id,
        insurerCompanyId: pkg.insurerCompanyId,
        sequence: 1,
        type: TransactionType.NewBusiness,
        status: TransactionStatus.Initiated,
        effectiveDate: dates.inceptionDate,
        ...dates,
        createdByUserId: actor.user.id,
      });
    }
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'status',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      body: 'Risk created',
      data: { status: TransactionStatus.Initiated, reference },
    });
    await recordEvent(tx, {
      entityType: 'risk_package',
      entityId: pkg.id,
      action: 'created',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { reference, productPackageId: available.pkg.id, addOnProductIds: addOnIds, ...dates },
    });
    return presentLoadedPackage(
      tx,
      await loadPackage(tx, saved),
      viewerFor(actor, scope, 'broker'),
    );
  });
}

/** A package as the acting company sees it; records a 'view' at most once per user and package per 10 minutes. */
export async function getRiskPackage(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<RiskPackageDto> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, riskPackageId);
  if (
    !(await viewedSince(ctx.db, pkg.id, actor.user.id, new Date(Date.now() - VIEW_THROTTLE_MS)))
  ) {
    await recordActivity(ctx.db, {
      riskPackageId: pkg.id,
      kind: 'view',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      visibleToBroker: viewerRole !== 'underwriter',
    });
  }
  return presentRiskPackage(ctx.db, pkg, viewerFor(actor, scope, viewerRole));
}

/** Messages of the core routes the contract does not word (decision 090 "Core behaviour"). */
export const CoreEditMessages = {
  assigneeNotInCompany: 'Choose users of your own company.',
  expiryBeforeInception: 'The expiry date must be after the inception date.',
} as const;

async function lockedRun(
  tx: Tx,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<{ run: ActionRun; viewer: RiskViewer }> {
  const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
  assertCanChange(viewerRole);
  const run: ActionRun = {
    tx,
    user: actor,
    scope,
    now: nowSeconds(),
    loaded: await loadPackage(tx, pkg),
    notices: [],
    deletedPackage: false,
  };
  return { run, viewer: viewerFor(actor, scope, viewerRole) };
}

async function refreshed(run: ActionRun): Promise<LoadedPackage> {
  const pkg = await packageRowById(run.tx, run.loaded.pkg.id);
  run.loaded = await loadPackage(run.tx, pkg!);
  return run.loaded;
}

function riskOf(run: ActionRun, riskId: number): LoadedRisk {
  const r = run.loaded.risks.find((x) => x.risk.id === riskId);
  if (!r) throw new AppError('NOT_FOUND');
  return r;
}

/**
 * PUT .../risks/{riskPackageId} (decision 090): the lifecycle `edit` on every risk's open transaction, the
 * dates applying to all risks of the package, and the insured details.
 */
export async function updateRiskPackage(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  body: UpdateRiskBody,
): Promise<RiskPackageDto> {
  return inTransaction(ctx, async (tx) => {
    const { run, viewer } = await lockedRun(tx, actor, scope, riskPackageId);
    for (const field of ['inceptionDate', 'expiryDate'] as const)
      if (body[field] !== undefined && !isRealDate(body[field]))
        throw fieldError(field, RiskMessages.invalidDate);
    const main = mainOf(run.loaded);
    const today = todayInZone(run.now, run.loaded.pkg.timeZone);
    if (
      body.inceptionDate !== undefined &&
      daysBetween(today, body.inceptionDate) > main.version.futureInceptionDayLimit
    ) {
      throw fieldError(
        'inceptionDate',
        RiskMessages.inceptionTooFarAhead(main.version.futureInceptionDayLimit),
      );
    }
    const [inception, expiry] = [
      body.inceptionDate ?? main.current.inceptionDate,
      body.expiryDate ?? main.current.expiryDate,
    ];
    if (expiry <= inception) throw fieldError('expiryDate', CoreEditMessages.expiryBeforeInception);
    const term = termOf(inception, expiry);
    const { minTermMonths: min, maxTermMonths: max } = main.version;
    const months = 'months' in term ? term.months : daysBetween(inception, expiry) / 30.4375;
    if (months < min || months > max)
      throw fieldError('expiryDate', RiskMessages.termOutOfRange(min, max));
    const command: LifecycleCommand = {
      action: 'edit',
      ...(body.inceptionDate ? { inceptionDate: body.inceptionDate } : {}),
      ...(body.expiryDate ? { expiryDate: body.expiryDate } : {}),
    };
    const open = run.loaded.risks.filter((r) => openStatuses.includes(r.current.status));
    const targets = open.length ? open : [main];
    const outcomes = [];
    for (const r of targets)
      outcomes.push({
        r,
        outcome: transition(run, r, command, (await snapshotActorOf(tx, viewer, r.risk))!),
      });
    for (const { r, outcome } of outcomes) await applyOutcome(run, r, outcome, command);
    if (body.insured) {
      await updatePackage(tx, run.loaded.pkg.id, {
        insured: body.insured,
        insuredName: body.insured.name,
      });
      await recordActivity(tx, {
        riskPackageId: run.loaded.pkg.id,
        kind: 'update',
        actorUserId: actor.user.id,
        actorCompanyId: scope.id,
        body: 'Insured details updated',
        data: { insuredName: body.insured.name },
      });
      await recordEvent(tx, {
        entityType: 'risk_package',
        entityId: run.loaded.pkg.id,
        action: 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: { insured: run.loaded.pkg.insured },
        after: { insured: body.insured },
      });
    }
    await syncPackageCaches(tx, await refreshed(run));
    return presentLoadedPackage(tx, await refreshed(run), viewer);
  });
}

/**
 * PUT .../risks/{riskId}/proposal: answers validated against the pinned version's form (per-field 422);
 * overrides, discount and commission are an underwriter's (brokers 403 FORBIDDEN_EDIT).
 */
export async function saveProposal(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ids: { riskPackageId: number; riskId: number },
  body: SaveProposalBody,
): Promise<RiskPackageDto> {
  return inTransaction(ctx, async (tx) => {
    const { run, viewer } = await lockedRun(tx, actor, scope, ids.riskPackageId);
    const underwriterOnly =
      body.overrides !== undefined ||
      body.discountPercent !== undefined ||
      body.brokerCommissionPercent !== undefined;
    if (underwriterOnly && viewer.role !== 'underwriter') throw new AppError('FORBIDDEN_EDIT');
    const r = riskOf(run, ids.riskId);
    await applyOutcome(
      run,
      r,
      transition(run, r, 'edit', (await snapshotActorOf(tx, viewer, r.risk))!),
      'edit',
    );
    const invalid = proposalErrors(r.version.formSchema as Record<string, unknown>, body.proposal);
    if (invalid) throw new AppError('VALIDATION', { errors: invalid });
    for (const field of ['discountPercent', 'brokerCommissionPercent'] as const) {
      const v = body[field];
      if (v !== undefined && (new Decimal(v).lt(0) || new Decimal(v).gt(100)))
        throw fieldError(field, new Decimal(v).lt(0) ? Messages.min(0) : Messages.max(100));
    }
    await updateTransaction(tx, r.current.id, {
      proposal: body.proposal,
      ...(body.overrides !== undefined ? { overrides: body.overrides } : {}),
      ...(body.discountPercent !== undefined ? { discountPercent: body.discountPercent } : {}),
      ...(body.brokerCommissionPercent !== undefined
        ? { brokerCommissionPercent: body.brokerCommissionPercent }
        : {}),
    });
    await updatePackage(tx, run.loaded.pkg.id, {});
    await recordActivity(tx, {
      riskPackageId: run.loaded.pkg.id,
      riskId: r.risk.id,
      kind: 'update',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      body: 'Proposal saved',
      data: { transactionId: r.current.id },
    });
    await recordEvent(tx, {
      entityType: 'risk_transaction',
      entityId: r.current.id,
      action: 'proposal_saved',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { proposal: r.current.proposal },
      after: { proposal: body.proposal },
    });
    return presentLoadedPackage(tx, await refreshed(run), viewer);
  });
}

/** The rating preview of POST .../rate: what the viewer may see of the engine's answer, nothing stored. */
export interface RatePreviewDto {
  decision: 'quote' | 'refer' | 'decline';
  premium: RatingResult['premium'];
  quoteLines: RiskTransactionDto['quoteLines'];
  ruleMessages: RiskTransactionDto['ruleMessages'];
  missingRequired: string[];
}

/** POST .../risks/{riskId}/rate: rates the saved (or given) answers on the pinned version; changes nothing. */
export async function previewRating(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ids: { riskPackageId: number; riskId: number },
  body: { proposal?: Record<string, unknown> },
): Promise<RatePreviewDto> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, ids.riskPackageId);
  assertCanChange(viewerRole);
  const loaded = await loadPackage(ctx.db, pkg);
  const r = loaded.risks.find((x) => x.risk.id === ids.riskId);
  if (!r) throw new AppError('NOT_FOUND');
  const rating = await rateTransaction(
    ctx.db,
    r,
    r.current,
    todayInZone(nowSeconds(), pkg.timeZone),
    body.proposal ? { proposal: body.proposal } : {},
  );
  const viewer = viewerFor(actor, scope, viewerRole);
  return {
    decision: rating.decision,
    premium: rating.premium,
    quoteLines: rating.properties
      .filter((p) => p.showOnQuoteSummary || p.showOnPremiumSummary)
      .map((p) => ({
        name: p.name,
        title: p.title,
        dataType: p.dataType,
        value: p.value === null || typeof p.value !== 'object' ? p.value : JSON.stringify(p.value),
        overridden: p.overridden,
        showOnPremiumSummary: p.showOnPremiumSummary,
        showOnQuoteSummary: p.showOnQuoteSummary,
      })),
    ruleMessages: visibleRuleMessages(rating, r.version, viewer),
    missingRequired: [...rating.missingRequired],
  };
}

/**
 * PUT .../assignment: underwriters set the assigned underwriter (a user of the underwriting company);
 * brokers and underwriters set the assigned users of their own company. An 'assignment' activity, and
 * `risk.assigned` to a newly assigned underwriter after commit.
 */
export async function updateAssignment(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  body: AssignmentBody,
): Promise<RiskPackageDto> {
  return inTransaction(ctx, async (tx, after) => {
    const { run, viewer } = await lockedRun(tx, actor, scope, riskPackageId);
    const pkg = run.loaded.pkg;
    const audit = { actorUserId: actor.user.id, companyId: scope.id };
    if (body.assignedUnderwriterId !== undefined) {
      if (viewer.role !== 'underwriter') throw new AppError('FORBIDDEN_EDIT');
      const id = body.assignedUnderwriterId;
      if (id !== null && (await companyMemberIds(tx, pkg.underwriterCompanyId, [id])).length === 0)
        throw fieldError('assignedUnderwriterId', RiskMessages.underwriterNotInCompany);
      if (id !== pkg.assignedUnderwriterId) {
        await updatePackage(tx, pkg.id, { assignedUnderwriterId: id, referredToTeam: false });
        await recordActivity(tx, {
          riskPackageId: pkg.id,
          kind: 'assignment',
          actorUserId: actor.user.id,
          actorCompanyId: scope.id,
          body: 'Assigned underwriter changed',
          data: { assignedUnderwriterId: id, previous: pkg.assignedUnderwriterId },
        });
        await recordEvent(tx, {
          entityType: 'risk_package',
          entityId: pkg.id,
          action: 'assigned',
          ...audit,
          before: { assignedUnderwriterId: pkg.assignedUnderwriterId },
          after: { assignedUnderwriterId: id },
        });
        if (id !== null)
          run.notices.push({
            type: 'risk.assigned',
            audience: 'assignedUnderwriter',
            riskId: mainOf(run.loaded).risk.id,
            reasons: [],
          });
      }
    }
    if (body.assignedUserIds !== undefined) {
      const wanted = [...new Set(body.assignedUserIds)];
      if ((await companyMemberIds(tx, scope.id, wanted)).length !== wanted.length)
        throw fieldError('assignedUserIds', CoreEditMessages.assigneeNotInCompany);
      const own = await companyMemberIds(tx, scope.id, run.loaded.assignedUserIds);
      await removeAssignments(
        tx,
        pkg.id,
        own.filter((id) => !wanted.includes(id)),
      );
      await addAssignments(
        tx,
        pkg.id,
        wanted.filter((id) => !own.includes(id)),
      );
      await recordActivity(tx, {
        riskPackageId: pkg.id,
        kind: 'assignment',
        actorUserId: actor.user.id,
        actorCompanyId: scope.id,
        body: 'Assigned users changed',
        data: { companyId: scope.id, userIds: wanted, previous: own },
      });
      await recordEvent(tx, {
        entityType: 'risk_package',
        entityId: pkg.id,
        action: 'assigned_users',
        ...audit,
        before: { userIds: own },
        after: { userIds: wanted },
      });
    }
    await updatePackage(tx, pkg.id, {});
    const loaded = await refreshed(run);
    after(publishNotices(ctx, run, []));
    return presentLoadedPackage(tx, loaded, viewer);
  });
}
