import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineBoundPolicyExport } from './bound-policy-report-export.ts';
import { registerBoundPolicyReportRoutes } from './bound-policy-report.routes.ts';
import { registerDashboardRoutes } from './dashboards/dashboards.routes.ts';
import { defineBordereauxJob } from './bordereaux/bordereaux.job.ts';
import { registerBordereauRoutes } from './bordereaux/bordereaux.routes.ts';
import { defineExtractorReport } from './extractor/extractor-report.ts';
import { registerExtractorReportRoutes } from './extractor/extractor-report.routes.ts';
import { RISK_PREMIUM_WRITTEN_TOPIC } from '../risks/index.ts';
import { registerBinderUtilisationRoutes } from './utilisation/binder-utilisation.routes.ts';
import { checkNotifiableCrossings } from './utilisation/notifiable-crossings.ts';

/**
 * Insight (DESIGN §2 "insight": dashboards, widgets, reports, bordereaux): the streamed bound-policy
 * report (decision 092) and dashboards with widgets (decision 139), premium bordereaux (decision 151), the extractor report and XLSX files (decision 189). Reads the risk aggregate through risks/index.ts; risks never imports it.
 */
export function registerInsightModule(app: FastifyInstance, ctx: AppContext): void {
  registerBoundPolicyReportRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
  defineBoundPolicyExport(ctx);
  registerBordereauRoutes(app, ctx);
  defineBordereauxJob(ctx);
  registerExtractorReportRoutes(app, ctx);
  defineExtractorReport(ctx);
  registerBinderUtilisationRoutes(app, ctx);
  // Binder utilisation's notifiable limit, checked after each bind (decision 209).
  ctx.outbox.handle(RISK_PREMIUM_WRITTEN_TOPIC, async (tx, payload, after) => {
    await checkNotifiableCrossings(
      ctx,
      tx,
      after,
      (payload as { riskPackageId: number }).riskPackageId,
    );
  });
}
