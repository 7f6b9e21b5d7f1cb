import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityKinds,
  declarationBody,
  declarationResponse,
  interestedPartiesResponse,
  interestedPartyOut,
  noContent,
  riskActivitiesResponse,
  riskActivityOut,
  idSchema,
  interestedPartyBody,
  Permission,
  postTextBody,
  type ActivityKind,
} from '@turbine/domain';
import { onPackage, packageParams } from '../risks/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { postNote } from './add-note.service.ts';
import { registerClientAccessRoutes } from './client-access.routes.ts';
import { registerClientPortalRoutes } from './client-portal.routes.ts';
import { confirmDeclaration } from './confirm-declaration.service.ts';
import {
  deleteInterestedParty,
  listInterestedParties,
  saveInterestedParty,
} from './interested-parties.service.ts';
import { listActivities } from './list-timeline.service.ts';
import { postMessage } from './post-message.service.ts';
import { registerRiskFileRoutes } from './risk-files.routes.ts';

const partyParams = packageParams.extend({ partyId: idSchema });
const kindsQuery = z.object({
  kinds: z
    .string()
    .trim()
    .max(100)
    .refine(
      (v) =>
        v === '' ||
        v.split(',').every((k) => (activityKinds as readonly string[]).includes(k.trim())),
      { error: `Choose from ${activityKinds.join(', ')}.` },
    )
    .transform((v) => (v === '' ? [] : v.split(',').map((k) => k.trim() as ActivityKind)))
    .optional(),
});
const view = { access: access.company('companyId', Permission.ViewRisks) };
const manage = { access: access.company('companyId', Permission.ManageRisks) };

/** A risk package's collaboration (DESIGN §2, decision 090): declaration, interested parties, timeline, messages, notes, files and the client's access. */
export function registerCollaborationRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const pkg = '/companies/:companyId/risks/:riskPackageId';

  app.post(
    `${pkg}/declaration`,
    {
      schema: {
        params: packageParams,
        body: declarationBody,
        response: { 200: declarationResponse },
      },
      config: manage,
    },
    async (req) =>
      onPackage(ctx, req.params.riskPackageId, () =>
        confirmDeclaration(ctx, actorOf(req), companyOf(req), req.params.riskPackageId),
      ),
  );

  app.get(
    `${pkg}/interested-parties`,
    {
      schema: { params: packageParams, response: { 200: interestedPartiesResponse } },
      config: view,
    },
    async (req) => listInterestedParties(ctx, companyOf(req), req.params.riskPackageId),
  );
  app.post(
    `${pkg}/interested-parties`,
    {
      schema: {
        params: packageParams,
        body: interestedPartyBody,
        response: { 201: interestedPartyOut },
      },
      config: manage,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await onPackage(ctx, req.params.riskPackageId, () =>
            saveInterestedParty(
              ctx,
              actorOf(req),
              companyOf(req),
              req.params.riskPackageId,
              null,
              req.body,
            ),
          ),
        ),
  );
  app.put(
    `${pkg}/interested-parties/:partyId`,
    {
      schema: {
        params: partyParams,
        body: interestedPartyBody,
        response: { 200: interestedPartyOut },
      },
      config: manage,
    },
    async (req) =>
      onPackage(ctx, req.params.riskPackageId, () =>
        saveInterestedParty(
          ctx,
          actorOf(req),
          companyOf(req),
          req.params.riskPackageId,
          req.params.partyId,
          req.body,
        ),
      ),
  );
  app.delete(
    `${pkg}/interested-parties/:partyId`,
    { schema: { params: partyParams, response: { 204: noContent } }, config: manage },
    async (req, reply) => {
      await onPackage(ctx, req.params.riskPackageId, () =>
        deleteInterestedParty(
          ctx,
          actorOf(req),
          companyOf(req),
          req.params.riskPackageId,
          req.params.partyId,
        ),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${pkg}/activities`,
    {
      schema: {
        params: packageParams,
        querystring: kindsQuery,
        response: { 200: riskActivitiesResponse },
      },
      config: view,
    },
    async (req) => listActivities(ctx, companyOf(req), req.params.riskPackageId, req.query.kinds),
  );
  app.post(
    `${pkg}/messages`,
    {
      schema: { params: packageParams, body: postTextBody, response: { 201: riskActivityOut } },
      config: manage,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await onPackage(ctx, req.params.riskPackageId, () =>
            postMessage(ctx, actorOf(req), companyOf(req), req.params.riskPackageId, req.body.body),
          ),
        ),
  );
  app.post(
    `${pkg}/notes`,
    {
      schema: { params: packageParams, body: postTextBody, response: { 201: riskActivityOut } },
      config: manage,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await onPackage(ctx, req.params.riskPackageId, () =>
            postNote(ctx, actorOf(req), companyOf(req), req.params.riskPackageId, req.body.body),
          ),
        ),
  );

  registerRiskFileRoutes(app, ctx);
  registerClientAccessRoutes(app, ctx);
  registerClientPortalRoutes(app, ctx);
}
