import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, noContent, riskPackageResponse, saveProposalBody } from '@turbine/domain';
import { onPackage } from '../risks/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf } from '../../platform/http/guard.ts';
import { getClientPackage } from './client-package.service.ts';
import { markClientProposalDone } from './mark-client-done.service.ts';
import { saveClientProposal } from './save-client-proposal.service.ts';

const clientParams = z.object({ riskPackageId: idSchema });

/**
 * The temporary client's routes (§4 send to client): authenticated by the X-Temporary-Token header; the
 * service checks that the user is the package's client and still has access (404 otherwise).
 */
export function registerClientPortalRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const user = { access: access.user };
  app.get(
    '/client/risks/:riskPackageId',
    { schema: { params: clientParams, response: { 200: riskPackageResponse } }, config: user },
    async (req) => getClientPackage(ctx, actorOf(req), req.params.riskPackageId),
  );
  app.put(
    '/client/risks/:riskPackageId/risks/:riskId/proposal',
    {
      schema: {
        params: clientParams.extend({ riskId: idSchema }),
        body: saveProposalBody,
        response: { 200: riskPackageResponse },
      },
      config: user,
    },
    async (req) =>
      onPackage(ctx, req.params.riskPackageId, () =>
        saveClientProposal(ctx, actorOf(req), req.params, req.body),
      ),
  );
  app.post(
    '/client/risks/:riskPackageId/done',
    { schema: { params: clientParams, response: { 204: noContent } }, config: user },
    async (req, reply) => {
      await onPackage(ctx, req.params.riskPackageId, () =>
        markClientProposalDone(ctx, actorOf(req), req.params.riskPackageId),
      );
      return reply.status(204).send(null);
    },
  );
}
