import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientMergeParams,
  createTemporaryUserBody,
  Permission,
  temporaryUserDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { createClientTemporaryUser } from './client-temporary-users.service.ts';

/** A brokerage creates a temporary user for its client (ManageClients, decision 193). */
export function registerClientTemporaryUserRoutes(root: FastifyInstance, ctx: AppContext): void {
  root.withTypeProvider<ZodTypeProvider>().post(
    '/companies/:companyId/clients/:clientId/temporary-users',
    {
      schema: {
        params: clientMergeParams,
        body: createTemporaryUserBody,
        response: { 201: temporaryUserDto },
      },
      config: { access: access.company('companyId', Permission.ManageClients) },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await createClientTemporaryUser(
            ctx,
            actorOf(req),
            companyOf(req),
            req.params.clientId,
            req.body,
          ),
        ),
  );
}
