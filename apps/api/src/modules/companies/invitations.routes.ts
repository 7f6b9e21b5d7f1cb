import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationBody,
  createInvitationBody,
  invitationListResponse,
  invitationPreviewResponse,
  invitationResponse,
  noContent,
  pageQuery,
  Permission,
  userResponse,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { signIn } from '../identity/index.ts';
import { acceptInvitation, previewInvitation } from './invitation-acceptance.service.ts';
import { createInvitation, listInvitations, revokeInvitation } from './invitations.service.ts';
import { companyParams, invitationParams, invitationTokenParams } from './route-params.ts';

const listQuery = pageQuery
  .extend({ status: z.enum(['pending', 'accepted', 'expired', 'revoked']).optional() })
  .strict();
// The creating company invites the first administrator of a company it created (§6 handover).
const manageInvitations = access.company('companyId', Permission.ManageInvitations, {
  allowCreator: true,
});

/** Invitations: managed by the company; previewed and accepted through the emailed link. */
export function registerInvitationRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/companies/:companyId/invitations',
    {
      schema: {
        params: companyParams,
        querystring: listQuery,
        response: { 200: invitationListResponse },
      },
      config: { access: manageInvitations },
    },
    async (req) => listInvitations(ctx, actorOf(req), companyOf(req), req.query),
  );

  app.post(
    '/companies/:companyId/invitations',
    {
      schema: {
        params: companyParams,
        body: createInvitationBody,
        response: { 201: invitationResponse },
      },
      config: { access: manageInvitations },
    },
    async (req, reply) =>
      reply.status(201).send(await createInvitation(ctx, actorOf(req), companyOf(req), req.body)),
  );

  app.delete(
    '/companies/:companyId/invitations/:invitationId',
    {
      schema: { params: invitationParams, response: { 204: noContent } },
      config: { access: manageInvitations },
    },
    async (req, reply) => {
      await revokeInvitation(ctx, actorOf(req), companyOf(req), req.params.invitationId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/invitations/:token',
    {
      schema: { params: invitationTokenParams, response: { 200: invitationPreviewResponse } },
      config: { access: access.public },
    },
    async (req) => previewInvitation(ctx, req.params.token),
  );

  // A signed-in invitee may post no body at all (Fastify then hands over null).
  app.post(
    '/invitations/:token/accept',
    {
      schema: {
        params: invitationTokenParams,
        body: acceptInvitationBody.nullish(),
        response: { 200: userResponse },
      },
      config: { access: access.public },
    },
    async (req, reply) => {
      const { user, session } = await acceptInvitation(
        ctx,
        req.actor,
        req.params.token,
        req.body ?? {},
        { ip: req.ip, userAgent: req.headers['user-agent'] },
      );
      if (session) {
        // A new account is signed in at once, with a fresh CSRF token as on login.
        signIn(ctx, req, reply, session);
      }
      return user;
    },
  );
}
