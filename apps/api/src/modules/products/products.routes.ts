import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  productBody,
  productListQuery,
  productVersionBody,
  proposalFormBody,
  rateBody,
  noContent,
  productOut,
  productsResponse,
  productVersionOut,
  productVersionsResponse,
  proposalFormResponse,
  ratingResultOut,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { getProposalForm, saveProposalForm } from './form.service.ts';
import { manageProducts, readProducts } from './products.policy.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from './products.service.ts';
import { publishVersion } from './publish.service.ts';
import { rateVersion } from './rating.service.ts';
import { companyParams, productParams, versionParams } from './route-params.ts';
import {
  copyVersion,
  createVersion,
  deleteVersion,
  getVersion,
  listVersions,
  saveVersionSettings,
  unpublishVersion,
} from './versions.service.ts';

/** Products, their versions, version transitions, the proposal form and sample rating. */
export function registerProductRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/products';
  const version = `${base}/:productId/versions/:versionId`;
  const read = { access: readProducts };
  const manage = { access: manageProducts };

  app.get(
    base,
    {
      schema: {
        params: companyParams,
        querystring: productListQuery,
        response: { 200: productsResponse },
      },
      config: read,
    },
    async (req) => listProducts(ctx, companyOf(req), req.query),
  );
  app.get(
    `${base}/:productId`,
    { schema: { params: productParams, response: { 200: productOut } }, config: read },
    async (req) => getProduct(ctx, companyOf(req), req.params.productId),
  );
  app.post(
    base,
    {
      schema: { params: companyParams, body: productBody, response: { 201: productOut } },
      config: manage,
    },
    async (req, reply) =>
      reply.status(201).send(await createProduct(ctx, actorOf(req), companyOf(req), req.body)),
  );
  app.put(
    `${base}/:productId`,
    {
      schema: { params: productParams, body: productBody, response: { 200: productOut } },
      config: manage,
    },
    async (req) => updateProduct(ctx, actorOf(req), companyOf(req), req.params.productId, req.body),
  );
  app.delete(
    `${base}/:productId`,
    { schema: { params: productParams, response: { 204: noContent } }, config: manage },
    async (req, reply) => {
      await deleteProduct(ctx, actorOf(req), companyOf(req), req.params.productId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/:productId/versions`,
    { schema: { params: productParams, response: { 200: productVersionsResponse } }, config: read },
    async (req) => listVersions(ctx, companyOf(req), req.params.productId),
  );
  app.post(
    `${base}/:productId/versions`,
    { schema: { params: productParams, response: { 201: productVersionOut } }, config: manage },
    async (req, reply) =>
      reply
        .status(201)
        .send(await createVersion(ctx, actorOf(req), companyOf(req), req.params.productId)),
  );
  app.get(
    version,
    { schema: { params: versionParams, response: { 200: productVersionOut } }, config: read },
    async (req) => getVersion(ctx, companyOf(req), req.params),
  );
  app.put(
    version,
    {
      schema: {
        params: versionParams,
        body: productVersionBody,
        response: { 200: productVersionOut },
      },
      config: manage,
    },
    async (req) => saveVersionSettings(ctx, actorOf(req), companyOf(req), req.params, req.body),
  );
  app.delete(
    version,
    { schema: { params: versionParams, response: { 204: noContent } }, config: manage },
    async (req, reply) => {
      await deleteVersion(ctx, actorOf(req), companyOf(req), req.params);
      return reply.status(204).send(null);
    },
  );
  app.post(
    `${version}/publish`,
    { schema: { params: versionParams, response: { 200: productVersionOut } }, config: manage },
    async (req) => publishVersion(ctx, actorOf(req), companyOf(req), req.params),
  );
  app.post(
    `${version}/unpublish`,
    { schema: { params: versionParams, response: { 200: productVersionOut } }, config: manage },
    async (req) => unpublishVersion(ctx, actorOf(req), companyOf(req), req.params),
  );
  app.post(
    `${version}/copy`,
    { schema: { params: versionParams, response: { 201: productVersionOut } }, config: manage },
    async (req, reply) =>
      reply.status(201).send(await copyVersion(ctx, actorOf(req), companyOf(req), req.params)),
  );

  app.get(
    `${version}/form`,
    { schema: { params: versionParams, response: { 200: proposalFormResponse } }, config: read },
    async (req) => getProposalForm(ctx, companyOf(req), req.params),
  );
  app.put(
    `${version}/form`,
    {
      schema: {
        params: versionParams,
        body: proposalFormBody,
        response: { 200: proposalFormResponse },
      },
      config: manage,
    },
    async (req) => saveProposalForm(ctx, actorOf(req), companyOf(req), req.params, req.body),
  );
  app.post(
    `${version}/rate`,
    {
      schema: { params: versionParams, body: rateBody, response: { 200: ratingResultOut } },
      config: read,
    },
    async (req) => rateVersion(ctx, companyOf(req), req.params, req.body),
  );
}
