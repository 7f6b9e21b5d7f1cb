import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clauseDto,
  clauseListQuery,
  clauseListResponse,
  clauseParams,
  clauseVersionBody,
  clauseVersionParams,
  createClauseBody,
  noContent,
  Permission,
  updateClauseBody,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { access } from '../../../platform/http/access.ts';
import { actorOf, companyOf } from '../../../platform/http/guard.ts';
import { companyParams } from '../route-params.ts';
import {
  copyClauseVersion,
  createClause,
  deleteClause,
  deleteClauseVersion,
  getClause,
  listClauses,
  transitionClauseVersion,
  updateClause,
  updateClauseVersion,
} from './clauses.service.ts';

// Template and endorsement editors pick clauses, so their managers read the library too.
const readClauses = access.company('companyId', [
  Permission.ManageClauses,
  Permission.ManageDocuments,
  Permission.ManageProducts,
]);
const manage = { access: access.company('companyId', Permission.ManageClauses) };

/** Clauses screen (§2, §6 ManageClauses; decision 192): the clause library and its versions. */
export function registerClauseRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/clauses';
  const one = `${base}/:clauseId`;
  const version = `${one}/versions/:versionId`;
  const versionSchema = { params: clauseVersionParams, response: { 200: clauseDto } };

  app.get(
    base,
    {
      schema: {
        params: companyParams,
        querystring: clauseListQuery,
        response: { 200: clauseListResponse },
      },
      config: { access: readClauses },
    },
    async (req) => listClauses(ctx, companyOf(req), req.query),
  );
  app.post(
    base,
    {
      schema: { params: companyParams, body: createClauseBody, response: { 201: clauseDto } },
      config: manage,
    },
    async (req, reply) =>
      reply.status(201).send(await createClause(ctx, actorOf(req), companyOf(req), req.body)),
  );
  app.get(
    one,
    {
      schema: { params: clauseParams, response: { 200: clauseDto } },
      config: { access: readClauses },
    },
    async (req) => getClause(ctx, companyOf(req), req.params.clauseId),
  );
  app.put(
    one,
    {
      schema: { params: clauseParams, body: updateClauseBody, response: { 200: clauseDto } },
      config: manage,
    },
    async (req) => updateClause(ctx, actorOf(req), companyOf(req), req.params.clauseId, req.body),
  );
  app.delete(
    one,
    { schema: { params: clauseParams, response: { 204: noContent } }, config: manage },
    async (req, reply) => {
      await deleteClause(ctx, actorOf(req), companyOf(req), req.params.clauseId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    version,
    { schema: { ...versionSchema, body: clauseVersionBody }, config: manage },
    async (req) =>
      updateClauseVersion(ctx, actorOf(req), companyOf(req), req.params, req.body.content),
  );
  app.delete(version, { schema: versionSchema, config: manage }, async (req) =>
    deleteClauseVersion(ctx, actorOf(req), companyOf(req), req.params),
  );
  app.post(`${version}/publish`, { schema: versionSchema, config: manage }, async (req) =>
    transitionClauseVersion(ctx, actorOf(req), companyOf(req), req.params, 'publish'),
  );
  app.post(`${version}/unpublish`, { schema: versionSchema, config: manage }, async (req) =>
    transitionClauseVersion(ctx, actorOf(req), companyOf(req), req.params, 'unpublish'),
  );
  app.post(`${version}/copy`, { schema: versionSchema, config: manage }, async (req) =>
    copyClauseVersion(ctx, actorOf(req), companyOf(req), req.params),
  );
}
