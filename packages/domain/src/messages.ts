/** The spec's user-facing messages (§5, §8), one place for the API's error handler and the web. */
export const Messages = {
  required: 'This field is required',
  fieldRequired: (field: string) => `${field} is required`,
  nameRequired: 'The name field is required',
  nameInUse: 'The name is already in use',
  min: (n: number | string) => `The value must be greater than or equal to ${n}`,
  max: (n: number | string) => `The value must be less than or equal to ${n}`,
  maxItems: (n: number) => `The maximum selected items must not exceed ${n}`,
  maxLength: (n: number) => `This field has a maximum length of ${n}`,
  invalidJson: 'Invalid JSON',
  periodNotAllowed: 'Period characters are not allowed',
  duplicateValues: 'Duplicate values are not allowed',
  totalMustEqual100: 'Total must equal 100%.',
  websiteUrl: (host: string) => `A valid website URL is required (e.g., ${host}).`,
  invalidTimezone: (zone: string) => `Invalid timezone: ${zone}`,
  loginFailed: 'Login failed.',
  unknownError: 'An unknown error occurred.',
  failedToLoad: 'Failed to load content.',
  invalidFileType: 'Invalid file type.',
  fileTooLarge: (mb: number) => `File size must be less than ${mb} MB.`,
  failedToDownload: 'Failed to download file.',
  failedToUpload: 'Failed to upload file.',
  correctErrors: 'Please correct the errors in the form.',
  noPermissionAccess: 'You do not have permission to access this content.',
  noPermissionEdit: 'You do not have permission to edit this item.',
  cannotDeleteInUse: 'Cannot delete this item because it is in use.',
  documentsGenerationFailed:
    'Unable to generate documents automatically. Please contact the underwriting team.',
  cannotModifyInUse: 'Cannot modify this item because it is in use.',
  /** §8: an event action whose input does not accept what the action before it produced (issue 13). */
  eventActionMismatch:
    'This event action cannot run because the output of the previous action does not match the expected input.',
  alreadyExists: 'This item already exists.',
  discardOnlyInitiated: 'Risk transactions can only be discarded when in Initiated status.',
  invitationInvalid: 'The invitation is either invalid or has expired.',
  atLeastOneMfa: 'At least one method must be verified',
  unauthenticated: 'Unauthenticated.',
  csrfMismatch: 'CSRF token mismatch.',
  verify2fa: 'You must verify Two-Factor Authentication to proceed',
  setup2fa: 'Your company requires Two-Factor Authentication. Set up a method to proceed.',
  twoFactorCodeInvalid: 'The code is invalid or has expired.',
  twoFactorPhoneRequired: 'Add a mobile number to your profile first.',
  twoFactorNoMethod: 'This method is not set up.',
  /** §8: the admin consent did not connect the company (refused, failed, or a spent or expired link). */
  microsoftConnectFailed: 'Failed to connect company to Microsoft organisation.',
  /** Sign-in with Microsoft refused: no Turbine user of a connected company matches the account. */
  microsoftNoAccount:
    'Your Microsoft organisation is not connected to Turbine, or no Turbine user has this email address.',
  microsoftSignInFailed: 'Sign-in with Microsoft failed. Please try again.',
  microsoftWrongAccount: 'This is not the Microsoft account linked to your Turbine user.',
  /** Sign-in with a Microsoft account its user unlinked (decision 200). */
  microsoftUnlinked:
    'This Microsoft account was unlinked from Turbine. Sign in with your password and link it again from your account page.',
  /** Linking a Microsoft account that another Turbine user has linked. */
  microsoftLinkedElsewhere: 'This Microsoft account is linked to another Turbine user.',
  passwordExpired: 'Your password has expired. Please choose a new one.',
  passwordRule:
    'The password must be at least 12 characters and contain a lowercase letter, an uppercase letter, a number and a special symbol.',
  passwordConfirmation: 'The password confirmation does not match.',
  currentPasswordWrong: 'The current password is incorrect.',
  emailTaken: 'This email address is already registered.',
  /** Decision 170: a temporary user's expiry (the spec gives no wording). */
  expiryInFuture: 'The expiry must be in the future.',
  temporaryUserNotAdmin: 'A temporary user cannot hold the admin role.',
  invalidEmail: 'A valid email address is required.',
  forgotPasswordSent:
    'If an account exists for that email address, instructions to reset the password will be sent.',
  resetLinkExpired: 'This password reset link is invalid or has expired.',
  /** Register answers the same whether or not the email has an account (decision 108). */
  registerSent:
    'Check your email: we have sent a link to finish creating your account. If the address already has an account, the email says so.',
  registerLinkExpired: 'This registration link is invalid or has expired. Please register again.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  handleInvalid:
    'The handle may contain only lowercase letters, numbers and hyphens, and must start and end with a letter or number.',
  handleReserved: 'This handle is reserved.',
  handleTaken: 'This handle is already in use.',
  abnInvalid: 'The ABN is not valid.',
  nzbnInvalid: 'The NZBN is not valid.',
  stateInvalid: 'Choose an Australian state.',
  adminRoleNotDeletable: 'The administrator role cannot be deleted.',
  lastRoleNotDeletable: 'A company needs at least one other role to move users to.',
  cannotRemoveLastAdmin: 'The company must keep at least one administrator.',
  phoneInvalidCountry: 'The phone number has an unknown country code.',
  phoneTooShort: 'The phone number is too short.',
  phoneTooLong: 'The phone number is too long.',
  phoneInvalid: 'The phone number is not valid.',
  notFound: 'Not found.',
  adminRoleKeepsAllPermissions:
    'The administrator role always has every permission of its company type.',
  permissionsNotAvailable:
    'Some of the selected permissions are not available to this company type.',
  roleNotFound: 'The selected role does not exist in this company.',
  alreadyMember: 'This person is already a member of the company.',
  /** Signed webhooks (decision 172). */
  webhookUrlHttps: 'The URL must start with https://.',
  webhookUrlPrivate:
    'This URL points to a loopback, link-local or private network address, which webhooks may not call.',
  webhookUrlUnresolved: 'The host of this URL could not be found.',
  webhookEventsRequired: 'Choose at least one event.',
  /** The extractor report (decision 189). */
  extractorNoColumn: 'Choose at least one column.',
  extractorColumnTwice: 'A column is chosen twice.',
  extractorNoVersion: 'Choose the product version whose answers to add.',
  extractorUnknownVersion: 'This product version has no bound policies in your company.',
  extractorUnknownQuestion: 'This question is not on the chosen product version.',
} as const;

/** Document templates' lifecycle (issue 12, decisions 224, 243). */
export const DocumentTemplateMessages = {
  onlyDraftDiscarded: 'Only a draft can be discarded.',
  neverPublished:
    'This template has never been published: delete it instead of discarding the draft.',
  stillGenerates:
    'A product or a combined template generates this template and no earlier version is published: publish a new version instead.',
} as const;
