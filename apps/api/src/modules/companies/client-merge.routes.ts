import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientMergeDto, clientMergeParams, mergeClientBody, Permission } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { mergeClients } from './client-merge.service.ts';

/** A brokerage merges two of its clients (ManageClients, decision 169). */
export function registerClientMergeRoutes(root: FastifyInstance, ctx: AppContext): void {
  root.withTypeProvider<ZodTypeProvider>().post(
    '/companies/:companyId/clients/:clientId/merge',
    {
      schema: {
        params: clientMergeParams,
        body: mergeClientBody,
        response: { 200: clientMergeDto },
      },
      config: { access: access.company('companyId', Permission.ManageClients) },
    },
    async (req) => mergeClients(ctx, actorOf(req), companyOf(req), req.params.clientId, req.body),
  );
}
