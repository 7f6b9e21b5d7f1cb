import Decimal from 'decimal.js';
import { QuoteOptionMessages, TransactionStatus, TransactionType } from '@turbine/domain';
import type { RatingResult } from '@turbine/rating';
import type { Executor } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { LoadedPackage, LoadedRisk } from '../risk-snapshot.ts';
import type { TransactionValues } from '../risks.repository.ts';
import { premiumColumns, rateTransaction, ruleMessagesOf } from '../rules/risk-rating.ts';
import { findCoveringSection } from '../rules/section-check.repository.ts';
import { checkSection } from '../rules/section-check.ts';
import type { QuoteOptionRow } from './quote-options.repository.ts';

/** An option rated as a submission would be: the engine's decision, then the covering section's limits. */
export interface RatedOption {
  proposal: Record<string, unknown>;
  rating: RatingResult;
  columns: Partial<TransactionValues>;
  decision: 'quote' | 'refer' | 'decline';
  reasons: string[];
  sectionReasons: string[];
}

/** Keys sorted at every level, so two proposals compare by content. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );

/** The transaction's answers have not changed since the option was rated on them. */
export const sameProposal = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** Options are alternatives of a quote of new business or a renewal (an amendment is priced pro rata). */
export function assertOptionable(r: LoadedRisk): void {
  const t = r.current;
  if (
    t.status !== TransactionStatus.Quoted ||
    (t.type !== TransactionType.NewBusiness && t.type !== TransactionType.Renewal)
  )
    throw new AppError('QUOTE_OPTIONS_NOT_QUOTED');
}

/**
 * Rates the transaction's answers with an option's values on the pinned version, with the transaction's
 * dates, overrides, commission and discount (decision 218), and decides as a submission would
 * (rate-submission.ts): decline, refer on a rule or on the covering section's limits, else quote.
 */
export async function rateOption(
  db: Executor,
  loaded: LoadedPackage,
  r: LoadedRisk,
  today: string,
  values: Record<string, unknown>,
): Promise<RatedOption> {
  const proposal = { ...(r.current.proposal as Record<string, unknown>), ...values };
  const rating = await rateTransaction(db, r, r.current, today, { proposal });
  const columns = premiumColumns(rating, proposal, r.current.discountPercent);
  const covering = await findCoveringSection(db, {
    underwriterCompanyId: loaded.pkg.underwriterCompanyId,
    productId: r.risk.productId,
    inceptionDate: r.current.inceptionDate,
  });
  const sectionReasons = covering
    ? checkSection(covering, {
        limitOfIndemnity: (columns.limitOfIndemnity as string | null) ?? null,
        totalPremium: columns.totalPremium as string,
      }).referReasons
    : [];
  if (rating.decision === 'decline')
    return {
      proposal,
      rating,
      columns,
      decision: 'decline',
      reasons: ruleMessagesOf(rating, 'decline'),
      sectionReasons: [],
    };
  const reasons = [...ruleMessagesOf(rating, 'refer'), ...sectionReasons];
  const approved = approvedTerms(r.current, (columns.limitOfIndemnity as string | null) ?? null);
  if (approved === null) {
    const decision = rating.decision === 'refer' || reasons.length > 0 ? 'refer' : 'quote';
    return { proposal, rating, columns, decision, reasons, sectionReasons };
  }
  const left = approved.within ? reasons.filter((m) => !approved.accepted.has(m)) : reasons;
  if (!approved.within) left.push(QuoteOptionMessages.beyondApproval(approved.limit));
  // A referral rule without a message cannot have been accepted by name: it still refers.
  const unnamed = rating.decision === 'refer' && ruleMessagesOf(rating, 'refer').length === 0;
  return {
    proposal,
    rating,
    columns,
    decision: left.length > 0 || unnamed ? 'refer' : 'quote',
    reasons: left,
    sectionReasons,
  };
}

/**
 * What an approved quote's approval covers for its options (decision 236): the referral reasons the
 * underwriter quoted it over, up to its limit of indemnity. Null when the quote was not approved (the
 * option is then decided as a submission). An option within (a limit not above the quote's, or either
 * without one) does not refer again for an accepted reason, so nobody asks for the approval twice; one
 * above refers, with the limit named, so the underwriter quotes it and its approval is asked anew.
 */
function approvedTerms(
  t: LoadedRisk['current'],
  optionLimit: string | null,
): { within: boolean; accepted: Set<string>; limit: string } | null {
  if (t.approval !== 'approved') return null;
  const limit = t.limitOfIndemnity;
  const within = limit === null || optionLimit === null || new Decimal(optionLimit).lte(limit);
  return {
    within,
    accepted: new Set((t.referralReasons as string[] | null) ?? []),
    limit: limit === null ? '' : new Decimal(limit).toFixed(2),
  };
}

/** An option that can still be bound or chosen: open, of the risk's current quote, rated on its answers. */
export function assertOptionLive(r: LoadedRisk, option: QuoteOptionRow): void {
  if (
    option.status === 'chosen' ||
    option.status === 'bound' ||
    option.riskTransactionId !== r.current.id
  )
    throw new AppError('QUOTE_OPTION_LAPSED');
  if (option.status !== 'open') throw new AppError('QUOTE_OPTION_LAPSED');
  if (r.current.status !== TransactionStatus.Quoted) throw new AppError('QUOTE_OPTION_LAPSED');
  if (!sameProposal(option.baseProposal, r.current.proposal))
    throw new AppError('QUOTE_OPTIONS_STALE');
}
