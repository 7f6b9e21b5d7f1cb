import {
  availableActions,
  quoteExpiresAt,
  type LifecycleActor,
  type NamedRef,
  type QuoteLine,
  type RiskTransactionDto,
  type RuleMessageDto,
  type TransactionStatus,
  type TransactionType,
} from '@turbine/domain';
import type { OutputValue, RatingResult } from '@turbine/rating';
import {
  snapshotOf,
  type LoadedPackage,
  type LoadedRisk,
  type RiskViewer,
} from './risk-snapshot.ts';
import { premiumExplanations } from './premium-explanations.ts';
import type { TransactionRow, VersionRow } from './risks.repository.ts';

export const epoch = (d: Date | null): number | null => (d ? Math.floor(d.getTime() / 1000) : null);
export const epochOf = (d: Date): number => Math.floor(d.getTime() / 1000);
export const named = (names: Map<number, string>, id: number | null): NamedRef | null =>
  id === null ? null : { id, name: names.get(id) ?? '' };

/** Brokers and the client see only what the product shows them (§6); the underwriting side sees everything. */
export const restricted = (viewer: RiskViewer) =>
  viewer.role === 'broker' || viewer.role === 'client';

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

/** One transaction as the viewer may see it, with the actions they may take on the current one. */
export function presentTransaction(
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
    ...premiumFigures(t),
    premium: rating
      ? {
          ...rating.premium,
          feeLines: rating.premium.feeLines.map((l) => titled(rating, l)),
          taxLines: rating.premium.taxLines.map((l) => titled(rating, l)),
        }
      : null,
    premiumExplanations: premiumExplanations(
      rating,
      (name) => titled(rating!, { name, amount: '' }).title,
      !restricted(viewer),
    ),
    quoteLines: quoteLinesOf(rating, r.version),
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

/** The stored premium columns of a transaction, as the API shows them. */
function premiumFigures(t: TransactionRow) {
  return {
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
  };
}

/** The rated properties shown on the quote or premium summary. */
/** Words of a code when no title is known: `administrationFee` → "Administration fee". */
export function humanise(code: string): string {
  const words = code
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    // An acronym (GST) stays as it is; other words are lower case, the first capitalised.
    .map((w) => (w.length > 1 && w === w.toUpperCase() ? w : w.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A fee or tax line with the title of the formula it names, never its code (issue 19 item 4). */
function titled(rating: RatingResult, line: { name: string; amount: string }) {
  const property = rating.properties.find((p) => p.name === line.name);
  return { ...line, title: property?.title?.trim() || humanise(line.name) };
}

function quoteLinesOf(rating: RatingResult | null, version: VersionRow): QuoteLine[] {
  return (
    (rating?.properties ?? [])
      .filter((p) => p.showOnQuoteSummary || p.showOnPremiumSummary)
      // §3 "display of quote summary panel": a product that hides the panel shows no quote summary lines.
      .map((p) => ({
        name: p.name,
        title: p.title,
        dataType: p.dataType,
        value: lineValue(p.value),
        overridden: p.overridden,
        showOnPremiumSummary: p.showOnPremiumSummary,
        showOnQuoteSummary: p.showOnQuoteSummary && version.showQuoteSummaryPanel,
      }))
      .filter((l) => l.showOnQuoteSummary || l.showOnPremiumSummary)
  );
}
