/**
 * The web's own types against a client generated from `/docs/json` with openapi-typescript (decision 158).
 *
 * `apps/api/src/platform/http/openapi-client.test.ts` generates `generated/openapi.ts` from the running
 * API's document (and `generated/tampered.ts` from a copy with one field's type changed), then runs
 * `tsc -p apps/web/openapi-contract`. Each line below says: what the API documents for the call is
 * assignable to the result type the web's RTK Query endpoint declares. A field the web reads that the
 * API does not send, or sends with another type, is a compile error here.
 */
import type { bindingAgreementsApi } from '../src/features/authority/api/binding-agreements-api.ts';
import type { endorsementsApi } from '../src/features/authority/api/endorsements-api.ts';
import type { syndicatesApi } from '../src/features/authority/api/syndicates-api.ts';
import type { companiesApi } from '../src/features/companies/api/companies-api.ts';
import type { companyAdminApi } from '../src/features/companies/api/company-admin-api.ts';
import type { invitationsApi } from '../src/features/companies/api/invitations-api.ts';
import type { supportApi } from '../src/features/companies/api/support-api.ts';
import type { identityApi } from '../src/features/identity/api/identity-api.ts';
import type { twoFactorApi } from '../src/features/identity/api/two-factor-api.ts';
import type { riskApi } from '../src/features/risks/detail/api/risk-api.ts';
import type { risksListApi } from '../src/features/risks/list/api/risks-list-api.ts';
import type { paths } from './generated/openapi.ts';
import type { paths as tamperedPaths } from './generated/tampered.ts';

type Json<P, Status extends number = 200> = P extends {
  responses: { [S in Status]: { content: { 'application/json': infer Body } } };
}
  ? Body
  : 'no JSON answer with this status';
/** Compiles only when the API's answer fits what the web expects. */
type Fits<Api extends Web, Web> = Api;

type WebUser = (typeof identityApi.endpoints.getUser.Types)['ResultType'];
type WebLogin = (typeof identityApi.endpoints.login.Types)['ResultType'];
type WebRiskPackage = (typeof riskApi.endpoints.getRiskPackage.Types)['ResultType'];
type WebCreatedRisk = (typeof riskApi.endpoints.createRisk.Types)['ResultType'];
type WebRiskList = (typeof risksListApi.endpoints.listRiskPackages.Types)['ResultType'];

export type UserFits = Fits<Json<paths['/user']['get']>, WebUser>;
export type LoginFits = Fits<Json<paths['/login']['post']>, WebLogin>;
export type RiskPackageFits = Fits<
  Json<paths['/companies/{companyId}/risks/{riskPackageId}']['get']>,
  WebRiskPackage
>;
export type CreatedRiskFits = Fits<
  Json<paths['/companies/{companyId}/risks']['post'], 201>,
  WebCreatedRisk
>;
export type RiskListFits = Fits<Json<paths['/companies/{companyId}/risks']['get']>, WebRiskList>;

// Identity, companies and authority (decision 180).
type Result<E extends { Types: { ResultType: unknown } }> = E['Types']['ResultType'];
type Company = '/companies/{companyId}';
type Period = '/companies/{companyId}/binding-agreements/{agreementId}/periods/{periodId}';
type EndorsementVersion =
  '/companies/{companyId}/endorsements/{endorsementId}/versions/{versionId}';
export type TwoFactorStatusFits = Fits<
  Json<paths['/two-factor-auth']['get']>,
  Result<typeof twoFactorApi.endpoints.getTwoFactorStatus>
>;
export type RecoveryCodesFits = Fits<
  Json<paths['/two-factor-auth/recovery-codes']['post']>,
  Result<typeof twoFactorApi.endpoints.regenerateRecoveryCodes>
>;
export type HandoffFits = Fits<
  Json<paths['/session/handoffs']['post'], 201>,
  Result<typeof identityApi.endpoints.createSessionHandoff>
>;
export type CompanyFits = Fits<
  Json<paths[Company]['get']>,
  Result<typeof companiesApi.endpoints.getCompany>
>;
export type CompanyByHandleFits = Fits<
  Json<paths['/companies/by-handle/{handle}']['get']>,
  Result<typeof companiesApi.endpoints.getCompanyByHandle>
>;
export type RolesFits = Fits<
  Json<paths[`${Company}/roles`]['get']>,
  Result<typeof companyAdminApi.endpoints.listRoles>
>;
export type CompanyUsersFits = Fits<
  Json<paths[`${Company}/users`]['get']>,
  Result<typeof companyAdminApi.endpoints.listCompanyUsers>
>;
export type InvitationsFits = Fits<
  Json<paths[`${Company}/invitations`]['get']>,
  Result<typeof companyAdminApi.endpoints.listInvitations>
>;
export type InvitationPreviewFits = Fits<
  Json<paths['/invitations/{token}']['get']>,
  Result<typeof invitationsApi.endpoints.getInvitation>
>;
export type SupportFits = Fits<
  Json<paths['/system/companies/{companyId}/support']['get']>,
  Result<typeof supportApi.endpoints.getSupport>
>;
export type CompanyStatusFits = Fits<
  Json<paths['/system/companies/{companyId}/status']['put']>,
  Result<typeof supportApi.endpoints.setCompanyStatus>
>;
export type SyndicatesFits = Fits<
  Json<paths[`${Company}/syndicates`]['get']>,
  Result<typeof syndicatesApi.endpoints.listSyndicates>
>;
export type RiskCodeFits = Fits<
  Json<paths[`${Company}/risk-codes/{riskCodeId}`]['get']>,
  Result<typeof syndicatesApi.endpoints.getRiskCode>
>;
export type AgreementsFits = Fits<
  Json<paths[`${Company}/binding-agreements`]['get']>,
  Result<typeof bindingAgreementsApi.endpoints.listAgreements>
>;
export type PeriodFits = Fits<
  Json<paths[Period]['get']>,
  Result<typeof bindingAgreementsApi.endpoints.getPeriod>
>;
export type EndorsementVersionFits = Fits<
  Json<paths[EndorsementVersion]['get']>,
  Result<typeof endorsementsApi.endpoints.getEndorsementVersion>
>;

// The check can fail: in the tampered document the user's `email` is a number and a risk list row's
// `packageTotalPremium` is gone, so neither fits the web's types.
// @ts-expect-error the API and the web disagree on GET /user
export type TamperedUserFits = Fits<Json<tamperedPaths['/user']['get']>, WebUser>;
type TamperedList = Json<tamperedPaths['/companies/{companyId}/risks']['get']>;
// @ts-expect-error the API and the web disagree on GET /companies/{companyId}/risks
export type TamperedListFits = Fits<TamperedList, WebRiskList>;
