import { describe, expect, it } from 'vitest';
import * as enums from './enums.ts';
import { errorCatalogue, errorCodes, internalError, isErrorCode } from './errors/catalogue.ts';
import { LifecycleMessages } from './lifecycle/messages.ts';
import { Messages } from './messages.ts';
import { ClaimMessages } from './schemas/claims.ts';
import { RiskMessages } from './schemas/risk-messages.ts';
import { taxClassLabels } from './tax-classes.ts';
import { TaxRateMessages } from './schemas/tax-rates.ts';

// The ids are stored in the database and sent in every payload, the words are what users read (the spec's
// §5 and §8 wording, decisions 080, 090, 095): both change only on purpose, by updating these snapshots.

/** A message table with its functions called on sample arguments, so their templates are pinned too. */
function worded(table: Record<string, string | ((...args: never[]) => string)>) {
  return Object.fromEntries(
    Object.entries(table).map(([key, value]) => [
      key,
      typeof value === 'function' ? (value as (...args: unknown[]) => string)('«a»', '«b»') : value,
    ]),
  );
}

describe('enumerations (ids as stored, labels as shown)', () => {
  it('company types, their labels, colours and the permissions each may grant', () => {
    expect(enums.CompanyType).toEqual({
      Client: 1,
      Broker: 2,
      Underwriter: 3,
      Insurer: 4,
      Legal: 5,
      System: 6,
    });
    expect(enums.companyTypeIds).toEqual([1, 2, 3, 4, 5, 6]);
    expect(enums.companyTypeLabels).toEqual({
      1: 'Client',
      2: 'Broker',
      3: 'Underwriter',
      4: 'Insurer',
      5: 'Legal',
      6: 'System',
    });
    expect(enums.participantColours).toEqual({
      1: 'orange',
      2: 'red',
      3: 'blue',
      4: 'green',
      5: 'grape',
      6: 'yellow',
    });
    expect(enums.companyTypePermissionMatrix).toEqual({
      1: [1, 2, 3, 4, 8, 10, 18],
      2: [1, 2, 3, 4, 8, 9, 10, 11, 17, 18, 19, 20],
      3: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 17, 18, 19, 20, 21],
      4: [1, 2, 3, 4, 8, 10, 18, 20],
      5: [1, 2, 3, 4, 8, 9, 10, 17, 18, 19, 20],
      6: enums.permissionIds,
    });
  });

  it('permissions (13 is retired) and their labels', () => {
    expect(enums.permissionIds).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21,
    ]);
    expect(enums.Permission).toMatchInlineSnapshot(`
      {
        "ExecuteCompanyReports": 20,
        "ManageBindingAgreements": 6,
        "ManageClauses": 12,
        "ManageClients": 11,
        "ManageCompanies": 15,
        "ManageCompanyDetails": 1,
        "ManageCompanyEvents": 19,
        "ManageCompanyRating": 21,
        "ManageCompanyStatuses": 17,
        "ManageCompanyTags": 18,
        "ManageCompanyUsers": 4,
        "ManageDocuments": 8,
        "ManageInvitations": 2,
        "ManageProductClasses": 14,
        "ManageProducts": 7,
        "ManageRisks": 9,
        "ManageRolesAndPermissions": 3,
        "ManageSyndicates": 5,
        "SupportCompanies": 16,
        "ViewRisks": 10,
      }
    `);
    expect(enums.permissionLabels).toMatchInlineSnapshot(`
      {
        "1": "Manage company details",
        "10": "View risks",
        "11": "Manage clients",
        "12": "Manage clauses",
        "14": "Manage product classes",
        "15": "Manage companies",
        "16": "Support companies",
        "17": "Manage company statuses",
        "18": "Manage company tags",
        "19": "Manage company events",
        "2": "Manage invitations",
        "20": "Execute company reports",
        "21": "Manage company rating",
        "3": "Manage roles and permissions",
        "4": "Manage company users",
        "5": "Manage syndicates",
        "6": "Manage binding agreements",
        "7": "Manage products",
        "8": "Manage documents",
        "9": "Manage risks",
      }
    `);
  });

  it('the smaller enumerations', () => {
    const {
      CompanyType: _c,
      companyTypeIds: _ci,
      companyTypeLabels: _cl,
      participantColours: _pc,
      companyTypePermissionMatrix: _m,
      Permission: _p,
      permissionIds: _pi,
      permissionLabels: _pl,
      ...rest
    } = enums;
    expect(rest).toMatchInlineSnapshot(`
      {
        "BusinessRegistryType": {
          "Abn": 1,
          "Nzbn": 2,
        },
        "ChargeKind": {
          "DiscountCharge": 3,
          "OtherCharge": 2,
          "Standard": 1,
        },
        "ContactMethod": {
          "Email": 1,
          "None": 3,
          "Phone": 2,
        },
        "CustomerSegment": {
          "Commercial": 2,
          "Retail": 1,
        },
        "FileVisibility": {
          "Private": 1,
          "Public": 2,
        },
        "ForbiddenReason": {
          "PasswordExpired": "password_expired",
          "TwoFactorSetup": "two_factor_setup_required",
          "TwoFactorVerify": "two_factor_verify_required",
        },
        "InvitationStatus": [
          "pending",
          "accepted",
          "expired",
          "revoked",
        ],
        "ProductClass": {
          "Liability": 2,
          "Motor": 3,
          "ProfessionalIndemnity": 1,
          "Property": 4,
        },
        "ProductInQuoteKind": {
          "AddOnProduct": 2,
          "MainProduct": 1,
        },
        "ProductRole": {
          "AddOn": 2,
          "Main": 1,
        },
        "TransactionStatus": {
          "Bound": 7,
          "Declined": 4,
          "Initiated": 1,
          "NotTakenUp": 6,
          "Quoted": 3,
          "Referred": 5,
          "Submitted": 2,
        },
        "TransactionType": {
          "Adjustment": 2,
          "Cancellation": 3,
          "NewBusiness": 1,
          "Renewal": 4,
        },
        "auStates": [
          "QLD",
          "NSW",
          "VIC",
          "SA",
          "WA",
          "TAS",
          "ACT",
          "NT",
        ],
        "countries": [
          "AU",
          "NZ",
        ],
        "currencyCodes": [
          "aud",
          "usd",
          "gbp",
          "eur",
          "nzd",
        ],
        "themes": [
          "light",
          "dark",
          "auto",
        ],
      }
    `);
  });

  it('tax classes and their words', () => {
    expect(taxClassLabels).toMatchInlineSnapshot(`
      {
        "aviation": "Aviation",
        "commercialMotor": "Commercial motor",
        "commercialProperty": "Commercial property (fire and ISR)",
        "crop": "Crop",
        "ctp": "Compulsory third party (CTP)",
        "cyber": "Cyber",
        "directorsOfficers": "Directors' and officers' liability",
        "disabilityIncome": "Disability income",
        "employersLiability": "Employers' liability",
        "goodsInTransit": "Goods in transit",
        "hospitalMedical": "Hospital and medical",
        "householders": "Householders",
        "lendersMortgage": "Lenders' mortgage insurance",
        "livestock": "Livestock",
        "marineCargo": "Marine cargo",
        "marineHull": "Marine hull",
        "personalAccident": "Personal accident",
        "privateMotor": "Private motor",
        "productLiability": "Product liability",
        "professionalIndemnity": "Professional indemnity",
        "publicLiability": "Public liability",
        "reinsurance": "Reinsurance",
        "residentialBuilding": "Residential building",
        "residentialContents": "Residential contents",
        "travel": "Travel",
        "workersCompensation": "Workers' compensation",
      }
    `);
  });
});

