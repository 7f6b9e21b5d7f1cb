import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityKinds,
  declarationBody,
  idSchema,
  interestedPartyBody,
  manualAdjustmentBody,
  Permission,
  postTextBody,
  sendToClientBody,
  type ActivityKind,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import {
  addRiskEndorsement,
  listRiskEndorsements,
  removeRiskEndorsement,
} from './adjustments-endorsements.service.ts';
import { addAdjustment, listAdjustments, ratingTrace } from './adjustments.service.ts';
import { revokeClientAccess, sendToClient } from './client-access.service.ts';
import { registerClientRoutes } from './client.routes.ts';
import {
  confirmDeclaration,
  deleteInterestedParty,
  listInterestedParties,
  saveInterestedParty,
} from './collab-parties.service.ts';
import { listActivities, postMessage, postNote } from './collab-timeline.service.ts';
import { registerRiskFileRoutes } from './risk-files.routes.ts';
import { registerStatusRoutes } from './statuses.routes.ts';

const pkgParams = z.object({ companyId: idSchema, riskPackageId: idSchema });
const partyParams = pkgParams.extend({ partyId: idSchema });
const riskParams = pkgParams.extend({ riskId: idSchema });
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

/** Send to client, declaration, interested parties, timeline, messages, notes, files, manual adjustments, endorsements, rating trace and underwriting statuses (decision 090). */
export function registerCollaborationRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const pkg = '/companies/:companyId/risks/:riskPackageId';

  app.post(
    `${pkg}/send-to-client`,
    { schema: { params: pkgParams, body: sendToClientBody }, config: manage },
    async (req) =>
      sendToClient(ctx, actorOf(req), companyOf(req), req.params.riskPackageId, req.body),
  );
  app.delete(
    `${pkg}/client-access`,
    { schema: { params: pkgParams }, config: manage },
    async (req, reply) => {
      await revokeClientAccess(ctx, actorOf(req), companyOf(req), req.params.riskPackageId);
      return reply.status(204).send();
    },
  );
  app.post(
    `${pkg}/declaration`,
    { schema: { params: pkgParams, body: declarationBody }, config: manage },
    async (req) => confirmDeclaration(ctx, actorOf(req), companyOf(req), req.params.riskPackageId),
  );

  app.get(
    `${pkg}/interested-parties`,
    { schema: { params: pkgParams }, config: view },
    async (req) => listInterestedParties(ctx, companyOf(req), req.params.riskPackageId),
  );
  app.post(
    `${pkg}/interested-parties`,
    { schema: { params: pkgParams, body: interestedPartyBody }, config: manage },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await saveInterestedParty(
            ctx,
            actorOf(req),
            companyOf(req),
            req.params.riskPackageId,
            null,
            req.body,
          ),
        ),
  );
  app.put(
    `${pkg}/interested-parties/:partyId`,
    { schema: { params: partyParams, body: interestedPartyBody }, config: manage },
    async (req) =>
      saveInterestedParty(
        ctx,
        actorOf(req),
        companyOf(req),
        req.params.riskPackageId,
        req.params.partyId,
        req.body,
      ),
  );
  app.delete(
    `${pkg}/interested-parties/:partyId`,
    { schema: { params: partyParams }, config: manage },
    async (req, reply) => {
      await deleteInterestedParty(
        ctx,
        actorOf(req),
        companyOf(req),
        req.params.riskPackageId,
        req.params.partyId,
      );
      return reply.status(204).send();
    },
  );

  app.get(
    `${pkg}/activities`,
    { schema: { params: pkgParams, querystring: kindsQuery }, config: view },
    async (req) => listActivities(ctx, companyOf(req), req.params.riskPackageId, req.query.kinds),
  );
  app.post(
    `${pkg}/messages`,
    { schema: { params: pkgParams, body: postTextBody }, config: manage },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await postMessage(
            ctx,
            actorOf(req),
            companyOf(req),
            req.params.riskPackageId,
            req.body.body,
          ),
        ),
  );
  app.post(
    `${pkg}/notes`,
    { schema: { params: pkgParams, body: postTextBody }, config: manage },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await postNote(
            ctx,
            actorOf(req),
            companyOf(req),
            req.params.riskPackageId,
            req.body.body,
          ),
        ),
  );

  app.get(
    `${pkg}/risks/:riskId/adjustments`,
    { schema: { params: riskParams }, config: manage },
    async (req) =>
      listAdjustments(ctx, companyOf(req), req.params.riskPackageId, req.params.riskId),
  );
  app.post(
    `${pkg}/risks/:riskId/adjustments`,
    { schema: { params: riskParams, body: manualAdjustmentBody }, config: manage },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await addAdjustment(
            ctx,
            actorOf(req),
            companyOf(req),
            req.params.riskPackageId,
            req.params.riskId,
            req.body,
          ),
        ),
  );

  app.get(
    `${pkg}/risks/:riskId/endorsements`,
    { schema: { params: riskParams }, config: view },
    async (req) =>
      listRiskEndorsements(ctx, companyOf(req), req.params.riskPackageId, req.params.riskId),
  );
  app.post(
    `${pkg}/risks/:riskId/endorsements`,
    {
      schema: {
        params: riskParams,
        body: z.object({ endorsementId: z.number().int().positive() }),
      },
      config: manage,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await addRiskEndorsement(
            ctx,
            actorOf(req),
            companyOf(req),
            req.params.riskPackageId,
            req.params.riskId,
            req.body.endorsementId,
          ),
        ),
  );
  app.delete(
    `${pkg}/risks/:riskId/endorsements/:id`,
    { schema: { params: riskParams.extend({ id: idSchema }) }, config: manage },
    async (req, reply) => {
      await removeRiskEndorsement(
        ctx,
        actorOf(req),
        companyOf(req),
        req.params.riskPackageId,
        req.params.riskId,
        req.params.id,
      );
      return reply.status(204).send();
    },
  );

  app.get(
    `${pkg}/risks/:riskId/transactions/:transactionId/rating`,
    { schema: { params: riskParams.extend({ transactionId: idSchema }) }, config: view },
    async (req) =>
      ratingTrace(
        ctx,
        companyOf(req),
        req.params.riskPackageId,
        req.params.riskId,
        req.params.transactionId,
      ),
  );

  registerRiskFileRoutes(app, ctx);
  registerStatusRoutes(app, ctx);
  registerClientRoutes(app, ctx);
}
