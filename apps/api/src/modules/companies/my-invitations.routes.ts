import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, myInvitationListResponse, noContent } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf } from '../../platform/http/guard.ts';
import { listMyInvitations, resendMyInvitation } from './my-invitations.service.ts';

/** The signed-in user's own pending invitations (§2 Welcome, decision 231); no company is acted for. */
export function registerMyInvitationRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user/invitations',
    {
      schema: { response: { 200: myInvitationListResponse } },
      config: { access: access.user },
    },
    async (req) => ({ data: await listMyInvitations(ctx, actorOf(req)) }),
  );

  app.post(
    '/user/invitations/:invitationId/resend',
    {
      schema: {
        params: z.object({ invitationId: idSchema }),
        response: { 204: noContent },
      },
      config: { access: access.user },
    },
    async (req, reply) => {
      await resendMyInvitation(ctx, actorOf(req), req.params.invitationId);
      return reply.status(204).send(null);
    },
  );
}
