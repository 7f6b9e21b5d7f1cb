import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  noContent,
  productListQuery,
  productPackageBody,
  productPackageOut,
  productPackagesResponse,
  referenceFormatPreviewResponse,
  referencePreviewBody,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import {
  deletePackage,
  getPackage,
  listPackages,
  previewReference,
  savePackage,
} from './packages.service.ts';
import { manageProducts, readProducts } from './products.policy.ts';
import { companyParams, packageParams } from './route-params.ts';

/** Product packages (§3) and the risk reference format preview. */
export function registerPackageRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/product-packages';

  app.get(
    base,
    {
      schema: {
        params: companyParams,
        querystring: productListQuery,
        response: { 200: productPackagesResponse },
      },
      config: { access: readProducts },
    },
    async (req) => listPackages(ctx, companyOf(req), req.query),
  );
  app.get(
    `${base}/:packageId`,
    {
      schema: { params: packageParams, response: { 200: productPackageOut } },
      config: { access: readProducts },
    },
    async (req) => getPackage(ctx, companyOf(req), req.params.packageId),
  );
  app.post(
    base,
    {
      schema: {
        params: companyParams,
        body: productPackageBody,
        response: { 201: productPackageOut },
      },
      config: { access: manageProducts },
    },
    async (req, reply) =>
      reply.status(201).send(await savePackage(ctx, actorOf(req), companyOf(req), null, req.body)),
  );
  app.put(
    `${base}/:packageId`,
    {
      schema: {
        params: packageParams,
        body: productPackageBody,
        response: { 200: productPackageOut },
      },
      config: { access: manageProducts },
    },
    async (req) => savePackage(ctx, actorOf(req), companyOf(req), req.params.packageId, req.body),
  );
  app.delete(
    `${base}/:packageId`,
    {
      schema: { params: packageParams, response: { 204: noContent } },
      config: { access: manageProducts },
    },
    async (req, reply) => {
      await deletePackage(ctx, actorOf(req), companyOf(req), req.params.packageId);
      return reply.status(204).send(null);
    },
  );
  app.post(
    `${base}/reference-format/preview`,
    {
      schema: {
        params: companyParams,
        body: referencePreviewBody,
        response: { 200: referenceFormatPreviewResponse },
      },
      config: { access: manageProducts },
    },
    async (req) => previewReference(companyOf(req), req.body.format),
  );
}
