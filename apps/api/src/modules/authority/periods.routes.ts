import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agreementPeriodBody,
  agreementPeriodListResponse,
  agreementPeriodResponse,
  noContent,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { manageAgreements, readAgreements } from './authority.access.ts';
import { publishPeriod, unpublishPeriod } from './period-publishing.service.ts';
import {
  copyPeriod,
  createPeriod,
  deletePeriod,
  getPeriod,
  listPeriods,
  updatePeriod,
} from './periods.service.ts';
import { agreementParams, periodParams } from './route-params.ts';

/** Binding agreement periods (§3, §4): versions with publish, unpublish and copy to a new draft. */
export function registerPeriodRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/binding-agreements/:agreementId/periods';
  const one = `${base}/:periodId`;

  app.get(
    base,
    {
      schema: { params: agreementParams, response: { 200: agreementPeriodListResponse } },
      config: { access: readAgreements },
    },
    async (req) => listPeriods(ctx, companyOf(req), req.params.agreementId),
  );
  app.post(
    base,
    {
      schema: {
        params: agreementParams,
        body: agreementPeriodBody,
        response: { 201: agreementPeriodResponse },
      },
      config: { access: manageAgreements },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await createPeriod(ctx, actorOf(req), companyOf(req), req.params.agreementId, req.body),
        ),
  );
  app.get(
    one,
    {
      schema: { params: periodParams, response: { 200: agreementPeriodResponse } },
      config: { access: readAgreements },
    },
    async (req) => getPeriod(ctx, companyOf(req), req.params),
  );
  app.put(
    one,
    {
      schema: {
        params: periodParams,
        body: agreementPeriodBody,
        response: { 200: agreementPeriodResponse },
      },
      config: { access: manageAgreements },
    },
    async (req) => updatePeriod(ctx, actorOf(req), companyOf(req), req.params, req.body),
  );
  app.delete(
    one,
    {
      schema: { params: periodParams, response: { 204: noContent } },
      config: { access: manageAgreements },
    },
    async (req, reply) => {
      await deletePeriod(ctx, actorOf(req), companyOf(req), req.params);
      return reply.status(204).send(null);
    },
  );
  app.post(
    `${one}/publish`,
    {
      schema: { params: periodParams, response: { 200: agreementPeriodResponse } },
      config: { access: manageAgreements },
    },
    async (req) => publishPeriod(ctx, actorOf(req), companyOf(req), req.params),
  );
  app.post(
    `${one}/unpublish`,
    {
      schema: { params: periodParams, response: { 200: agreementPeriodResponse } },
      config: { access: manageAgreements },
    },
    async (req) => unpublishPeriod(ctx, actorOf(req), companyOf(req), req.params),
  );
  app.post(
    `${one}/copy`,
    {
      schema: { params: periodParams, response: { 201: agreementPeriodResponse } },
      config: { access: manageAgreements },
    },
    async (req, reply) =>
      reply.status(201).send(await copyPeriod(ctx, actorOf(req), companyOf(req), req.params)),
  );
}
