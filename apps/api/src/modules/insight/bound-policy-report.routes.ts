import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boundPolicyExportBody,
  boundPolicyReportResponse,
  boundPolicyReportQuery,
  jobRunDto,
  Messages,
  Permission,
} from '@turbine/domain';
import { companyParams } from '../../platform/http/route-params.ts';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { presentJobRun } from '../../platform/jobs/job-runs.presenter.ts';
import { startBoundPolicyExport } from './bound-policy-report-export.ts';
import { boundPolicyReport, ReportMessages } from './bound-policy-report.service.ts';

// The contract's query, with the spec's 'Required' for a missing date instead of a coercion message.
const epochSeconds = z
  .string({ error: Messages.required })
  .regex(/^\d{1,12}$/, { error: ReportMessages.invalidDate })
  .transform(Number);
const reportQuery = boundPolicyReportQuery.extend({
  date_from: epochSeconds,
  date_to: epochSeconds,
});

/** The bound-policy report (§2, §5, §7, §9; decision 092). */
export function registerBoundPolicyReportRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/companies/:companyId/report/bound-policies',
    {
      schema: {
        params: companyParams,
        querystring: reportQuery,
        response: { 200: boundPolicyReportResponse },
      },
      config: { access: access.company('companyId', Permission.ExecuteCompanyReports) },
    },
    async (req, reply) => {
      const file = await boundPolicyReport(ctx, companyOf(req), req.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
  // The same report as a CSV file made by a background job with progress (decision 106).
  app.post(
    '/companies/:companyId/report/bound-policies/exports',
    {
      schema: { params: companyParams, body: boundPolicyExportBody, response: { 202: jobRunDto } },
      config: { access: access.company('companyId', Permission.ExecuteCompanyReports) },
    },
    async (req, reply) => {
      const run = await startBoundPolicyExport(ctx, actorOf(req), companyOf(req), req.body);
      return reply.status(202).send(presentJobRun(run));
    },
  );
}
