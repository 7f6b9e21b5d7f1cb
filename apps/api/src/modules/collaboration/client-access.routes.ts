import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContent, Permission, sendToClientBody, sendToClientResponse } from '@turbine/domain';
import { onPackage, packageParams } from '../risks/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { revokeClientAccess } from './revoke-client-access.service.ts';
import { sendToClient } from './send-to-client.service.ts';

const manage = { access: access.company('companyId', Permission.ManageRisks) };

/** §4 Send to client: the broker grants the insured editing access by a link, and revokes it. */
export function registerClientAccessRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const pkg = '/companies/:companyId/risks/:riskPackageId';

  app.post(
    `${pkg}/send-to-client`,
    {
      schema: {
        params: packageParams,
        body: sendToClientBody,
        response: { 200: sendToClientResponse },
      },
      config: manage,
    },
    async (req) =>
      onPackage(ctx, req.params.riskPackageId, () =>
        sendToClient(ctx, actorOf(req), companyOf(req), req.params.riskPackageId, req.body),
      ),
  );
  app.delete(
    `${pkg}/client-access`,
    { schema: { params: packageParams, response: { 204: noContent } }, config: manage },
    async (req, reply) => {
      await onPackage(ctx, req.params.riskPackageId, () =>
        revokeClientAccess(ctx, actorOf(req), companyOf(req), req.params.riskPackageId),
      );
      return reply.status(204).send(null);
    },
  );
}
