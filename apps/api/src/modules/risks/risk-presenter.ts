import {
  availableActions,
  ProductRole,
  quoteExpiresAt,
  TransactionStatus as Statuses,
  type InsuredDetails,
  type LifecycleActor,
  type NamedRef,
  type QuoteLine,
  type RiskDto,
  type RiskPackageDto,
  type RiskTransactionDto,
  type RuleMessageDto,
  type TransactionStatus,
  type TransactionType,
} from '@turbine/domain';
import type { OutputValue, RatingResult } from '@turbine/rating';
import type { Executor } from '../../platform/db/client.ts';
import { newerVersionFor } from './rules/product-versions.ts';
import type { RiskPackageRow } from './risk-scope.ts';
import {
  actorOf,
  loadPackage,
  snapshotOf,
  type LoadedPackage,
  type LoadedRisk,
  type RiskViewer,
} from './risk-snapshot.ts';
import { interestedPartyRows, type TransactionRow, type VersionRow } from './risks.repository.ts';
import {
  companyNames,
  productNames,
  productPackageName,
  userNames,
} from './catalogue.repository.ts';
import {
  assignedUserCompanies,
  sectionNames,
  underwritingStatusById,
  userContact,
} from './risk-presenter.repository.ts';

export type { RiskViewer } from './risk-snapshot.ts';

const epoch = (d: Date | null): number | null => (d ? Math.floor(d.getTime() / 1000) : null);
const epochOf = (d: Date): number => Math.floor(d.getTime() / 1000);
const named = (names: Map<number, string>, id: number | null): NamedRef | null =>
  id === null ? null : { id, name: names.get(id) ?? '' };

/** Brokers and the client see only what the product shows them (§6); the underwriting side sees everything. */
const restricted = (viewer: RiskViewer) => viewer.role === 'broker' || viewer.role === 'client';

function lineValue(v: OutputValue): QuoteLine['value'] {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
  return JSON.stringify(v);
}

/** Rule messages the viewer may read: brokers by the version's show*Messages flags and each rule's visibleToBroker. */
export function visibleRuleMessages(
  rating: RatingResult | null,
  version: VersionRow,
  viewer: RiskViewer,
): RuleMessageDto[] {
  if (!rating) return [];
  const shown = {
    decline: version.showDeclineMessages,
    refer: version.showReferralMessages,
    endorse: version.showEndorsementMessages,
  };
  return rating.rules
    .filter((r) => !restricted(viewer) || (r.visibleToBroker && shown[r.outcome]))
    .map((r) => ({ name: r.name, outcome: r.outcome, message: r.message }));
}

/** Reasons a broker may read: none when the product hides them, and never a hidden rule's message. */
function visibleReasons(
  reasons: unknown,
  rating: RatingResult | null,
  show: boolean,
  viewer: RiskViewer,
): string[] {
  const list = Array.isArray(reasons)
    ? reasons.filter((r): r is string => typeof r === 'string')
    : [];
  if (!restricted(viewer)) return list;
  if (!show) return [];
  const hidden = new Set(
    (rating?.rules ?? []).filter((r) => !r.visibleToBroker).map((r) => r.message),
  );
  return list.filter((r) => !hidden.has(r));
}

