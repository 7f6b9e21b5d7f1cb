import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuery, mailOutboxResponse } from '@turbine/domain';
import type { AppContext } from '../context.ts';
import { access } from '../http/access.ts';
import { redactLinksInText } from '../http/log-redaction.ts';

const epoch = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** The outbox, readable by the system company (DESIGN §3: mail is shown in the app without SMTP). */
export function registerMailRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/mail-outbox',
    {
      schema: { querystring: pageQuery, response: { 200: mailOutboxResponse } },
      config: { access: access.system },
    },
    async (req) => {
      const { rows, total } = await ctx.mailer.list(req.query.page, req.query.perPage);
      return {
        data: rows.map((m) => ({
          id: m.id,
          to: m.toAddress,
          subject: m.subject,
          // The operator reads the outbox, not the recipient: a link's live token is not theirs to use.
          text: redactLinksInText(m.textBody),
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
