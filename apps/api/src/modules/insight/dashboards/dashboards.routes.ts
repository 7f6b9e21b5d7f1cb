import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashboardBody,
  dashboardCompanyTypes,
  dashboardOut,
  dashboardSummariesResponse,
  dashboardSummaryOut,
  noContent,
  widgetDataResponse,
  widgetFilterOptionsResponse,
  widgetGalleryResponse,
  widgetOut,
  dashboardPatchBody,
  galleryFor,
  idSchema,
  layoutBody,
  widgetBody,
  widgetPatchBody,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { access } from '../../../platform/http/access.ts';
import { actorOf, companyOf } from '../../../platform/http/guard.ts';
import { companyParams } from '../../../platform/http/route-params.ts';
import type { FastifyRequest } from 'fastify';
import * as dashboards from './dashboards.service.ts';
import { widgetFilterOptions } from './filter-options.repository.ts';
import { WidgetDataCache } from './widget-data.cache.ts';
import { savedWidgetData } from './widget-data.service.ts';

const dashboardParams = companyParams.extend({ dashboardId: idSchema });
const widgetParams = dashboardParams.extend({ widgetId: idSchema });
const base = '/companies/:companyId/dashboards';

/** Dashboards are for broker, underwriter, insurer, legal and system companies (§2 Header). */
const dashboardCompany = (req: FastifyRequest) => {
  const scope = companyOf(req);
  if (!dashboardCompanyTypes.includes(scope.refCompanyTypeId)) throw new AppError('NOT_FOUND');
  return scope;
};

/** §2 Dashboard and Widget Gallery (decision 139): any member of the company. */
export function registerDashboardRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const member = { access: access.company('companyId') };
  const cache = ctx.caches.register(new WidgetDataCache());

  app.get(
    '/companies/:companyId/widget-gallery',
    { schema: { params: companyParams, response: { 200: widgetGalleryResponse } }, config: member },
    async (req) => galleryFor(dashboardCompany(req).refCompanyTypeId),
  );
  app.get(
    '/companies/:companyId/widget-filter-options',
    {
      schema: { params: companyParams, response: { 200: widgetFilterOptionsResponse } },
      config: member,
    },
    async (req) => {
      const scope = dashboardCompany(req);
      return widgetFilterOptions(ctx.database, scope.id, scope.refCompanyTypeId);
    },
  );
  app.get(
    base,
    {
      schema: { params: companyParams, response: { 200: dashboardSummariesResponse } },
      config: member,
    },
    async (req) => dashboards.listDashboards(ctx, actorOf(req), dashboardCompany(req)),
  );
  app.post(
    base,
    {
      schema: {
        params: companyParams,
        body: dashboardBody,
        response: { 201: dashboardSummaryOut },
      },
      config: member,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await dashboards.createDashboard(ctx, actorOf(req), dashboardCompany(req), req.body)),
  );
  app.get(
    `${base}/:dashboardId`,
    { schema: { params: dashboardParams, response: { 200: dashboardOut } }, config: member },
    async (req) =>
      dashboards.getDashboard(ctx, actorOf(req), dashboardCompany(req), req.params.dashboardId),
  );
  app.patch(
    `${base}/:dashboardId`,
    {
      schema: {
        params: dashboardParams,
        body: dashboardPatchBody,
        response: { 200: dashboardSummaryOut },
      },
      config: member,
    },
    async (req) =>
      dashboards.patchDashboard(
        ctx,
        actorOf(req),
        dashboardCompany(req),
        req.params.dashboardId,
        req.body,
      ),
  );
  app.delete(
    `${base}/:dashboardId`,
    { schema: { params: dashboardParams, response: { 204: noContent } }, config: member },
    async (req, reply) => {
      await dashboards.removeDashboard(
        ctx,
        actorOf(req),
        dashboardCompany(req),
        req.params.dashboardId,
      );
      return reply.status(204).send(null);
    },
  );
  app.put(
    `${base}/:dashboardId/layout`,
    {
      schema: { params: dashboardParams, body: layoutBody, response: { 200: dashboardOut } },
      config: member,
    },
    async (req) =>
      dashboards.saveLayout(
        ctx,
        actorOf(req),
        dashboardCompany(req),
        req.params.dashboardId,
        req.body,
      ),
  );
  app.post(
    `${base}/:dashboardId/widgets`,
    {
      schema: { params: dashboardParams, body: widgetBody, response: { 201: widgetOut } },
      config: member,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await dashboards.addWidget(
            ctx,
            actorOf(req),
            dashboardCompany(req),
            req.params.dashboardId,
            req.body,
          ),
        ),
  );
  app.patch(
    `${base}/:dashboardId/widgets/:widgetId`,
    {
      schema: { params: widgetParams, body: widgetPatchBody, response: { 200: widgetOut } },
      config: member,
    },
    async (req) =>
      dashboards.patchWidget(
        ctx,
        actorOf(req),
        dashboardCompany(req),
        req.params.dashboardId,
        req.params.widgetId,
        req.body,
      ),
  );
  app.delete(
    `${base}/:dashboardId/widgets/:widgetId`,
    { schema: { params: widgetParams, response: { 204: noContent } }, config: member },
    async (req, reply) => {
      await dashboards.removeWidget(
        ctx,
        actorOf(req),
        dashboardCompany(req),
        req.params.dashboardId,
        req.params.widgetId,
      );
      return reply.status(204).send(null);
    },
  );
  // §3 DashboardData: the widget's figures, computed in SQL over what the company may see, cached per filter.
  app.get(
    `${base}/:dashboardId/widgets/:widgetId/data`,
    { schema: { params: widgetParams, response: { 200: widgetDataResponse } }, config: member },
    async (req) =>
      savedWidgetData(
        ctx,
        cache,
        actorOf(req),
        dashboardCompany(req),
        req.params.dashboardId,
        req.params.widgetId,
      ),
  );
}
