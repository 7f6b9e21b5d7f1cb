import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerAgreementRoutes } from './agreements.routes.ts';
import { registerClauseRoutes } from './clauses/clauses.routes.ts';
import { registerEndorsementRoutes } from './endorsements/endorsements.routes.ts';
import { registerPeriodContentRoutes } from './period-contents.routes.ts';
import { registerPeriodRoutes } from './periods.routes.ts';
import { registerRiskCodeRoutes } from './risk-codes.routes.ts';
import { registerSyndicateRoutes } from './syndicates.routes.ts';

/** Every authority route: syndicates, risk codes, binding agreements with periods and their contents, endorsements. */
export function registerAuthorityRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSyndicateRoutes(app, ctx);
  registerRiskCodeRoutes(app, ctx);
  registerAgreementRoutes(app, ctx);
  registerPeriodRoutes(app, ctx);
  registerPeriodContentRoutes(app, ctx);
  registerEndorsementRoutes(app, ctx);
  registerClauseRoutes(app, ctx);
}
