import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuery, smsOutboxResponse } from '@turbine/domain';
import type { AppContext } from '../context.ts';
import { access } from '../http/access.ts';

const epoch = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** The SMS outbox, readable by the system company like the mail outbox (decision 123). */
export function registerSmsRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sms-outbox',
    {
      schema: { querystring: pageQuery, response: { 200: smsOutboxResponse } },
      config: { access: access.system },
    },
    async (req) => {
      const { rows, total } = await ctx.sms.list(req.query.page, req.query.perPage);
      return {
        data: rows.map((m) => ({
          id: m.id,
          to: m.toNumber,
          body: m.body,
          status: m.status,
          attempts: m.attempts,
          lastError: m.lastError,
          createdAt: epoch(m.createdAt),
          sentAt: epoch(m.sentAt),
        })),
        meta: { page: req.query.page, perPage: req.query.perPage, total },
      };
    },
  );
}
