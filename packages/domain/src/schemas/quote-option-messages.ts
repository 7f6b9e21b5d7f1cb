/** Messages of quote options (decision 218). */
export const QuoteOptionMessages = {
  mayNotVary: 'This field may not vary between quote options.',
  noValues: 'Give at least one answer that differs from the quote.',
  duplicate: 'This option is the same as an earlier one.',
  notQuoted: 'Quote options can be asked for only while the risk is quoted.',
  lapsed: 'This quote option has lapsed.',
  stale: 'The quote has changed since these options were rated: ask for them again.',
  needsReferral:
    "This option needs the underwriter's referral before it can be bound: choose it to refer it.",
  declined: 'This option is declined and cannot be bound.',
  bindable: 'This option quotes: bind it instead.',
  someChosen: 'An option of this quote has already been chosen.',
  beyondApproval: (limit: string) =>
    `The limit of indemnity is above the ${limit} the quote's approval covers.`,
} as const;
