import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authorityListQuery,
  createEndorsementBody,
  endorsementListResponse,
  endorsementResponse,
  endorsementVersionBody,
  endorsementVersionResponse,
  noContent,
  renameEndorsementBody,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { actorOf, companyOf } from '../../../platform/http/guard.ts';
import { manageEndorsements, readEndorsements } from '../authority.access.ts';
import { companyParams, endorsementParams, endorsementVersionParams } from '../route-params.ts';
import {
  copyEndorsementVersion,
  deleteEndorsementVersion,
  getEndorsementVersion,
  transitionEndorsementVersion,
  updateEndorsementVersion,
} from './endorsement-versions.service.ts';
import {
  createEndorsement,
  deleteEndorsement,
  getEndorsement,
  listEndorsements,
  renameEndorsement,
} from './endorsements.service.ts';

/** Endorsements screen (§3, §4): endorsements and their versions. */
export function registerEndorsementRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/endorsements';
  const one = `${base}/:endorsementId`;
  const version = `${one}/versions/:versionId`;
  const manage = { access: manageEndorsements };

  app.get(
    base,
    {
      schema: {
        params: companyParams,
        querystring: authorityListQuery,
        response: { 200: endorsementListResponse },
      },
      config: { access: readEndorsements },
    },
    async (req) => listEndorsements(ctx, companyOf(req), req.query),
  );
  app.post(
    base,
    {
      schema: {
        params: companyParams,
        body: createEndorsementBody,
        response: { 201: endorsementResponse },
      },
      config: manage,
    },
    async (req, reply) =>
      reply.status(201).send(await createEndorsement(ctx, actorOf(req), companyOf(req), req.body)),
  );
  app.get(
    one,
    {
      schema: { params: endorsementParams, response: { 200: endorsementResponse } },
      config: { access: readEndorsements },
    },
    async (req) => getEndorsement(ctx, companyOf(req), req.params.endorsementId),
  );
  app.put(
    one,
    {
      schema: {
        params: endorsementParams,
        body: renameEndorsementBody,
        response: { 200: endorsementResponse },
      },
      config: manage,
    },
    async (req) =>
      renameEndorsement(ctx, actorOf(req), companyOf(req), req.params.endorsementId, req.body.name),
  );
  app.delete(
    one,
    { schema: { params: endorsementParams, response: { 204: noContent } }, config: manage },
    async (req, reply) => {
      await deleteEndorsement(ctx, actorOf(req), companyOf(req), req.params.endorsementId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    version,
    {
      schema: { params: endorsementVersionParams, response: { 200: endorsementVersionResponse } },
      config: { access: readEndorsements },
    },
    async (req) => getEndorsementVersion(ctx, companyOf(req), req.params),
  );
  app.put(
    version,
    {
      schema: {
        params: endorsementVersionParams,
        body: endorsementVersionBody,
        response: { 200: endorsementVersionResponse },
      },
      config: manage,
    },
    async (req) =>
      updateEndorsementVersion(ctx, actorOf(req), companyOf(req), req.params, req.body),
  );
  app.delete(
    version,
    { schema: { params: endorsementVersionParams, response: { 204: noContent } }, config: manage },
    async (req, reply) => {
      await deleteEndorsementVersion(ctx, actorOf(req), companyOf(req), req.params);
      return reply.status(204).send(null);
    },
  );
  app.post(
    `${version}/publish`,
    {
      schema: { params: endorsementVersionParams, response: { 200: endorsementVersionResponse } },
      config: manage,
    },
    async (req) =>
      transitionEndorsementVersion(ctx, actorOf(req), companyOf(req), req.params, 'publish'),
  );
  app.post(
    `${version}/unpublish`,
    {
      schema: { params: endorsementVersionParams, response: { 200: endorsementVersionResponse } },
      config: manage,
    },
    async (req) =>
      transitionEndorsementVersion(ctx, actorOf(req), companyOf(req), req.params, 'unpublish'),
  );
  app.post(
    `${version}/copy`,
    {
      schema: { params: endorsementVersionParams, response: { 201: endorsementVersionResponse } },
      config: manage,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await copyEndorsementVersion(ctx, actorOf(req), companyOf(req), req.params)),
  );
}
