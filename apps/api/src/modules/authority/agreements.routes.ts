import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authorityListQuery,
  bindingAgreementBody,
  bindingAgreementListResponse,
  bindingAgreementResponse,
  insurerOptionsResponse,
  noContent,
  underwriterOptionsResponse,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import {
  createAgreement,
  deleteAgreement,
  getAgreement,
  listAgreements,
  updateAgreement,
} from './agreements.service.ts';
import { manageAgreements, readAgreements } from './authority.access.ts';
import { insurerOptions, underwriterUserOptions } from './lookups.service.ts';
import { agreementParams, companyParams } from './route-params.ts';

const searchQuery = z.strictObject({ search: z.string().trim().max(100).optional() });

/** Binding Agreements screen (§3): agreements and the choices their forms need. */
export function registerAgreementRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/binding-agreements';

  app.get(
    base,
    {
      schema: {
        params: companyParams,
        querystring: authorityListQuery,
        response: { 200: bindingAgreementListResponse },
      },
      config: { access: readAgreements },
    },
    async (req) => listAgreements(ctx, companyOf(req), req.query),
  );
  app.post(
    base,
    {
      schema: {
        params: companyParams,
        body: bindingAgreementBody,
        response: { 201: bindingAgreementResponse },
      },
      config: { access: manageAgreements },
    },
    async (req, reply) =>
      reply.status(201).send(await createAgreement(ctx, actorOf(req), companyOf(req), req.body)),
  );
  app.get(
    `${base}/:agreementId`,
    {
      schema: { params: agreementParams, response: { 200: bindingAgreementResponse } },
      config: { access: readAgreements },
    },
    async (req) => getAgreement(ctx, companyOf(req), req.params.agreementId),
  );
  app.put(
    `${base}/:agreementId`,
    {
      schema: {
        params: agreementParams,
        body: bindingAgreementBody,
        response: { 200: bindingAgreementResponse },
      },
      config: { access: manageAgreements },
    },
    async (req) =>
      updateAgreement(ctx, actorOf(req), companyOf(req), req.params.agreementId, req.body),
  );
  app.delete(
    `${base}/:agreementId`,
    {
      schema: { params: agreementParams, response: { 204: noContent } },
      config: { access: manageAgreements },
    },
    async (req, reply) => {
      await deleteAgreement(ctx, actorOf(req), companyOf(req), req.params.agreementId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/companies/:companyId/binding-agreement-options/insurers',
    {
      schema: {
        params: companyParams,
        querystring: searchQuery,
        response: { 200: insurerOptionsResponse },
      },
      config: { access: manageAgreements },
    },
    async (req) => insurerOptions(ctx, req.query.search),
  );
  app.get(
    '/companies/:companyId/binding-agreement-options/underwriters',
    {
      schema: {
        params: companyParams,
        querystring: searchQuery,
        response: { 200: underwriterOptionsResponse },
      },
      config: { access: manageAgreements },
    },
    async (req) => underwriterUserOptions(ctx, companyOf(req), req.query.search),
  );
}
