import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, systemJobDto, systemJobListQuery, systemJobParams } from '@turbine/domain';
import type { AppContext } from '../context.ts';
import { access } from '../http/access.ts';
import { cancelSystemJob, listSystemJobs, retrySystemJob } from './system-jobs.service.ts';

const system = { access: access.system };

/** The system operator's Jobs page (decision 106): pg-boss's jobs, with retry and cancel. */
export function registerSystemJobRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/system/jobs',
    {
      schema: {
        querystring: systemJobListQuery,
        response: { 200: z.object({ data: z.array(systemJobDto) }) },
      },
      config: system,
    },
    async (req) => ({ data: await listSystemJobs(ctx, req.query) }),
  );
  app.post(
    '/system/jobs/:queue/:id/retry',
    { schema: { params: systemJobParams, response: { 204: noContent } }, config: system },
    async (req, reply) => {
      await retrySystemJob(ctx, req.params.queue, req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/system/jobs/:queue/:id/cancel',
    { schema: { params: systemJobParams, response: { 204: noContent } }, config: system },
    async (req, reply) => {
      await cancelSystemJob(ctx, req.params.queue, req.params.id);
      return reply.status(204).send(null);
    },
  );
}
