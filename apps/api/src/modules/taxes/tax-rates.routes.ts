import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContent, taxRateBody, taxRateDto, taxRateParams } from '@turbine/domain';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf } from '../../platform/http/guard.ts';
import { deleteTaxRate } from './use-cases/delete-tax-rate.ts';
import { listTaxRates } from './use-cases/list-tax-rates.ts';
import { saveTaxRate } from './use-cases/save-tax-rate.ts';

const system = { access: access.system };

/** The operator's AU/NZ tax and levy table (decision 197): list, add, change and remove rate rows. */
export function registerTaxRateRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/system/tax-rates',
    { schema: { response: { 200: z.object({ data: z.array(taxRateDto) }) } }, config: system },
    async () => ({ data: await listTaxRates(ctx) }),
  );
  app.post(
    '/system/tax-rates',
    { schema: { body: taxRateBody, response: { 201: taxRateDto } }, config: system },
    async (req, reply) => reply.status(201).send(await saveTaxRate(ctx, actorOf(req), req.body)),
  );
  app.put(
    '/system/tax-rates/:taxRateId',
    {
      schema: { params: taxRateParams, body: taxRateBody, response: { 200: taxRateDto } },
      config: system,
    },
    async (req) => saveTaxRate(ctx, actorOf(req), req.body, req.params.taxRateId),
  );
  app.delete(
    '/system/tax-rates/:taxRateId',
    { schema: { params: taxRateParams, response: { 204: noContent } }, config: system },
    async (req, reply) => {
      await deleteTaxRate(ctx, actorOf(req), req.params.taxRateId);
      return reply.status(204).send(null);
    },
  );
}
