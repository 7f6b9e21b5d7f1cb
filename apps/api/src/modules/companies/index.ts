/** What other modules may use of companies. */
export { registerCompanyRoutes } from './companies.routes.ts';
export { registerCompanyFileReader } from './company-branding.service.ts';
export { loadUserRoles } from './user-roles.repository.ts';
export { userMemberships } from './user-memberships.ts';
export {
  ensureReferenceData,
  ensureSystemAdmin,
  SYSTEM_COMPANY_NAME,
} from './reference-data.service.ts';
export {
  findCompanySummary,
  findCompanyScope,
  sharesCompanyWith,
  upsertCompanyTypePermissions,
} from './companies.repository.ts';
export { authorizeSupportWrite } from './support.service.ts';
export { requireAgencyBrokerage } from './brokerages.service.ts';
export { findCommissionOverride } from './brokerages.repository.ts';
export { registerClientMergeStep, type ClientMergeStep } from './client-merge.service.ts';
export { afsAuthorisationProblem } from './afs-register.service.ts';
export {
  companyGradesForRating,
  registerAgencyClientSource,
  type AgencyClientSource,
} from './company-ratings.service.ts';
