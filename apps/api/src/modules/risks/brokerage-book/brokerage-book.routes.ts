import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brokerageBookResponse, CompanyType, Permission } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { access } from '../../../platform/http/access.ts';
import { companyOf } from '../../../platform/http/guard.ts';
import { companyParams } from '../../../platform/http/route-params.ts';
import { brokerageBookRows } from './brokerage-book.repository.ts';

/** The book of each brokerage an agency works with (Brokerages screen, decision 168). */
export function registerBrokerageBookRoutes(root: FastifyInstance, ctx: AppContext): void {
  root.withTypeProvider<ZodTypeProvider>().get(
    '/companies/:companyId/brokerages/book',
    {
      schema: { params: companyParams, response: { 200: brokerageBookResponse } },
      config: { access: access.company('companyId', Permission.ManageCompanies) },
    },
    async (req) => {
      const scope = companyOf(req);
      if (scope.refCompanyTypeId !== CompanyType.Underwriter) throw new AppError('NOT_FOUND');
      return { data: await brokerageBookRows(ctx.db, scope.id) };
    },
  );
}
