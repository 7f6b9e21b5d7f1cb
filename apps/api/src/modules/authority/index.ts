/** What other modules may use of authority. */
export { registerAuthorityRoutes } from './authority.routes.ts';
export { lockAgreementPeriod } from './period-publishing.service.ts';
export { lockEndorsementVersion } from './endorsements/endorsement-versions.service.ts';
export { isProductCodeReferenced } from './section-risk-codes.repository.ts';