function presentTransaction(
  t: TransactionRow,
  r: LoadedRisk,
  loaded: LoadedPackage,
  viewer: RiskViewer,
  actor: LifecycleActor | null,
  now: number,
  names: Map<number, string>,
): RiskTransactionDto {
  const rating = (t.rating ?? null) as RatingResult | null;
  const quotedAt = epoch(t.quotedAt);
  const isCurrent = t.id === r.current.id;
  return {
    id: t.id,
    riskId: t.riskId,
    sequence: t.sequence,
    type: t.type as TransactionType,
    status: t.status as TransactionStatus,
    effectiveDate: t.effectiveDate,
    inceptionDate: t.inceptionDate,
    expiryDate: t.expiryDate,
    reasonForCancellation: t.reasonForCancellation,
    proposal: (t.proposal ?? {}) as Record<string, unknown>,
    overrides: (t.overrides ?? {}) as Record<string, string>,
    basePremium: t.basePremium,
    calculatedPremium: t.calculatedPremium,
    grossPremium: t.grossPremium,
    netPremium: t.netPremium,
    manualPremium: t.manualPremium,
    totalPremium: t.totalPremium,
    administrationFee: t.administrationFee,
    brokerCommission: t.brokerCommission,
    brokerCommissionPercent: t.brokerCommissionPercent,
    deductible: t.deductible,
    limitOfIndemnity: t.limitOfIndemnity,
    overseasTaxIncurred: t.overseasTaxIncurred,
    proRataFactor: t.proRataFactor,
    premiumChange: t.premiumChange,
    discountPercent: t.discountPercent,
    premium: rating
      ? {
          ...rating.premium,
          feeLines: [...rating.premium.feeLines],
          taxLines: [...rating.premium.taxLines],
        }
      : null,
    quoteLines: (rating?.properties ?? [])
      .filter((p) => p.showOnQuoteSummary || p.showOnPremiumSummary)
      // §3 "display of quote summary panel": a product that hides the panel shows no quote summary lines.
      .map((p) => ({
        name: p.name,
        title: p.title,
        dataType: p.dataType,
        value: lineValue(p.value),
        overridden: p.overridden,
        showOnPremiumSummary: p.showOnPremiumSummary,
        showOnQuoteSummary: p.showOnQuoteSummary && r.version.showQuoteSummaryPanel,
      }))
      .filter((l) => l.showOnQuoteSummary || l.showOnPremiumSummary),
    ruleMessages: visibleRuleMessages(rating, r.version, viewer),
    quotedAt,
    quoteExpiresAt: quotedAt === null ? null : quoteExpiresAt(quotedAt, loaded.pkg.timeZone),
    approval: t.approval as RiskTransactionDto['approval'],
    approver: named(names, t.approverId),
    backdateAuthorised: t.backdateAuthorised,
    referralReasons: visibleReasons(
      t.referralReasons,
      rating,
      r.version.showReferralMessages,
      viewer,
    ),
    declineReasons: visibleReasons(t.declineReasons, rating, r.version.showDeclineMessages, viewer),
    boundAt: epoch(t.boundAt),
    createdAt: epochOf(t.createdAt),
    updatedAt: epochOf(t.updatedAt),
    availableActions:
      isCurrent && actor ? availableActions(snapshotOf(loaded, r, t), actor, now) : [],
  };
}

async function presentRisk(
  db: Executor,
  r: LoadedRisk,
  loaded: LoadedPackage,
  viewer: RiskViewer,
  ctx: {
    now: number;
    names: Map<number, string>;
    products: Map<number, string>;
    sections: Map<number, string>;
  },
): Promise<RiskDto> {
  const actor = await actorOf(db, viewer, r.risk);
  // Exchange moves Initiated risks not yet placed (decision 090); a policy keeps the version it was bound on.
  const newer =
    !r.risk.placed && r.current.status === Statuses.Initiated
      ? await newerVersionFor(db, r.risk, r.current.inceptionDate)
      : null;
  const transactions = r.transactions.map((t) =>
    presentTransaction(t, r, loaded, viewer, actor, ctx.now, ctx.names),
  );
  return {
    id: r.risk.id,
    product: { id: r.risk.productId, name: ctx.products.get(r.risk.productId) ?? '' },
    productRole: r.risk.productRole as RiskDto['productRole'],
    productVersion: { id: r.version.id, versionNumber: r.version.versionNumber },
    newerVersion: newer ? { id: newer.id, versionNumber: newer.versionNumber } : null,
    proposalForm: {
      schema: r.version.formSchema as Record<string, unknown>,
      layout: r.version.formLayout as Record<string, unknown>,
    },
    agreementSection: named(ctx.sections, r.risk.agreementSectionId),
    placed: r.risk.placed,
    cancelled: r.risk.cancelled,
    current: transactions.find((t) => t.id === r.current.id)!,
    transactions,
  };
}

/** Loads and presents a package for a viewer (GET detail and every change's answer). */
export async function presentRiskPackage(
  db: Executor,
  pkg: RiskPackageRow,
  viewer: RiskViewer,
  now = Math.floor(Date.now() / 1000),
): Promise<RiskPackageDto> {
  return presentLoadedPackage(db, await loadPackage(db, pkg), viewer, now);
}