describe('messages', () => {
  it('the tax table’s messages (decision 197)', () => {
    expect(worded(TaxRateMessages)).toEqual({
      rateInvalid: 'Enter a rate as a decimal number, up to 6 decimal places.',
      amountInvalid: 'Enter an amount as a decimal number, up to 2 decimal places.',
      toAfterFrom: 'The end date must be after the start date.',
      kindNotInJurisdiction: 'This tax is not charged in this jurisdiction.',
    });
  });

  it('the spec’s messages, templates filled in', () => {
    expect(worded(Messages)).toMatchInlineSnapshot(`
      {
        "abnInvalid": "The ABN is not valid.",
        "adminRoleKeepsAllPermissions": "The administrator role always has every permission of its company type.",
        "adminRoleNotDeletable": "The administrator role cannot be deleted.",
        "alreadyExists": "This item already exists.",
        "alreadyMember": "This person is already a member of the company.",
        "atLeastOneMfa": "At least one method must be verified",
        "cannotDeleteInUse": "Cannot delete this item because it is in use.",
        "cannotModifyInUse": "Cannot modify this item because it is in use.",
        "cannotRemoveLastAdmin": "The company must keep at least one administrator.",
        "correctErrors": "Please correct the errors in the form.",
        "csrfMismatch": "CSRF token mismatch.",
        "currentPasswordWrong": "The current password is incorrect.",
        "discardOnlyInitiated": "Risk transactions can only be discarded when in Initiated status.",
        "documentsGenerationFailed": "Unable to generate documents automatically. Please contact the underwriting team.",
        "duplicateValues": "Duplicate values are not allowed",
        "emailTaken": "This email address is already registered.",
        "eventActionMismatch": "This event action cannot run because the output of the previous action does not match the expected input.",
        "expiryInFuture": "The expiry must be in the future.",
        "extractorColumnTwice": "A column is chosen twice.",
        "extractorNoColumn": "Choose at least one column.",
        "extractorNoVersion": "Choose the product version whose answers to add.",
        "extractorUnknownQuestion": "This question is not on the chosen product version.",
        "extractorUnknownVersion": "This product version has no bound policies in your company.",
        "failedToDownload": "Failed to download file.",
        "failedToLoad": "Failed to load content.",
        "failedToUpload": "Failed to upload file.",
        "fieldRequired": "«a» is required",
        "fileTooLarge": "File size must be less than «a» MB.",
        "forgotPasswordSent": "If an account exists for that email address, instructions to reset the password will be sent.",
        "handleInvalid": "The handle may contain only lowercase letters, numbers and hyphens, and must start and end with a letter or number.",
        "handleReserved": "This handle is reserved.",
        "handleTaken": "This handle is already in use.",
        "invalidEmail": "A valid email address is required.",
        "invalidFileType": "Invalid file type.",
        "invalidJson": "Invalid JSON",
        "invalidTimezone": "Invalid timezone: «a»",
        "invitationInvalid": "The invitation is either invalid or has expired.",
        "lastRoleNotDeletable": "A company needs at least one other role to move users to.",
        "loginFailed": "Login failed.",
        "max": "The value must be less than or equal to «a»",
        "maxItems": "The maximum selected items must not exceed «a»",
        "maxLength": "This field has a maximum length of «a»",
        "microsoftConnectFailed": "Failed to connect company to Microsoft organisation.",
        "microsoftLinkedElsewhere": "This Microsoft account is linked to another Turbine user.",
        "microsoftNoAccount": "Your Microsoft organisation is not connected to Turbine, or no Turbine user has this email address.",
        "microsoftSignInFailed": "Sign-in with Microsoft failed. Please try again.",
        "microsoftUnlinked": "This Microsoft account was unlinked from Turbine. Sign in with your password and link it again from your account page.",
        "microsoftWrongAccount": "This is not the Microsoft account linked to your Turbine user.",
        "min": "The value must be greater than or equal to «a»",
        "nameInUse": "The name is already in use",
        "nameRequired": "The name field is required",
        "noPermissionAccess": "You do not have permission to access this content.",
        "noPermissionEdit": "You do not have permission to edit this item.",
        "notFound": "Not found.",
        "nzbnInvalid": "The NZBN is not valid.",
        "passwordConfirmation": "The password confirmation does not match.",
        "passwordExpired": "Your password has expired. Please choose a new one.",
        "passwordRule": "The password must be at least 12 characters and contain a lowercase letter, an uppercase letter, a number and a special symbol.",
        "periodNotAllowed": "Period characters are not allowed",
        "permissionsNotAvailable": "Some of the selected permissions are not available to this company type.",
        "phoneInvalid": "The phone number is not valid.",
        "phoneInvalidCountry": "The phone number has an unknown country code.",
        "phoneTooLong": "The phone number is too long.",
        "phoneTooShort": "The phone number is too short.",
        "registerLinkExpired": "This registration link is invalid or has expired. Please register again.",
        "registerSent": "Check your email: we have sent a link to finish creating your account. If the address already has an account, the email says so.",
        "required": "This field is required",
        "resetLinkExpired": "This password reset link is invalid or has expired.",
        "roleNotFound": "The selected role does not exist in this company.",
        "setup2fa": "Your company requires Two-Factor Authentication. Set up a method to proceed.",
        "stateInvalid": "Choose an Australian state.",
        "temporaryUserNotAdmin": "A temporary user cannot hold the admin role.",
        "tooManyAttempts": "Too many attempts. Please try again later.",
        "totalMustEqual100": "Total must equal 100%.",
        "twoFactorCodeInvalid": "The code is invalid or has expired.",
        "twoFactorNoMethod": "This method is not set up.",
        "twoFactorPhoneRequired": "Add a mobile number to your profile first.",
        "unauthenticated": "Unauthenticated.",
        "unknownError": "An unknown error occurred.",
        "verify2fa": "You must verify Two-Factor Authentication to proceed",
        "webhookEventsRequired": "Choose at least one event.",
        "webhookUrlHttps": "The URL must start with https://.",
        "webhookUrlPrivate": "This URL points to a loopback, link-local or private network address, which webhooks may not call.",
        "webhookUrlUnresolved": "The host of this URL could not be found.",
        "websiteUrl": "A valid website URL is required (e.g., «a»).",
      }
    `);
    expect(Messages.min(5)).toBe('The value must be greater than or equal to 5');
    expect(Messages.maxItems(3)).toBe('The maximum selected items must not exceed 3');
    expect(Messages.fileTooLarge(10)).toBe('File size must be less than 10 MB.');
  });

  it('the lifecycle’s, the risks’ and the claims’ messages', () => {
    expect(worded(LifecycleMessages)).toMatchInlineSnapshot(`
      {
        "addOnsActive": "Cancel all add-on policies before cancelling this policy.",
        "approvalAlreadyRequested": "Approval has already been requested or given.",
        "approvalBeforeQuote": "This transaction needs approval before it can be quoted.",
        "approverAuthority": "The approver's authority level is not high enough for this transaction.",
        "approverSelf": "Choose an approver other than yourself.",
        "backdateReferred": "The inception date is backdated beyond your authority, so the transaction is referred.",
        "clientEditing": "The client is editing this risk; it is read-only until the client finishes or their access is revoked.",
        "clientNotEditing": "The client is not editing this risk.",
        "declarationRequired": "Confirm that a signed and dated proposal was received.",
        "declineReasons": "Give at least one reason for declining.",
        "discardOnlyInitiated": "Risk transactions can only be discarded when in Initiated status.",
        "discountAuthority": "The discount exceeds your authority; request approval.",
        "forbidden": "You may not take the action '«a»' on this risk transaction.",
        "illegalState": "The action '«a»' is not possible for a risk transaction in «b» status.",
        "inceptionFixed": "The inception date is fixed once the risk is placed.",
        "noApprovalToUndo": "There is no approval request to undo.",
        "noClientAccess": "Your access to edit this proposal has ended.",
        "noPendingApproval": "There is no pending approval request.",
        "notAssigned": "You must be assigned to this risk to change it.",
        "notLatestInChain": "Only the latest risk in the renewal chain can be changed.",
        "onlyAssignedRequestsApproval": "Only the assigned underwriter may request approval.",
        "onlyExpiredQuotesLapse": "Only an expired quote is marked not taken up automatically.",
        "openTransaction": "Finish or discard the open transaction on this risk first.",
        "ownApprovalAuthority": "Your authority level is not high enough to approve this transaction.",
        "packageNotInitiated": "All risks of the package must be in Initiated status to send it to the client.",
        "pastLocked": "This risk transaction is in the past and is locked.",
        "policyCancelled": "The policy has been cancelled.",
        "proposalDone": "The proposal was marked done and can no longer change.",
        "quoteExpired": "This quote has expired; request a new quote.",
        "referralTarget": "Choose an underwriter or a team to refer to.",
      }
    `);
    expect(worded(RiskMessages)).toMatchInlineSnapshot(`
      {
        "addOnNotInPackage": "This add-on is not part of the product package.",
        "clientNotFound": "The insured client does not exist.",
        "contactRequired": "A valid email address or mobile number is required to send the proposal.",
        "declarationRequired": "Confirm that a signed and dated proposal was received.",
        "exchangeRequired": "A newer version of this product applies from the inception date; exchange the risk to it first.",
        "idempotencyConflict": "This Idempotency-Key was used for a different request.",
        "idempotencyInFlight": "A request with this Idempotency-Key is still being processed.",
        "inceptionTooFarAhead": "The inception date may be at most «a» days ahead.",
        "insuredChooseOne": "Choose an insured client or enter new insured details, not both.",
        "insuredRequired": "Choose an insured client or enter the insured details.",
        "invalidDate": "Enter a date as YYYY-MM-DD.",
        "moveToSameStatus": "Choose a different status to move the risks to.",
        "noLiveVersion": "This product has no published version to quote on.",
        "noNewerVersion": "There is no newer product version to exchange to.",
        "noSection": "No binding agreement section covers this risk.",
        "packageNotAvailable": "This product package is not available to your brokerage.",
        "reasonRequired": "A reason is required.",
        "sectionLimit": "The limit of indemnity is outside the binding agreement section's limits («a» – «b»).",
        "sectionMaxPremium": "The premium exceeds the binding agreement section's maximum premium of «a».",
        "statusInUse": "This status is used by risks; choose a status to move them to.",
        "termOutOfRange": "The term must be between «a» and «b» months.",
        "underwriterNotInCompany": "Choose an underwriter of the underwriting company.",
      }
    `);
    expect(worded(ClaimMessages)).toMatchInlineSnapshot(`
      {
        "alreadyDecided": "This incident has already been accepted or declined.",
        "closedClaim": "Re-open the claim before recording movements.",
        "declineReason": "Give the reason for declining.",
        "futureDate": "The date cannot be in the future.",
        "handlersOnly": "Only the underwriting agency and the appointed legal firm can do this.",
        "invalidAmount": "Enter an amount with at most 2 decimal places.",
        "lossAfterAdvice": "The date of loss cannot be after the date first advised.",
        "notAccepted": "Accept the incident as a claim first.",
        "notBound": "Incidents are reported against bound policies only.",
        "notLegalCompany": "Choose a legal company.",
        "paymentPositive": "A payment must be more than 0.",
        "policyRequired": "Choose a bound policy.",
        "sameStatus": "The claim already has this status.",
        "underwriterOnly": "Only the underwriting agency can do this.",
      }
    `);
  });
});

