import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idSchema,
  Permission,
  underwritingStatusBody,
  noContent,
  packageUnderwritingStatusResponse,
  underwritingStatusesResponse,
  underwritingStatusOut,
} from '@turbine/domain';
import { companyParams } from '../../../platform/http/route-params.ts';
import { packageParams } from '../risk-params.ts';
import { onPackage } from '../package-gate.ts';
import type { AppContext } from '../../../platform/context.ts';
import { access } from '../../../platform/http/access.ts';
import { actorOf, companyOf } from '../../../platform/http/guard.ts';
import {
  deleteUnderwritingStatus,
  listUnderwritingStatuses,
  saveUnderwritingStatus,
  setPackageUnderwritingStatus,
} from './statuses.service.ts';

const statusParams = companyParams.extend({ statusId: idSchema });
const member = { access: access.company('companyId') };
const manageStatuses = { access: access.company('companyId', Permission.ManageCompanyStatuses) };

/** §4 Workflow configuration: a company's underwriting statuses, and setting one on a risk package. */
export function registerStatusRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/underwriting-statuses';

  app.get(
    base,
    {
      schema: { params: companyParams, response: { 200: underwritingStatusesResponse } },
      config: member,
    },
    async (req) => listUnderwritingStatuses(ctx, companyOf(req)),
  );
  app.post(
    base,
    {
      schema: {
        params: companyParams,
        body: underwritingStatusBody,
        response: { 201: underwritingStatusOut },
      },
      config: manageStatuses,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await saveUnderwritingStatus(ctx, actorOf(req), companyOf(req), null, req.body)),
  );
  app.put(
    `${base}/:statusId`,
    {
      schema: {
        params: statusParams,
        body: underwritingStatusBody,
        response: { 200: underwritingStatusOut },
      },
      config: manageStatuses,
    },
    async (req) =>
      saveUnderwritingStatus(ctx, actorOf(req), companyOf(req), req.params.statusId, req.body),
  );
  app.delete(
    `${base}/:statusId`,
    {
      schema: {
        params: statusParams,
        querystring: z.object({ moveTo: idSchema.optional() }),
        response: { 204: noContent },
      },
      config: manageStatuses,
    },
    async (req, reply) => {
      await deleteUnderwritingStatus(
        ctx,
        actorOf(req),
        companyOf(req),
        req.params.statusId,
        req.query.moveTo,
      );
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/companies/:companyId/risks/:riskPackageId/underwriting-status',
    {
      schema: {
        params: packageParams,
        body: z.object({ underwritingStatusId: z.number().int().positive().nullable() }),
        response: { 200: packageUnderwritingStatusResponse },
      },
      config: { access: access.company('companyId', Permission.ManageRisks) },
    },
    async (req) =>
      onPackage(ctx, req.params.riskPackageId, () =>
        setPackageUnderwritingStatus(
          ctx,
          actorOf(req),
          companyOf(req),
          req.params.riskPackageId,
          req.body.underwritingStatusId,
        ),
      ),
  );
}
