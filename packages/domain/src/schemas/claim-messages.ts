/**
 * Messages of the claims capability, in a module of their own: the error catalogue (and so the web's
 * first route) needs the words without the zod schemas of `claims.ts` (decision 164).
 */
export const ClaimMessages = {
  invalidAmount: 'Enter an amount with at most 2 decimal places.',
  lossAfterAdvice: 'The date of loss cannot be after the date first advised.',
  futureDate: 'The date cannot be in the future.',
  notBound: 'Incidents are reported against bound policies only.',
  policyRequired: 'Choose a bound policy.',
  alreadyDecided: 'This incident has already been accepted or declined.',
  notAccepted: 'Accept the incident as a claim first.',
  declineReason: 'Give the reason for declining.',
  notLegalCompany: 'Choose a legal company.',
  paymentPositive: 'A payment must be more than 0.',
  underwriterOnly: 'Only the underwriting agency can do this.',
  handlersOnly: 'Only the underwriting agency and the appointed legal firm can do this.',
  closedClaim: 'Re-open the claim before recording movements.',
  sameStatus: 'The claim already has this status.',
} as const;
