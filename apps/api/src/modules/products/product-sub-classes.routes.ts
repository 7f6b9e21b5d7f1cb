import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  noContent,
  Permission,
  productSubClassBody,
  productSubClassesResponse,
  productSubClassOut,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { companyParams, productSubClassParams } from './route-params.ts';
import {
  createProductSubClass,
  deleteProductSubClass,
  listProductSubClasses,
  updateProductSubClass,
} from './product-sub-classes.service.ts';

// The product team picks a sub-class on a product, and risk staff filter by it: they read the list too.
const read = access.company('companyId', [
  Permission.ManageProductClasses,
  Permission.ManageProducts,
  Permission.ViewRisks,
]);
const manage = access.company('companyId', Permission.ManageProductClasses);

/** Product Classes screen (§3 ProductClass, §6 ManageProductClasses 14; decision 211). */
export function registerProductSubClassRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/product-sub-classes';
  const one = `${base}/:productSubClassId`;

  app.get(
    base,
    {
      schema: { params: companyParams, response: { 200: productSubClassesResponse } },
      config: { access: read },
    },
    async (req) => listProductSubClasses(ctx, companyOf(req)),
  );
  app.post(
    base,
    {
      schema: {
        params: companyParams,
        body: productSubClassBody,
        response: { 201: productSubClassOut },
      },
      config: { access: manage },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await createProductSubClass(ctx, actorOf(req), companyOf(req), req.body)),
  );
  app.put(
    one,
    {
      schema: {
        params: productSubClassParams,
        body: productSubClassBody,
        response: { 200: productSubClassOut },
      },
      config: { access: manage },
    },
    async (req) =>
      updateProductSubClass(
        ctx,
        actorOf(req),
        companyOf(req),
        req.params.productSubClassId,
        req.body,
      ),
  );
  app.delete(
    one,
    {
      schema: { params: productSubClassParams, response: { 204: noContent } },
      config: { access: manage },
    },
    async (req, reply) => {
      await deleteProductSubClass(ctx, actorOf(req), companyOf(req), req.params.productSubClassId);
      return reply.status(204).send(null);
    },
  );
}
