/**
 * The web's own types against a client generated from `/docs/json` with openapi-typescript (decision 158).
 *
 * `apps/api/src/platform/http/openapi-client.test.ts` generates `generated/openapi.ts` from the running
 * API's document (and `generated/tampered.ts` from a copy with one field's type changed), then runs
 * `tsc -p apps/web/openapi-contract`. Each line below says: what the API documents for the call is
 * assignable to the result type the web's RTK Query endpoint declares. A field the web reads that the
 * API does not send, or sends with another type, is a compile error here.
 */
import type { identityApi } from '../src/features/identity/api/identity-api.ts';
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

// The check can fail: in the tampered document the user's `email` is a number and a risk list row's
// `packageTotalPremium` is gone, so neither fits the web's types.
// @ts-expect-error the API and the web disagree on GET /user
export type TamperedUserFits = Fits<Json<tamperedPaths['/user']['get']>, WebUser>;
type TamperedList = Json<tamperedPaths['/companies/{companyId}/risks']['get']>;
// @ts-expect-error the API and the web disagree on GET /companies/{companyId}/risks
export type TamperedListFits = Fits<TamperedList, WebRiskList>;
