import Decimal from 'decimal.js';
import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { moneyFormat, percentageFormat } from './authority-fields.ts';
import { decimalString } from './decimal.ts';

/** Messages of the authority screens the spec does not word (docs/decisions/070-authority.md). */
export const AuthorityMessages = {
  invalidAmount: 'Enter an amount of at most 16 digits and 2 decimal places.',
  invalidPercentage: 'Enter a percentage of at most 6 decimal places.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  dateOrder: 'The end date must be on or after the start date.',
  periodsOverlap: 'Reinsurance periods of the same syndicate must not overlap.',
  codeInUse: 'The code is already in use.',
  marketReferenceInUse: 'The unique market reference is already in use.',
  notInsurer: 'Choose an insurance company.',
  notCompanySyndicate: 'Choose a syndicate of this company.',
  notCompanyRiskCode: 'Choose a risk code of this company.',
  notCompanyUser: 'Choose a user of this company.',
  notCompanyProductCode: 'Choose product codes of this company.',
  notPeriodSection: 'Choose sections of this period.',
  sectionInOtherGroup: 'A section can belong to one group only.',
  alreadyAuthorised: 'This user is already an authorised underwriter of this period.',
  sectionsRequired: 'At least one section is required.',
  underwritersRequired: 'At least one authorised underwriter is required.',
  onlyUnderwritersPublish: 'Only underwriters can publish a binding agreement version.',
  notSaved: 'Save this version before publishing it.',
  alreadyLive: 'This version is already live.',
  notLive: 'Only a live version can be unpublished.',
  onlyDraftDeletable: 'Only a draft version can be deleted.',
  periodNotLive: 'Only a live version can be used.',
  timezoneChangeLocked: 'The currency and time zone cannot change once a risk uses the agreement.',
} as const;

/** Visibility of a binding agreement period or endorsement version: private to the underwriter, or offered to brokers. */
export const AuthorityVisibility = { Private: 1, Public: 2 } as const;
export type AuthorityVisibility = (typeof AuthorityVisibility)[keyof typeof AuthorityVisibility];

/** Money as a decimal string, numeric(18,2) in the database (DESIGN §4–5); never a JSON number. */
export const moneySchema = decimalString({
  ...moneyFormat,
  message: AuthorityMessages.invalidAmount,
  requiredMessage: Messages.required,
});

/** A percentage 0–100 as a decimal string, numeric(9,6) in the database. */
export const percentageSchema = decimalString({
  ...percentageFormat,
  max: '100',
  message: AuthorityMessages.invalidPercentage,
  requiredMessage: Messages.required,
});

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A calendar date `YYYY-MM-DD`, read in the agreement's time zone (DESIGN §4). */
export const isoDateSchema = z
  .string({ error: Messages.required })
  .trim()
  .max(10, { error: Messages.maxLength(10) })
  .refine(isIsoDate, { error: AuthorityMessages.invalidDate });

let zones: Set<string> | null = null;
/** True for an IANA zone the runtime knows; V8 leaves the canonical 'UTC' out of its list, so it is added. */
export function isValidTimeZone(zone: string): boolean {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return zones.has(zone);
}

/** §5: total of quota shares must be exactly 100, summed in decimal (33.333333 × 3 is not 100). */
export function sharesTotal100(shares: readonly string[]): boolean {
  return shares.reduce((sum, s) => sum.plus(s), new Decimal(0)).eq(100);
}

export interface DatedSyndicatePeriod {
  syndicateId: number;
  dateFrom: string;
  dateTo: string;
}

/** Indexes of periods that overlap an earlier period of the same syndicate (dates inclusive). */
export function overlappingPeriods(periods: readonly DatedSyndicatePeriod[]): number[] {
  const clashes: number[] = [];
  periods.forEach((p, i) => {
    const earlier = periods.slice(0, i);
    if (
      earlier.some(
        (q) => q.syndicateId === p.syndicateId && q.dateFrom <= p.dateTo && p.dateFrom <= q.dateTo,
      )
    )
      clashes.push(i);
  });
  return clashes;
}
