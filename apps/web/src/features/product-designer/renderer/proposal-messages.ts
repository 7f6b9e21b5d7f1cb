/**
 * The server's wording for proposal checks the spec does not word (apps/api proposal-form.ts
 * `messageOf`), so the preview's client checks read exactly as `POST …/rate` answers.
 */
export const ProposalMessages = {
  chooseOption: 'Choose one of the options',
  pattern: 'The value is not in the expected format',
  minItems: (n: number) => `Select at least ${n} items`,
  integer: 'The value must be of type integer',
} as const;
