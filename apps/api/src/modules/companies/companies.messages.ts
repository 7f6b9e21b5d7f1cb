/**
 * Messages of the companies module that the spec does not word (§8 leaves them "not shown").
 * They belong in `@turbine/domain` Messages once that package is open for edits, so the web shares them.
 */
export const CompanyMessages = {
  adminRoleKeepsAllPermissions: 'The administrator role always has every permission of its company type.',
  permissionsNotAvailable: 'Some of the selected permissions are not available to this company type.',
  roleNotFound: 'The selected role does not exist in this company.',
  alreadyMember: 'This person is already a member of the company.',
} as const;
