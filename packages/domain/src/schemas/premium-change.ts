import { z } from '../zod-config.ts';
import { idSchema } from './common.ts';
import { jobRunDto } from './jobs.ts';
import { calendarDate, decimalOut } from './responses/shared.ts';
import { isoDate } from './risk-fields.ts';

/** A real calendar day (the format, then the day exists: 2026-02-30 is refused, never a database error). */
const realDay = isoDate.refine(
  (d) => !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d),
  { message: 'Enter a valid date.' },
);

/**
 * "Why did the premium change" (issue 21, decision 215): two ratings side by side and the waterfall of
 * swaps from one total to the other. Kinds follow the engine's fixed order (inputs, context, overrides,
 * datasets, formulas, rules, premium settings); `stored` reconciles a stored figure with its re-rating,
 * `adjustment` is the underwriter's discount or manual premium, `rating` is the changes a broker may not
 * see one by one (formulas, datasets, hidden rules), summed.
 */
export const premiumChangeStepKinds = [
  'input',
  'context',
  'override',
  'dataset',
  'propertyFormula',
  'underwritingFormula',
  'rule',
  'premiumSetting',
  'stored',
  'adjustment',
  'rating',
] as const;
export type PremiumChangeStepKind = (typeof premiumChangeStepKinds)[number];

const decision = z.enum(['quote', 'refer', 'decline']);

export const premiumChangeStepDto = z.object({
  kind: z.enum(premiumChangeStepKinds),
  name: z.string(),
  title: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** The share of the difference this step explains; the steps add up to `difference` exactly. */
  amount: decimalOut,
  totalAfter: decimalOut.nullable(),
  decisionAfter: decision.nullable(),
  unrated: z.boolean(),
});
export type PremiumChangeStepDto = z.infer<typeof premiumChangeStepDto>;

export const premiumChangeSideDto = z.object({
  label: z.string(),
  transactionId: z.number().int().nullable(),
  versionId: z.number().int(),
  versionNumber: z.number().int(),
  effectiveDate: calendarDate,
  /** The written premium compared (a stored transaction's total premium, else the rating's total). */
  total: decimalOut,
  decision,
  lines: z.array(z.object({ line: z.string(), title: z.string(), amount: decimalOut })),
  ruleMessages: z.array(
    z.object({
      name: z.string(),
      outcome: z.enum(['refer', 'decline', 'endorse']),
      message: z.string(),
    }),
  ),
});
export type PremiumChangeSideDto = z.infer<typeof premiumChangeSideDto>;

export const premiumChangeDto = z.object({
  from: premiumChangeSideDto,
  to: premiumChangeSideDto,
  /** to.total − from.total. */
  difference: decimalOut,
  steps: z.array(premiumChangeStepDto),
});
export type PremiumChangeDto = z.infer<typeof premiumChangeDto>;

/** GET .../risks/{riskId}/premium-change?from=&to=: two rated transactions of the risk (or its expiring policy). */
export const premiumChangeQuery = z.strictObject({ from: idSchema, to: idSchema });
/** GET .../risks/{riskId}/premium-change/version?versionId=: the risk's latest rating on another version. */
export const versionPremiumChangeQuery = z.strictObject({ versionId: idSchema });

/** Impact test (issue 21, decision 216): a draft version re-rates the live version's book of a period. */
export const impactTestBody = z
  .strictObject({ from: realDay, to: realDay })
  .refine((b) => b.from <= b.to, {
    path: ['to'],
    message: 'The end must not be before the start.',
  });
export type ImpactTestBody = z.infer<typeof impactTestBody>;

const bucket = z.object({
  key: z.string(),
  policies: z.number().int(),
  before: decimalOut,
  after: decimalOut,
  change: decimalOut,
});

export const impactPolicyDto = z.object({
  transactionId: z.number().int(),
  riskPackageId: z.number().int(),
  riskId: z.number().int(),
  reference: z.string(),
  insuredName: z.string(),
  state: z.string(),
  className: z.string(),
  broker: z.string(),
  limit: decimalOut.nullable(),
  before: decimalOut,
  /** Null when the draft cannot rate the policy (`error` says why). */
  after: decimalOut.nullable(),
  change: decimalOut.nullable(),
  changePercent: decimalOut.nullable(),
  decisionBefore: decision,
  decisionAfter: decision.nullable(),
  error: z.string().nullable(),
});
export type ImpactPolicyDto = z.infer<typeof impactPolicyDto>;

export const impactSummaryDto = z.object({
  policies: z.number().int(),
  rated: z.number().int(),
  failed: z.number().int(),
  totalBefore: decimalOut,
  totalAfter: decimalOut,
  /** Premium change in percent, in fixed bands (`< -20%` … `> +20%`), each with its policy count. */
  histogram: z.array(z.object({ band: z.string(), policies: z.number().int() })),
  byState: z.array(bucket),
  byClass: z.array(bucket),
  byBroker: z.array(bucket),
  byLimitBand: z.array(bucket),
  decisionChanges: z.array(impactPolicyDto),
  largestMovers: z.array(impactPolicyDto),
  failures: z.array(impactPolicyDto),
});
export type ImpactSummaryDto = z.infer<typeof impactSummaryDto>;

export const impactTestDto = z.object({
  id: z.number().int(),
  versionId: z.number().int(),
  liveVersionId: z.number().int(),
  from: calendarDate,
  to: calendarDate,
  createdAt: z.number().int(),
  job: jobRunDto.nullable(),
  summary: impactSummaryDto.nullable(),
});
export type ImpactTestDto = z.infer<typeof impactTestDto>;
export const impactTestListDto = z.object({ data: z.array(impactTestDto) });
