import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileResponse, idSchema, jobListQuery, jobRunDto } from '@turbine/domain';
import type { AppContext } from '../context.ts';
import { access } from '../http/access.ts';
import { actorOf } from '../http/guard.ts';
import { presentJobRun } from './job-runs.presenter.ts';
import { cancelJobRun, jobRunResult, listMyJobRuns, visibleJobRun } from './job-runs.service.ts';

const jobParams = z.object({ jobId: idSchema.max(2_147_483_647) });
const user = { access: access.user };

/** Tracked jobs (decision 106): state, the caller's active jobs, cancel, and the produced file. */
export function registerJobRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/jobs',
    {
      schema: {
        querystring: jobListQuery,
        response: { 200: z.object({ data: z.array(jobRunDto) }) },
      },
      config: user,
    },
    async (req) => ({
      data: (await listMyJobRuns(ctx, actorOf(req), req.query)).map(presentJobRun),
    }),
  );
  app.get(
    '/jobs/:jobId',
    { schema: { params: jobParams, response: { 200: jobRunDto } }, config: user },
    async (req) => presentJobRun(await visibleJobRun(ctx, actorOf(req), req.params.jobId)),
  );
  app.post(
    '/jobs/:jobId/cancel',
    { schema: { params: jobParams, response: { 200: jobRunDto } }, config: user },
    async (req) => presentJobRun(await cancelJobRun(ctx, actorOf(req), req.params.jobId)),
  );
  app.get(
    '/jobs/:jobId/result',
    {
      schema: {
        params: jobParams,
        response: {
          200: fileResponse(
            'The file the job produced (a CSV or spreadsheet export), as an attachment',
          ),
        },
      },
      config: user,
    },
    async (req, reply) => {
      const file = await jobRunResult(ctx, actorOf(req), req.params.jobId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', disposition(file.name))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}

/** `filename` for ASCII clients and `filename*` (RFC 5987) for the exact name. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\w.\- ]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
