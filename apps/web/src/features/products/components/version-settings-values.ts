import type { ProductVersionBody, ProductVersionDto } from '@turbine/domain';

/** The settings form: the save body with numbers kept as numbers or '' while being typed. */
export type SettingsFormValues = Omit<
  ProductVersionBody,
  | 'futureInceptionDayLimit'
  | 'defaultTermMonths'
  | 'minTermMonths'
  | 'maxTermMonths'
  | 'maxBackdateDays'
  | 'authorityLevel'
  | 'minUnderwriterAuthorityLevel'
  | 'expiryTime'
> & {
  expiryTime: string;
  futureInceptionDayLimit: number | string;
  defaultTermMonths: number | string;
  minTermMonths: number | string;
  maxTermMonths: number | string;
  maxBackdateDays: number | string;
  authorityLevel: string;
  minUnderwriterAuthorityLevel: string;
};

export function versionToForm(v: ProductVersionDto): SettingsFormValues {
  return {
    timezone: v.timezone,
    bindTime: v.bindTime,
    expiryTimeMode: v.expiryTimeMode,
    expiryTime: v.expiryTime ?? '',
    futureInceptionDayLimit: v.futureInceptionDayLimit,
    defaultTermMonths: v.defaultTermMonths,
    minTermMonths: v.minTermMonths,
    maxTermMonths: v.maxTermMonths,
    maxBackdateDays: v.maxBackdateDays,
    maxDiscountPercent: v.maxDiscountPercent,
    authorityLevel: String(v.authorityLevel),
    minUnderwriterAuthorityLevel: String(v.minUnderwriterAuthorityLevel),
    currency: v.currency,
    autoAssignUnderwriterOnReferral: v.autoAssignUnderwriterOnReferral,
    hideAssignedUnderwriterFromBrokers: v.hideAssignedUnderwriterFromBrokers,
    ruleMessageVisibility: { ...v.ruleMessageVisibility },
    showQuoteSummaryPanel: v.showQuoteSummaryPanel,
    premium: v.premium,
  };
}

/** An empty number input is sent as undefined so the schema answers 'This field is required'. */
const num = (v: number | string): number | undefined => (v === '' ? undefined : Number(v));

export function formToBody(v: SettingsFormValues): Record<string, unknown> {
  return {
    ...v,
    expiryTime: v.expiryTimeMode === 'fixed' ? v.expiryTime || null : null,
    futureInceptionDayLimit: num(v.futureInceptionDayLimit),
    defaultTermMonths: num(v.defaultTermMonths),
    minTermMonths: num(v.minTermMonths),
    maxTermMonths: num(v.maxTermMonths),
    maxBackdateDays: num(v.maxBackdateDays),
    authorityLevel: Number(v.authorityLevel),
    minUnderwriterAuthorityLevel: Number(v.minUnderwriterAuthorityLevel),
  };
}

/** §5 authority levels: 10 is the lowest, 1 the highest. */
export const authorityLevelOptions = Array.from({ length: 10 }, (_, i) => {
  const level = 10 - i;
  const note = level === 10 ? ' (lowest)' : level === 1 ? ' (highest)' : '';
  return { value: String(level), label: `${level}${note}` };
});
