import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyResponse, fileResponse, idSchema, Permission } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { uploadOf } from '../../platform/files/upload-guard.ts';
import { inlineImageTypes } from '../../platform/files/sniff.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import {
  readCompanyFile,
  removeBrandingImage,
  uploadBrandingImage,
} from './company-branding.service.ts';
import { companyParams } from './route-params.ts';

const brandingParams = companyParams.extend({ kind: z.enum(['logo', 'header']) });
const manageBranding = access.company('companyId', Permission.ManageCompanyDetails, {
  allowCreator: true,
});

/** Company branding images (§3 appearance) and company file downloads (§3 file paths). */
export function registerCompanyBrandingRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/companies/:companyId/appearance/:kind',
    {
      schema: { params: brandingParams, response: { 200: companyResponse } },
      config: { access: manageBranding, upload: { types: inlineImageTypes } },
    },
    async (req) =>
      uploadBrandingImage(ctx, actorOf(req), companyOf(req), req.params.kind, uploadOf(req)),
  );

  app.delete(
    '/companies/:companyId/appearance/:kind',
    {
      schema: { params: brandingParams, response: { 200: companyResponse } },
      config: { access: manageBranding },
    },
    async (req) => removeBrandingImage(ctx, actorOf(req), companyOf(req), req.params.kind),
  );

  // Public by declaration: branding shows on the company's subdomain before sign-in; the service
  // refuses any other company file to those who may not see the company.
  app.get(
    '/companies/:companyId/file-versions/:fileVersionId',
    {
      schema: {
        params: companyParams.extend({ fileVersionId: idSchema }),
        querystring: z.object({ type: z.enum(['inline', 'download']).optional() }),
        response: { 200: fileResponse('The company file (a logo, a header image, a document)') },
      },
      config: { access: access.public },
    },
    async (req, reply) => {
      const file = await readCompanyFile(
        ctx,
        req.actor,
        req.params.companyId,
        req.params.fileVersionId,
      );
      const inline =
        req.query.type === 'inline' || (req.query.type === undefined && !file.attachmentByDefault);
      const ascii = file.name.replace(/[^\w.-]/g, '_');
      return (
        reply
          .header('content-type', file.mimeType)
          .header(
            'content-disposition',
            `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          )
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          // An SVG or PDF opened inline runs nothing and loads nothing (decision 131).
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .send(file.body)
      );
    },
  );
}
