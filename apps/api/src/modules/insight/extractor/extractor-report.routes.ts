import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { extractorReportBody, jobRunDto, Permission } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { access } from '../../../platform/http/access.ts';
import { actorOf, companyOf } from '../../../platform/http/guard.ts';
import { companyParams } from '../../../platform/http/route-params.ts';
import { presentJobRun } from '../../../platform/jobs/job-runs.presenter.ts';
import { startExtractorReport } from './extractor-report.ts';

/** The extractor report (spec §1/§2 Company Reports, ExecuteCompanyReports; decision 189). */
export function registerExtractorReportRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/companies/:companyId/report/extracts',
    {
      schema: {
        description:
          'Starts the extractor report: the transactions bound in the range with the chosen columns and filters, as CSV or XLSX, made by a background job whose file the Jobs list downloads.',
        params: companyParams,
        body: extractorReportBody,
        response: { 202: jobRunDto },
      },
      config: { access: access.company('companyId', Permission.ExecuteCompanyReports) },
    },
    async (req, reply) => {
      const run = await startExtractorReport(ctx, actorOf(req), companyOf(req), req.body);
      return reply.status(202).send(presentJobRun(run));
    },
  );
}
