import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyRatingDetailDto,
  companyRatingListQuery,
  companyRatingListResponse,
  companyRatingParams,
  Permission,
  setCompanyRatingBody,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { companyParams } from './route-params.ts';
import {
  getCompanyRating,
  listCompanyRatings,
  setCompanyRating,
} from './company-ratings.service.ts';

/** An underwriting agency's grades on its brokerages and clients (§6 ManageCompanyRating 21, decision 232). */
export function registerCompanyRatingRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const manage = { access: access.company('companyId', Permission.ManageCompanyRating) };

  app.get(
    '/companies/:companyId/company-ratings',
    {
      schema: {
        params: companyParams,
        querystring: companyRatingListQuery,
        response: { 200: companyRatingListResponse },
      },
      config: manage,
    },
    async (req) => listCompanyRatings(ctx, companyOf(req), req.query),
  );

  app.get(
    '/companies/:companyId/company-ratings/:ratedCompanyId',
    {
      schema: { params: companyRatingParams, response: { 200: companyRatingDetailDto } },
      config: manage,
    },
    async (req) => getCompanyRating(ctx, companyOf(req), req.params.ratedCompanyId),
  );

  app.put(
    '/companies/:companyId/company-ratings/:ratedCompanyId',
    {
      schema: {
        params: companyRatingParams,
        body: setCompanyRatingBody,
        response: { 200: companyRatingDetailDto },
      },
      config: manage,
    },
    async (req) =>
      setCompanyRating(ctx, actorOf(req), companyOf(req), req.params.ratedCompanyId, req.body),
  );
}
