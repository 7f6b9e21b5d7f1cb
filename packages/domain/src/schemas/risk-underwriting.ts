import { z } from '../zod-config.ts';
import { requiredText } from './common.ts';
import type { NamedRef } from './risk-dtos.ts';
import { decimalString } from './decimal.ts';

/** The underwriter's working on a risk: manual adjustments, endorsements, underwriting statuses (decision 090). */

export const adjustableFields = [
  'basePremium',
  'grossPremium',
  'netPremium',
  'totalPremium',
  'administrationFee',
  'brokerCommission',
  'deductible',
  'limitOfIndemnity',
  'overseasTaxIncurred',
] as const;
export type AdjustableField = (typeof adjustableFields)[number];
/** Human labels of the adjustable premium fields (§2 Manual Policy Adjustments), for the panel and the timeline. */
export const adjustableFieldLabels: Record<AdjustableField, string> = {
  basePremium: 'Base premium',
  grossPremium: 'Gross premium',
  netPremium: 'Net premium',
  totalPremium: 'Total premium',
  administrationFee: 'Administration fee',
  brokerCommission: 'Broker commission',
  deductible: 'Deductible',
  limitOfIndemnity: 'Limit of indemnity',
  overseasTaxIncurred: 'Overseas tax incurred',
};
/**
 * The value a manual adjustment sets (decision 108). Every adjustable field is an amount a policy carries
 * (§3 risk transaction: premiums, fee, commission, deductible, limit, tax), so none goes below zero; the
 * spec's discounts are discount charges and the discount percentage (§3, §5), never a negative premium.
 * Money columns hold 2 decimal places and 16 integer digits (numeric(18,2)).
 */
export const adjustmentValue = decimalString({
  integerDigits: 16,
  scale: 2,
  signed: true,
  min: '0',
  message: 'Enter an amount with at most 2 decimal places.',
});

export const manualAdjustmentBody = z.object({
  field: z.enum(adjustableFields),
  value: adjustmentValue,
  reason: requiredText(1000),
});

export const underwritingStatusBody = z.object({
  name: requiredText(80),
  colour: z.string().trim().max(20).default('blue'),
  sortOrder: z.number().int().min(0).max(1000).optional(),
});

export interface ManualAdjustmentDto {
  id: number;
  riskTransactionId: number;
  field: AdjustableField;
  previousValue: string | null;
  newValue: string | null;
  reason: string;
  user: NamedRef;
  createdAt: number;
}

export interface RiskEndorsementDto {
  id: number;
  endorsementId: number;
  name: string;
  content: string;
  source: 'rule' | 'manual';
  ruleName: string | null;
  /** The clauses the endorsement includes with their wording: pinned once bound, else current (decision 233). */
  clauses: RiskEndorsementClauseDto[];
  createdAt: number;
}
export interface RiskEndorsementClauseDto {
  clauseId: number;
  code: string;
  name: string;
  version: number;
  content: string;
}

export interface UnderwritingStatusDto {
  id: number;
  name: string;
  colour: string;
  sortOrder: number;
  activeRisks: number;
}
