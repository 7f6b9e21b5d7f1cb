import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idSchema,
  manualAdjustmentBody,
  manualAdjustmentOut,
  manualAdjustmentsResponse,
  noContent,
  Permission,
  ratingResultOut,
  riskEndorsementOut,
  riskEndorsementsResponse,
} from '@turbine/domain';
import { riskParams } from '../risk-params.ts';
import { onPackage } from '../package-gate.ts';
import type { AppContext } from '../../../platform/context.ts';
import { access } from '../../../platform/http/access.ts';
import { actorOf, companyOf } from '../../../platform/http/guard.ts';
import {
  addRiskEndorsement,
  listRiskEndorsements,
  removeRiskEndorsement,
} from './endorsements.service.ts';
import { addAdjustment, listAdjustments, ratingTrace } from './adjustments.service.ts';

const view = { access: access.company('companyId', Permission.ViewRisks) };
const manage = { access: access.company('companyId', Permission.ManageRisks) };

/** The underwriter's working on a risk: manual adjustments, endorsements, rating trace (decision 090). */
export function registerAdjustmentRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const pkg = '/companies/:companyId/risks/:riskPackageId';

  app.get(
    `${pkg}/risks/:riskId/adjustments`,
    {
      schema: { params: riskParams, response: { 200: manualAdjustmentsResponse } },
      config: manage,
    },
    async (req) =>
      listAdjustments(ctx, companyOf(req), req.params.riskPackageId, req.params.riskId),
  );
  app.post(
    `${pkg}/risks/:riskId/adjustments`,
    {
      schema: {
        params: riskParams,
        body: manualAdjustmentBody,
        response: { 201: manualAdjustmentOut },
      },
      config: manage,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await onPackage(ctx, req.params.riskPackageId, () =>
            addAdjustment(
              ctx,
              actorOf(req),
              companyOf(req),
              req.params.riskPackageId,
              req.params.riskId,
              req.body,
            ),
          ),
        ),
  );

  app.get(
    `${pkg}/risks/:riskId/endorsements`,
    { schema: { params: riskParams, response: { 200: riskEndorsementsResponse } }, config: view },
    async (req) =>
      listRiskEndorsements(ctx, companyOf(req), req.params.riskPackageId, req.params.riskId),
  );
  app.post(
    `${pkg}/risks/:riskId/endorsements`,
    {
      schema: {
        params: riskParams,
        body: z.object({ endorsementId: z.number().int().positive() }),
        response: { 201: riskEndorsementOut },
      },
      config: manage,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await onPackage(ctx, req.params.riskPackageId, () =>
            addRiskEndorsement(
              ctx,
              actorOf(req),
              companyOf(req),
              req.params.riskPackageId,
              req.params.riskId,
              req.body.endorsementId,
            ),
          ),
        ),
  );
  app.delete(
    `${pkg}/risks/:riskId/endorsements/:id`,
    {
      schema: { params: riskParams.extend({ id: idSchema }), response: { 204: noContent } },
      config: manage,
    },
    async (req, reply) => {
      await onPackage(ctx, req.params.riskPackageId, () =>
        removeRiskEndorsement(
          ctx,
          actorOf(req),
          companyOf(req),
          req.params.riskPackageId,
          req.params.riskId,
          req.params.id,
        ),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${pkg}/risks/:riskId/transactions/:transactionId/rating`,
    {
      schema: {
        params: riskParams.extend({ transactionId: idSchema }),
        response: { 200: ratingResultOut },
      },
      config: view,
    },
    async (req) =>
      ratingTrace(
        ctx,
        companyOf(req),
        req.params.riskPackageId,
        req.params.riskId,
        req.params.transactionId,
      ),
  );
}
