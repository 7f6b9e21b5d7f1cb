import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerCollaborationRoutes } from './collaboration.routes.ts';
import { registerPolicyRoutes } from './policy.routes.ts';
import { registerReportRoutes } from './report.routes.ts';
import { registerRiskListRoutes } from './risk-list.routes.ts';
import { registerRiskRoutes } from './risks.routes.ts';

/** The risks capability (DESIGN §3 module "risks"; decisions 080 and 090). */
export function registerRisksModule(app: FastifyInstance, ctx: AppContext): void {
  registerRiskListRoutes(app, ctx);
  registerRiskRoutes(app, ctx);
  registerCollaborationRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerPolicyRoutes(app, ctx);
}