describe('error catalogue', () => {
  it('every code with its status and message, in order', () => {
    expect(errorCatalogue).toMatchInlineSnapshot(`
      {
        "ACTOR_NOT_ALLOWED": {
          "message": "You may not take this action on this risk transaction.",
          "status": 403,
        },
        "ADD_ONS_ACTIVE": {
          "message": "Cancel all add-on policies before cancelling this policy.",
          "status": 422,
        },
        "ADMIN_ROLE_NOT_DELETABLE": {
          "message": "The administrator role cannot be deleted.",
          "status": 409,
        },
        "AFS_NOT_CURRENT": {
          "message": "The brokerage has no current AFS authorisation, so it cannot bind.",
          "status": 422,
        },
        "ALREADY_EXISTS": {
          "message": "This item already exists.",
          "status": 409,
        },
        "APPROVAL_PENDING": {
          "message": "Approval has already been requested or given.",
          "status": 409,
        },
        "APPROVAL_REQUIRED": {
          "message": "This transaction needs approval before it can be quoted.",
          "status": 422,
        },
        "APPROVER_AUTHORITY": {
          "message": "The approver's authority level is not high enough for this transaction.",
          "status": 422,
        },
        "APPROVER_SELF": {
          "message": "Choose an approver other than yourself.",
          "status": 422,
        },
        "BACKDATE_REFERRED": {
          "message": "The inception date is backdated beyond your authority, so the transaction is referred.",
          "status": 409,
        },
        "BAD_REQUEST": {
          "message": "The request is not valid.",
          "status": 400,
        },
        "CLAIM_ALREADY_DECIDED": {
          "message": "This incident has already been accepted or declined.",
          "status": 409,
        },
        "CLAIM_CLOSED": {
          "message": "Re-open the claim before recording movements.",
          "status": 409,
        },
        "CLAIM_NOT_ACCEPTED": {
          "message": "Accept the incident as a claim first.",
          "status": 409,
        },
        "CLIENT_ACCESS_ENDED": {
          "message": "Your access to edit this proposal has ended.",
          "status": 403,
        },
        "CLIENT_EDITING": {
          "message": "The client is editing this risk; it is read-only until the client finishes or their access is revoked.",
          "status": 409,
        },
        "CLIENT_NOT_EDITING": {
          "message": "The client is not editing this risk.",
          "status": 409,
        },
        "CSRF_MISMATCH": {
          "message": "CSRF token mismatch.",
          "status": 419,
        },
        "DATABASE_TIMEOUT": {
          "message": "The request took too long to complete. Please try again in a moment.",
          "status": 503,
        },
        "DATABASE_UNAVAILABLE": {
          "message": "The service is temporarily unavailable. Please try again in a moment.",
          "status": 503,
        },
        "DECLARATION_REQUIRED": {
          "message": "Confirm that a signed and dated proposal was received.",
          "status": 422,
        },
        "DECLINE_REASONS_REQUIRED": {
          "message": "Give at least one reason for declining.",
          "status": 422,
        },
        "DISCOUNT_AUTHORITY": {
          "message": "The discount exceeds your authority; request approval.",
          "status": 422,
        },
        "EXCHANGE_REQUIRED": {
          "message": "A newer version of this product applies from the inception date; exchange the risk to it first.",
          "status": 409,
        },
        "FILE_TOO_LARGE": {
          "message": "File too large.",
          "status": 413,
        },
        "FORBIDDEN": {
          "message": "You do not have permission to access this content.",
          "status": 403,
        },
        "FORBIDDEN_EDIT": {
          "message": "You do not have permission to edit this item.",
          "status": 403,
        },
        "GUEST_ONLY": {
          "message": "You are already signed in.",
          "status": 409,
        },
        "IDEMPOTENCY_CONFLICT": {
          "message": "This Idempotency-Key was used for a different request.",
          "status": 422,
        },
        "IDEMPOTENCY_IN_FLIGHT": {
          "message": "A request with this Idempotency-Key is still being processed.",
          "status": 409,
        },
        "IMPORT_ALREADY_DONE": {
          "message": "This file has already been imported into this company.",
          "status": 409,
        },
        "INCEPTION_FIXED": {
          "message": "The inception date is fixed once the risk is placed.",
          "status": 409,
        },
        "INVALID_FILE_TYPE": {
          "message": "Invalid file type.",
          "status": 422,
        },
        "INVALID_JSON": {
          "message": "Invalid JSON",
          "status": 400,
        },
        "INVITATION_ALREADY_ACCEPTED": {
          "message": "This invitation has already been accepted.",
          "status": 409,
        },
        "INVITATION_EMAIL_MISMATCH": {
          "message": "This invitation was sent to a different email address. Sign in with that address to accept it.",
          "status": 403,
        },
        "INVITATION_INVALID": {
          "message": "The invitation is either invalid or has expired.",
          "status": 404,
        },
        "INVITATION_SIGN_IN_REQUIRED": {
          "message": "An account already exists for this email address. Sign in to accept the invitation.",
          "status": 401,
        },
        "IN_USE_DELETE": {
          "message": "Cannot delete this item because it is in use.",
          "status": 409,
        },
        "IN_USE_MODIFY": {
          "message": "Cannot modify this item because it is in use.",
          "status": 409,
        },
        "ITEM_LOCKED": {
          "message": "This item is locked. Unlock it before you change it.",
          "status": 409,
        },
        "JOB_NOT_CANCELLABLE": {
          "message": "This job has already finished.",
          "status": 409,
        },
        "JOB_NOT_RETRYABLE": {
          "message": "Only a failed job can be retried.",
          "status": 409,
        },
        "JOB_RESULT_NOT_READY": {
          "message": "This job has no file to download yet.",
          "status": 409,
        },
        "LAST_ADMIN": {
          "message": "The company must keep at least one administrator.",
          "status": 409,
        },
        "NOTHING_TO_RENEW": {
          "message": "There is no policy in force to renew.",
          "status": 409,
        },
        "NOT_FOUND": {
          "message": "Not found.",
          "status": 404,
        },
        "NO_APPROVAL_TO_UNDO": {
          "message": "There is no approval request to undo.",
          "status": 409,
        },
        "NO_LIVE_VERSION": {
          "message": "This product has no published version to quote on.",
          "status": 409,
        },
        "NO_NEWER_VERSION": {
          "message": "There is no newer product version to exchange to.",
          "status": 409,
        },
        "NO_PENDING_APPROVAL": {
          "message": "There is no pending approval request.",
          "status": 409,
        },
        "NO_ROLE_TO_MOVE_USERS_TO": {
          "message": "A company needs at least one other role to move users to.",
          "status": 409,
        },
        "OPEN_TRANSACTION": {
          "message": "Finish or discard the open transaction on this risk first.",
          "status": 409,
        },
        "PACKAGE_NOT_INITIATED": {
          "message": "All risks of the package must be in Initiated status to send it to the client.",
          "status": 409,
        },
        "PASSWORD_EXPIRED": {
          "message": "Your password has expired. Please choose a new one.",
          "status": 403,
        },
        "PAYLOAD_TOO_LARGE": {
          "message": "The request body is too large.",
          "status": 413,
        },
        "POLICY_CANCELLED": {
          "message": "The policy has been cancelled.",
          "status": 409,
        },
        "PROPOSAL_DONE": {
          "message": "The proposal was marked done and can no longer change.",
          "status": 409,
        },
        "QUOTE_EXPIRED": {
          "message": "This quote has expired; request a new quote.",
          "status": 422,
        },
        "QUOTE_OPTIONS_NOT_QUOTED": {
          "message": "Quote options can be asked for only while the risk is quoted.",
          "status": 409,
        },
        "QUOTE_OPTIONS_STALE": {
          "message": "The quote has changed since these options were rated: ask for them again.",
          "status": 409,
        },
        "QUOTE_OPTION_CHOSEN": {
          "message": "An option of this quote has already been chosen.",
          "status": 409,
        },
        "QUOTE_OPTION_DECLINED": {
          "message": "This option is declined and cannot be bound.",
          "status": 422,
        },
        "QUOTE_OPTION_LAPSED": {
          "message": "This quote option has lapsed.",
          "status": 409,
        },
        "QUOTE_OPTION_NEEDS_REFERRAL": {
          "message": "This option needs the underwriter's referral before it can be bound: choose it to refer it.",
          "status": 422,
        },
        "QUOTE_OPTION_QUOTES": {
          "message": "This option quotes: bind it instead.",
          "status": 422,
        },
        "QUOTE_STILL_VALID": {
          "message": "Only an expired quote is marked not taken up automatically.",
          "status": 409,
        },
        "RECORD_LOCKED": {
          "message": "This record is being changed by another request. Please try again in a moment.",
          "status": 409,
        },
        "REFERRAL_TARGET_REQUIRED": {
          "message": "Choose an underwriter or a team to refer to.",
          "status": 422,
        },
        "RESET_LINK_INVALID": {
          "message": "This password reset link is invalid or has expired.",
          "status": 404,
        },
        "RISK_NOT_ASSIGNED": {
          "message": "You must be assigned to this risk to change it.",
          "status": 403,
        },
        "RISK_NOT_LATEST": {
          "message": "Only the latest risk in the renewal chain can be changed.",
          "status": 409,
        },
        "STATUS_IN_USE": {
          "message": "This status is used by risks; choose a status to move them to.",
          "status": 409,
        },
        "SUPPORT_READ_ONLY": {
          "message": "You are supporting this company read-only. Choose to act for it before changing anything.",
          "status": 403,
        },
        "SUPPORT_SELF": {
          "message": "The system company is not opened in support mode.",
          "status": 409,
        },
        "TOO_MANY_ATTEMPTS": {
          "message": "Too many attempts. Please try again later.",
          "status": 429,
        },
        "TRANSACTION_CLOSED": {
          "message": "This risk has no open transaction to confirm a declaration for.",
          "status": 409,
        },
        "TRANSACTION_LOCKED": {
          "message": "This risk transaction is in the past and is locked.",
          "status": 409,
        },
        "TRANSACTION_NOT_DISCARDABLE": {
          "message": "Risk transactions can only be discarded when in Initiated status.",
          "status": 409,
        },
        "TRANSITION_NOT_ALLOWED": {
          "message": "This action is not possible for the risk transaction in its current status.",
          "status": 409,
        },
        "TWO_FACTOR_SETUP_REQUIRED": {
          "message": "Your company requires Two-Factor Authentication. Set up a method to proceed.",
          "status": 403,
        },
        "TWO_FACTOR_VERIFY_REQUIRED": {
          "message": "You must verify Two-Factor Authentication to proceed",
          "status": 403,
        },
        "UNAUTHENTICATED": {
          "message": "Unauthenticated.",
          "status": 401,
        },
        "UNSUPPORTED_MEDIA_TYPE": {
          "message": "Unsupported content type.",
          "status": 415,
        },
        "USE_CLIENT_ACCESS_ROUTES": {
          "message": "Send the proposal to the client, or revoke their access, from the send to client form.",
          "status": 409,
        },
        "VALIDATION": {
          "message": "Please correct the errors in the form.",
          "status": 422,
        },
      }
    `);
    expect(errorCodes).toEqual(Object.keys(errorCatalogue));
    expect(errorCodes[0]).toBe('BAD_REQUEST');
  });

  it('tells codes from other values', () => {
    expect(isErrorCode('QUOTE_EXPIRED')).toBe(true);
    expect(isErrorCode('INTERNAL')).toBe(false);
    expect(isErrorCode('toString')).toBe(false); // inherited, not a code
    expect(isErrorCode(404)).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
    expect(internalError).toEqual({
      code: 'INTERNAL',
      status: 500,
      message: 'An unknown error occurred.',
    });
  });
});
