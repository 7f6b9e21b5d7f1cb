import Decimal from 'decimal.js';
import { TransactionType, type TransactionType as TransactionTypeId } from '@turbine/domain';
import type { RatingResult } from '@turbine/rating';
import type { Executor } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { companyGradesForRating, findCommissionOverride } from '../../companies/index.ts';
import { loadVersionParts, rateOnVersion } from '../../products/index.ts';
import { insuredCompanyOf } from '../agency-clients.repository.ts';
import type { LoadedRisk } from '../risk-snapshot.ts';
import type { TransactionRow, TransactionValues } from '../risks.repository.ts';

export const engineType: Record<
  TransactionTypeId,
  'newBusiness' | 'adjustment' | 'cancellation' | 'renewal'
> = {
  [TransactionType.NewBusiness]: 'newBusiness',
  [TransactionType.Adjustment]: 'adjustment',
  [TransactionType.Cancellation]: 'cancellation',
  [TransactionType.Renewal]: 'renewal',
};

const money = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
const isNumeric = (v: unknown): v is string | number =>
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v));

/**
 * Rates a transaction on its risk's pinned version (decision 090): the proposal is validated against the
 * version's form first (422 with per-field messages), the engine's errors come back as 422 under `rating`.
 * `proposal` and `overrides` default to the transaction's saved ones (a preview may pass others).
 */
export async function rateTransaction(
  db: Executor,
  r: LoadedRisk,
  t: TransactionRow,
  today: string,
  input: { proposal?: Record<string, unknown>; overrides?: Record<string, string> } = {},
): Promise<RatingResult> {
  const parts = await loadVersionParts(db, r.version.id);
  const overrides = input.overrides ?? (t.overrides as Record<string, string>);
  // A commission chosen on the transaction wins; else the agency's override for this brokerage (decision 168).
  const commission =
    t.brokerCommissionPercent ??
    (await findCommissionOverride(db, t.underwriterCompanyId, t.brokerCompanyId));
  // The agency's grades on the brokerage and the insured client, as brokerRating / clientRating (decision 232).
  const grades = await companyGradesForRating(
    db,
    t.underwriterCompanyId,
    t.brokerCompanyId,
    await insuredCompanyOf(db, r.risk.riskPackageId),
  );
  const outcome = rateOnVersion(
    r.version,
    parts,
    input.proposal ?? (t.proposal as Record<string, unknown>),
    {
      transactionType: engineType[t.type as TransactionTypeId],
      inceptionDate: t.inceptionDate,
      expiryDate: t.expiryDate,
      effectiveDate: t.effectiveDate,
      today,
      ...(Object.keys(overrides).length ? { overrides } : {}),
      ...grades,
      ...(commission !== null
        ? { brokerCommissionPercent: new Decimal(commission).toString() }
        : {}),
    },
    today,
  );
  if (!outcome.ok) throw new AppError('VALIDATION', { errors: outcome.errors });
  return outcome.result;
}

/** A rated value as a decimal string: a property formula of that name, else the proposal answer; null when neither is a number. */
function figureOf(
  rating: RatingResult,
  proposal: Record<string, unknown>,
  name: string,
): string | null {
  const property = rating.properties.find((p) => p.name === name);
  const value = property ? property.value : proposal[name];
  return isNumeric(value) ? money(new Decimal(value)) : null;
}

/**
 * The transaction's premium columns from a rating (§3 risk transaction premiums). A discount (decimal
 * percentage, an underwriter's decision) comes off the gross premium, and the total falls by the same
 * amount; `calculatedPremium` keeps the engine's total before it.
 */
export function premiumColumns(
  rating: RatingResult,
  proposal: Record<string, unknown>,
  discountPercent: string,
): Partial<TransactionValues> {
  const p = rating.premium;
  const discount = new Decimal(p.gross)
    .times(discountPercent)
    .div(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return {
    rating: rating as unknown as Record<string, unknown>,
    ratedAt: new Date(),
    basePremium: money(new Decimal(p.base)),
    calculatedPremium: money(new Decimal(p.total)),
    grossPremium: money(new Decimal(p.gross).minus(discount)),
    netPremium: money(new Decimal(p.net)),
    totalPremium: money(new Decimal(p.total).minus(discount)),
    administrationFee: money(new Decimal(p.fees)),
    brokerCommission: money(new Decimal(p.commission)),
    brokerCommissionPercent: new Decimal(p.commissionPercent).toFixed(6),
    limitOfIndemnity: figureOf(rating, proposal, 'limitOfIndemnity'),
    deductible: figureOf(rating, proposal, 'deductible'),
    overseasTaxIncurred: figureOf(rating, proposal, 'overseasTaxIncurred'),
  };
}

/** Messages of the rules with an outcome, in rule order. */
export const ruleMessagesOf = (rating: RatingResult, outcome: 'refer' | 'decline'): string[] =>
  rating.rules.filter((r) => r.outcome === outcome).map((r) => r.message);
