import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientCredentialResponse,
  idSchema,
  noContent,
  Permission,
  userSessionsResponse,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { clearSessionCookie } from '../../platform/http/cookies.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { issueClientCredential, temporaryAccessFor } from './temporary-token.ts';
import {
  endMemberSessions,
  endOtherSessions,
  endSession,
  listSessions,
} from './user-sessions.service.ts';

const sessionParams = z.object({ sessionId: z.string().regex(/^[0-9a-f]{64}$/) });
const memberParams = z.object({ companyId: idSchema, userId: idSchema });

/**
 * Account → Sessions, a company admin ending a member's sessions, and the client link's exchange for a
 * credential the page keeps instead of the link (issue 26, decision 101).
 */
export function registerSessionRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user/sessions',
    { schema: { response: { 200: userSessionsResponse } }, config: { access: access.user } },
    async (req) => listSessions(ctx, actorOf(req)),
  );

  app.delete(
    '/user/sessions',
    { schema: { response: { 204: noContent } }, config: { access: access.user } },
    async (req, reply) => {
      await endOtherSessions(ctx, actorOf(req));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/user/sessions/:sessionId',
    {
      schema: { params: sessionParams, response: { 204: noContent } },
      config: { access: access.user },
    },
    async (req, reply) => {
      const { wasCurrent } = await endSession(ctx, actorOf(req), req.params.sessionId);
      if (wasCurrent) clearSessionCookie(req, reply, ctx.config);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/companies/:companyId/users/:userId/sessions',
    {
      schema: { params: memberParams, response: { 204: noContent } },
      config: { access: access.company('companyId', Permission.ManageCompanyUsers) },
    },
    async (req, reply) => {
      await endMemberSessions(ctx, actorOf(req), companyOf(req), req.params.userId);
      return reply.status(204).send(null);
    },
  );

  // The client's page trades the link's token (X-Temporary-Token) for a credential at once, then drops
  // the token from its address bar; the credential is sent in the same header from then on.
  app.post(
    '/client/session',
    { schema: { response: { 200: clientCredentialResponse } }, config: { access: access.user } },
    async (req) => issueClientCredential(ctx, actorOf(req), temporaryAccessFor(req)),
  );
}
