import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, sessionHandoffRedirect, sessionHandoffResponse } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { setSessionCookie } from '../../platform/http/cookies.ts';
import { issueXsrfToken } from '../../platform/http/csrf.ts';
import { actorOf } from '../../platform/http/guard.ts';
import {
  createSessionHandoff,
  exchangeSessionHandoff,
  isDeploymentOrigin,
} from './session-handoff.service.ts';

const createBody = z.strictObject({ companyId: idSchema, host: z.string().min(1).max(255) });
const exchangeBody = z.strictObject({
  token: z.string().min(1).max(200),
  // Where to land on the new host: a path of this site only, never `//elsewhere`.
  next: z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])/)
    .optional(),
});

/**
 * Moving between hosts of the deployment while signed in (decision 114). A session cookie cannot be
 * shared by `localhost` and `acme.localhost` (browsers refuse `Domain=localhost`), so the page asks
 * its own host for a one-minute, single-use token and posts it to the target host, which answers
 * with a session of its own.
 */
export function registerSessionHandoffRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/session/handoffs',
    {
      schema: { body: createBody, response: { 201: sessionHandoffResponse } },
      config: { access: access.user },
    },
    async (req, reply) =>
      reply.status(201).send(await createSessionHandoff(ctx, actorOf(req), req.body)),
  );

  // A top-level form post from another host of the deployment: it has no XSRF cookie of this host
  // yet, so the guard checks the Origin header instead (a page elsewhere cannot forge it).
  app.post(
    '/session/handoff',
    {
      schema: { body: exchangeBody, response: { 303: sessionHandoffRedirect } },
      config: { access: access.public, formBody: true, csrf: 'origin' },
    },
    async (req, reply) => {
      if (!isDeploymentOrigin(req.headers.origin, ctx.config.ROOT_HOST))
        return reply.redirect('/login?handoff=refused', 303);
      const result = await exchangeSessionHandoff(ctx, req.body.token, req.hostname, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      if (!result) return reply.redirect('/login?handoff=expired', 303);
      setSessionCookie(req, reply, ctx.config, result.session.token, result.session.maxAgeSeconds);
      issueXsrfToken(req, reply, ctx.config);
      const next = new URL(req.body.next ?? '/', 'http://host');
      next.searchParams.set('representingCompanyId', String(result.companyId));
      return reply.redirect(`${next.pathname}${next.search}`, 303);
    },
  );
}
