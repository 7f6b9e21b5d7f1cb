/** Messages of the risks capability the spec does not word (decision 090). */
export const RiskMessages = {
  insuredRequired: 'Choose an insured client or enter the insured details.',
  insuredChooseOne: 'Choose an insured client or enter new insured details, not both.',
  packageNotAvailable: 'This product package is not available to your brokerage.',
  addOnNotInPackage: 'This add-on is not part of the product package.',
  noLiveVersion: 'This product has no published version to quote on.',
  clientNotFound: 'The insured client does not exist.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  inceptionTooFarAhead: (days: number) => `The inception date may be at most ${days} days ahead.`,
  termOutOfRange: (min: number, max: number) =>
    `The term must be between ${min} and ${max} months.`,
  contactRequired: 'A valid email address or mobile number is required to send the proposal.',
  declarationRequired: 'Confirm that a signed and dated proposal was received.',
  sectionLimit: (min: string, max: string) =>
    `The limit of indemnity is outside the binding agreement section's limits (${min} – ${max}).`,
  sectionMaxPremium: (max: string) =>
    `The premium exceeds the binding agreement section's maximum premium of ${max}.`,
  noSection: 'No binding agreement section covers this risk.',
  reasonRequired: 'A reason is required.',
  statusInUse: 'This status is used by risks; choose a status to move them to.',
  moveToSameStatus: 'Choose a different status to move the risks to.',
  idempotencyConflict: 'This Idempotency-Key was used for a different request.',
  idempotencyInFlight: 'A request with this Idempotency-Key is still being processed.',
  exchangeRequired:
    'A newer version of this product applies from the inception date; exchange the risk to it first.',
  noNewerVersion: 'There is no newer product version to exchange to.',
  underwriterNotInCompany: 'Choose an underwriter of the underwriting company.',
} as const;
