import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineBoundPolicyExport } from './bound-policy-report-export.ts';
import { registerBoundPolicyReportRoutes } from './bound-policy-report.routes.ts';
import { registerDashboardRoutes } from './dashboards/dashboards.routes.ts';

/**
 * Insight (DESIGN §2 "insight": dashboards, widgets, reports, bordereaux): the streamed bound-policy
 * report (decision 092) and dashboards with widgets (decision 139). Reads the risk aggregate through risks/index.ts; risks never imports it.
 */
export function registerInsightModule(app: FastifyInstance, ctx: AppContext): void {
  registerBoundPolicyReportRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
  defineBoundPolicyExport(ctx);
}
