import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productPackageOut } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { uploadOf } from '../../platform/files/upload-guard.ts';
import { inlineImageTypes } from '../../platform/files/sniff.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { removePackageImage, uploadPackageImage } from './package-image.service.ts';
import { manageProducts } from './products.policy.ts';
import { packageParams } from './route-params.ts';

/** A product package's promotional image (§3); served by GET /companies/{id}/file-versions/{fileVersionId}. */
export function registerPackageImageRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const path = '/companies/:companyId/product-packages/:packageId/promotional-image';

  app.post(
    path,
    {
      schema: { params: packageParams, response: { 200: productPackageOut } },
      config: { access: manageProducts, upload: { types: inlineImageTypes } },
    },
    async (req) =>
      uploadPackageImage(ctx, actorOf(req), companyOf(req), req.params.packageId, uploadOf(req)),
  );
  app.delete(
    path,
    {
      schema: { params: packageParams, response: { 200: productPackageOut } },
      config: { access: manageProducts },
    },
    async (req) => removePackageImage(ctx, actorOf(req), companyOf(req), req.params.packageId),
  );
}
