/** What other modules may use of authority. */
export { registerAuthorityRoutes } from './authority.routes.ts';
export { lockAgreementPeriod } from './period-publishing.service.ts';
export { lockEndorsementVersion } from './endorsements/endorsement-versions.service.ts';
export { listVersionClauseIds } from './endorsements/endorsements.repository.ts';
export { isProductCodeReferenced } from './section-risk-codes.repository.ts';
export {
  clauseWordings,
  lockClauseVersions,
  type ClauseWording,
} from './clauses/clause-wordings.service.ts';
export { registerClauseUseCheck, type ClauseUseCheck } from './clauses/clauses.service.ts';
export { assertVersionAllowed } from './authority.policy.ts';