/** Presents an already loaded package: per transaction the premium, quote lines, visible messages and the viewer's actions. */
export async function presentLoadedPackage(
  db: Executor,
  loaded: LoadedPackage,
  viewer: RiskViewer,
  now = Math.floor(Date.now() / 1000),
): Promise<RiskPackageDto> {
  const { pkg } = loaded;
  const main = loaded.risks.find((r) => r.risk.productRole === ProductRole.Main) ?? loaded.risks[0];
  const userIds = new Set<number>(loaded.assignedUserIds);
  for (const id of [
    pkg.assignedUnderwriterId,
    pkg.declarationConfirmedByUserId,
    ...loaded.risks.flatMap((r) => r.transactions.map((t) => t.approverId)),
  ])
    if (id !== null) userIds.add(id);
  const names = await userNames(db, [...userIds]);
  const companies = await companyNames(db, [
    pkg.brokerCompanyId,
    pkg.underwriterCompanyId,
    ...(pkg.insurerCompanyId ? [pkg.insurerCompanyId] : []),
  ]);
  const products = await productNames(
    db,
    loaded.risks.map((r) => r.risk.productId),
  );
  const sections = await sectionNames(
    db,
    loaded.risks.map((r) => r.risk.agreementSectionId).filter((id): id is number => id !== null),
  );
  const risks: RiskDto[] = [];
  for (const r of loaded.risks)
    risks.push(await presentRisk(db, r, loaded, viewer, { now, names, products, sections }));
  const assignedCompanies = await assignedUserCompanies(db, loaded.assignedUserIds, [
    pkg.brokerCompanyId,
    pkg.underwriterCompanyId,
  ]);
  const hideUnderwriter =
    restricted(viewer) && (main?.version.hideAssignedUnderwriterFromBrokers ?? false);
  const status = pkg.underwritingStatusId
    ? await underwritingStatusById(db, pkg.underwritingStatusId)
    : undefined;
  const client = pkg.clientUserId ? await userContact(db, pkg.clientUserId) : undefined;
  return {
    id: pkg.id,
    reference: pkg.reference,
    brokerCompany: named(companies, pkg.brokerCompanyId)!,
    underwriterCompany: named(companies, pkg.underwriterCompanyId)!,
    insurerCompany: named(companies, pkg.insurerCompanyId),
    productPackage: {
      id: pkg.productPackageId,
      name: await productPackageName(db, pkg.productPackageId),
    },
    insuredCompanyId: pkg.insuredCompanyId,
    insured: pkg.insured as InsuredDetails,
    timeZone: pkg.timeZone,
    currency: pkg.currency,
    status: pkg.status as TransactionStatus,
    transactionType: pkg.transactionType as TransactionType,
    inceptionDate: pkg.inceptionDate,
    expiryDate: pkg.expiryDate,
    totalPremium: pkg.totalPremium,
    boundAt: epoch(pkg.boundAt),
    // Custom underwriting statuses are the underwriting company's workflow (§4), not shown to brokers and clients.
    underwritingStatus:
      status && viewer.role !== 'broker' && viewer.role !== 'client'
        ? { id: status.id, name: status.name, colour: status.colour }
        : null,
    assignedUnderwriter: hideUnderwriter ? null : named(names, pkg.assignedUnderwriterId),
    referredToTeam: pkg.referredToTeam,
    assignedUsers: loaded.assignedUserIds
      .map((id) => ({
        id,
        name: names.get(id) ?? '',
        companyId: assignedCompanies.get(id) ?? pkg.brokerCompanyId,
      }))
      .filter((u) => !hideUnderwriter || u.companyId !== pkg.underwriterCompanyId),
    clientAccess: pkg.clientUserId
      ? {
          active: pkg.clientAccess,
          email: client?.email ?? null,
          mobile: client?.phone ?? null,
          grantedAt: epoch(pkg.clientAccessGrantedAt),
        }
      : null,
    proposalDone: pkg.proposalDone,
    declaration:
      pkg.declarationConfirmedAt && pkg.declarationConfirmedByUserId
        ? {
            confirmedAt: epochOf(pkg.declarationConfirmedAt),
            confirmedBy: named(names, pkg.declarationConfirmedByUserId)!,
          }
        : null,
    renewalOfId: pkg.renewalOfId,
    isLatestInChain: pkg.isLatestInChain,
    interestedParties: (await interestedPartyRows(db, pkg.id)).map((p) => ({
      id: p.id,
      name: p.name,
      interest: p.interest,
      email: p.email,
      address: p.address,
    })),
    risks,
    viewerRole: viewer.role,
    createdAt: epochOf(pkg.createdAt),
    updatedAt: epochOf(pkg.updatedAt),
  };
}
