import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerClaimFileRoutes } from './claim-files.routes.ts';
import { registerClaimRoutes } from './claims.routes.ts';
import { openClaimCondition } from './claims.repository.ts';
import { registerRiskListFilter } from '../risks/index.ts';

/**
 * Incidents and claims (DESIGN §2 "claims"; issue 16, decision 120): reported against bound policies,
 * accepted or declined by the underwriting agency, worked by the appointed legal firm. Uses risks and
 * collaboration through their index files; neither imports it.
 */
export function registerClaimsModule(app: FastifyInstance, ctx: AppContext): void {
  registerClaimRoutes(app, ctx);
  registerClaimFileRoutes(app, ctx);
  registerRiskListFilter('hasOpenClaims', openClaimCondition);
}

/** For a claims bordereau (decision 120): claims and their cumulated movements per binding agreement and month. */
export { claimMovementsForAgreementMonth } from './claim-movements.repository.ts';

/** Which claims a company counts in its dashboards' figures (decision 142): SQL on `c` (claims) and `p` (its package). */
export { claimFiguresCondition } from './claims.repository.ts';
