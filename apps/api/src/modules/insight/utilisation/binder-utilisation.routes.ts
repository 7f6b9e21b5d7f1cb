import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { binderUtilisationDto, idSchema, Permission } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { access } from '../../../platform/http/access.ts';
import { companyOf } from '../../../platform/http/guard.ts';
import { companyParams } from '../../../platform/http/route-params.ts';
import { binderUtilisation } from './binder-utilisation.ts';

/** Binder utilisation (decision 190): the agency and the managing insurer, as the bordereaux. */
export function registerBinderUtilisationRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/companies/:companyId/binding-agreements/:agreementId/utilisation',
    {
      schema: {
        description:
          "A binding agreement's utilisation: each in-force section's written premium against its maximum and notifiable premium limits.",
        params: companyParams.extend({ agreementId: idSchema }),
        response: { 200: binderUtilisationDto },
      },
      config: {
        access: access.company('companyId', [
          Permission.ManageBindingAgreements,
          Permission.ExecuteCompanyReports,
        ]),
      },
    },
    async (req) => binderUtilisation(ctx, companyOf(req), req.params.agreementId),
  );
}
