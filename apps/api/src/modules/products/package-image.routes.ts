import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
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
    { schema: { params: packageParams }, config: { access: manageProducts } },
    async (req) => {
      // The image arrives as the raw body with its own content type, like the company branding images.
      if (!Buffer.isBuffer(req.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      return uploadPackageImage(ctx, actorOf(req), companyOf(req), req.params.packageId, req.body);
    },
  );
  app.delete(
    path,
    { schema: { params: packageParams }, config: { access: manageProducts } },
    async (req) => removePackageImage(ctx, actorOf(req), companyOf(req), req.params.packageId),
  );
}
