import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  noContent,
  productCodeBody,
  productCodeOut,
  productCodesResponse,
  productListQuery,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { manageProducts, readProducts } from './products.policy.ts';
import { companyParams, productCodeParams } from './route-params.ts';
import {
  createProductCode,
  deleteProductCode,
  getProductCode,
  listProductCodes,
  updateProductCode,
} from './product-codes.service.ts';

/** Product codes (§3): code and description, assigned to products. */
export function registerProductCodeRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/product-codes';

  app.get(
    base,
    {
      schema: {
        params: companyParams,
        querystring: productListQuery,
        response: { 200: productCodesResponse },
      },
      config: { access: readProducts },
    },
    async (req) => listProductCodes(ctx, companyOf(req), req.query),
  );
  app.get(
    `${base}/:productCodeId`,
    {
      schema: { params: productCodeParams, response: { 200: productCodeOut } },
      config: { access: readProducts },
    },
    async (req) => getProductCode(ctx, companyOf(req), req.params.productCodeId),
  );
  app.post(
    base,
    {
      schema: { params: companyParams, body: productCodeBody, response: { 201: productCodeOut } },
      config: { access: manageProducts },
    },
    async (req, reply) =>
      reply.status(201).send(await createProductCode(ctx, actorOf(req), companyOf(req), req.body)),
  );
  app.put(
    `${base}/:productCodeId`,
    {
      schema: {
        params: productCodeParams,
        body: productCodeBody,
        response: { 200: productCodeOut },
      },
      config: { access: manageProducts },
    },
    async (req) =>
      updateProductCode(ctx, actorOf(req), companyOf(req), req.params.productCodeId, req.body),
  );
  app.delete(
    `${base}/:productCodeId`,
    {
      schema: { params: productCodeParams, response: { 204: noContent } },
      config: { access: manageProducts },
    },
    async (req, reply) => {
      await deleteProductCode(ctx, actorOf(req), companyOf(req), req.params.productCodeId);
      return reply.status(204).send(null);
    },
  );
}
