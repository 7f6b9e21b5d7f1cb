import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentBody,
  createRiskBody,
  Permission,
  riskActionBody,
  riskActionParam,
  saveProposalBody,
  updateRiskBody,
  recordKey,
  noContent,
  ratePreviewResponse,
  riskOptionsResponse,
  riskPackageResponse,
} from '@turbine/domain';
import { companyParams } from '../../platform/http/route-params.ts';
import { packageParams, riskParams } from './risk-params.ts';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { withIdempotency } from '../../platform/http/idempotency.ts';
import { onPackage } from './package-gate.ts';
import { createRisk } from './use-cases/create-risk.ts';
import { updateRiskPackage } from './use-cases/edit-risk.ts';
import { previewRating } from './use-cases/preview-rating.ts';
import { riskOptions } from './use-cases/risk-options.ts';
import { saveProposal } from './use-cases/save-proposal.ts';
import { takeRiskAction } from './use-cases/take-risk-action.ts';
import { updateAssignment } from './use-cases/update-assignment.ts';
import { getRiskPackage } from './use-cases/view-risk.ts';

const actionParams = riskParams.extend({ action: riskActionParam });
const ratePreviewBody = z.strictObject({ proposal: z.record(recordKey, z.unknown()).optional() });
const view = { access: access.company('companyId', Permission.ViewRisks) };
const manage = { access: access.company('companyId', Permission.ManageRisks) };

/** Risk packages: options, create, detail, edit, proposals, rating and lifecycle actions (decisions 080, 090). */
export function registerRiskRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/risks';
  // Writes to one package queue in memory before taking a connection (decision 110): a package whose row
  // is held elsewhere ties up at most one pooled connection per node.

  app.get(
    '/companies/:companyId/risk-options',
    { schema: { params: companyParams, response: { 200: riskOptionsResponse } }, config: manage },
    async (req) => riskOptions(ctx, companyOf(req)),
  );
  app.post(
    base,
    {
      schema: {
        params: companyParams,
        body: createRiskBody,
        response: { 201: riskPackageResponse },
      },
      config: manage,
    },
    async (req, reply) =>
      withIdempotency(ctx, req, reply, async () => ({
        status: 201,
        body: await createRisk(ctx, actorOf(req), companyOf(req), req.body),
      })),
  );
  app.get(
    `${base}/:riskPackageId`,
    { schema: { params: packageParams, response: { 200: riskPackageResponse } }, config: view },
    async (req) => getRiskPackage(ctx, actorOf(req), companyOf(req), req.params.riskPackageId),
  );
  app.put(
    `${base}/:riskPackageId`,
    {
      schema: {
        params: packageParams,
        body: updateRiskBody,
        response: { 200: riskPackageResponse },
      },
      config: manage,
    },
    async (req) =>
      onPackage(ctx, req.params.riskPackageId, () =>
        updateRiskPackage(ctx, actorOf(req), companyOf(req), req.params.riskPackageId, req.body),
      ),
  );
  app.put(
    `${base}/:riskPackageId/risks/:riskId/proposal`,
    {
      schema: {
        params: riskParams,
        body: saveProposalBody,
        response: { 200: riskPackageResponse },
      },
      config: manage,
    },
    async (req) =>
      onPackage(ctx, req.params.riskPackageId, () =>
        saveProposal(ctx, actorOf(req), companyOf(req), req.params, req.body),
      ),
  );
  app.post(
    `${base}/:riskPackageId/risks/:riskId/rate`,
    {
      schema: {
        params: riskParams,
        body: ratePreviewBody.optional(),
        response: { 200: ratePreviewResponse },
      },
      config: { ...manage, writes: false },
    },
    async (req) => previewRating(ctx, actorOf(req), companyOf(req), req.params, req.body ?? {}),
  );
  app.post(
    `${base}/:riskPackageId/risks/:riskId/actions/:action`,
    {
      schema: {
        params: actionParams,
        body: riskActionBody.optional(),
        response: { 200: riskPackageResponse, 204: noContent },
      },
      config: manage,
    },
    async (req, reply) =>
      onPackage(ctx, req.params.riskPackageId, () =>
        withIdempotency(ctx, req, reply, () =>
          takeRiskAction(
            ctx,
            actorOf(req),
            companyOf(req),
            req.params,
            req.params.action,
            req.body ?? { reasonForCancellation: null, afsOverrideReason: null },
          ),
        ),
      ),
  );
  app.put(
    `${base}/:riskPackageId/assignment`,
    {
      schema: {
        params: packageParams,
        body: assignmentBody,
        response: { 200: riskPackageResponse },
      },
      config: manage,
    },
    async (req) =>
      onPackage(ctx, req.params.riskPackageId, () =>
        updateAssignment(ctx, actorOf(req), companyOf(req), req.params.riskPackageId, req.body),
      ),
  );
}
