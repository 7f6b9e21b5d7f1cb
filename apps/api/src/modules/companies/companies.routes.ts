import { registerAfsRegisterRoutes } from './afs-register.routes.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyListQuery,
  companyListResponse,
  companyNamesResponse,
  companyResponse,
  companyTypePermissionsResponse,
  createCompanyBody,
  Permission,
  publicCompanyResponse,
  updateCompanyBody,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { registerCompanyUserRoutes } from './company-users.routes.ts';
import { registerInvitationRoutes } from './invitations.routes.ts';
import { registerMyInvitationRoutes } from './my-invitations.routes.ts';
import { registerRoleRoutes } from './roles.routes.ts';
import {
  companyNames,
  companyTypePermissionsOf,
  createCompany,
  getCompany,
  getCompanyByHandle,
  listCompaniesFor,
  updateCompany,
} from './companies.service.ts';
import { companyParams } from './route-params.ts';
import { registerMicrosoftIntegrationRoutes } from './microsoft-integration.routes.ts';
import { registerCompanyBrandingRoutes } from './company-branding.routes.ts';
import { registerSystemCompanyRoutes } from './system-companies.routes.ts';
import { registerBrokerageRoutes } from './brokerages.routes.ts';
import { registerCompanyRatingRoutes } from './company-ratings.routes.ts';
import { registerClientMergeRoutes } from './client-merge.routes.ts';
import { registerClientTemporaryUserRoutes } from './client-temporary-users.routes.ts';

/** Companies (§7): list, read, create, update, by handle, names and company-type permissions; then roles, users and invitations. */
export function registerCompanyRoutes(root: FastifyInstance, ctx: AppContext): void {
  registerCompanyBrandingRoutes(root, ctx);
  registerAfsRegisterRoutes(root, ctx);
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/companies',
    {
      schema: { querystring: companyListQuery, response: { 200: companyListResponse } },
      config: { access: access.user },
    },
    async (req) => listCompaniesFor(ctx, actorOf(req), req.query),
  );

  app.post(
    '/companies',
    {
      schema: { body: createCompanyBody, response: { 201: companyResponse } },
      config: { access: access.user },
    },
    async (req, reply) => reply.status(201).send(await createCompany(ctx, actorOf(req), req.body)),
  );

  app.get(
    '/companies/:companyId',
    {
      schema: { params: companyParams, response: { 200: companyResponse } },
      config: { access: access.company('companyId', undefined, { allowCreator: true }) },
    },
    async (req) => getCompany(ctx, companyOf(req)),
  );

  app.put(
    '/companies/:companyId',
    {
      schema: {
        params: companyParams,
        body: updateCompanyBody,
        response: { 200: companyResponse },
      },
      config: {
        access: access.company('companyId', Permission.ManageCompanyDetails, {
          allowCreator: true,
        }),
      },
    },
    async (req) => updateCompany(ctx, actorOf(req), companyOf(req), req.body),
  );

  app.get(
    '/companies/by-handle/:handle',
    {
      schema: {
        params: z.object({ handle: z.string().min(1).max(63) }),
        response: { 200: publicCompanyResponse },
      },
      config: { access: access.public },
    },
    async (req) => getCompanyByHandle(ctx, req.params.handle),
  );

  app.get(
    '/company-names',
    {
      schema: {
        querystring: z.strictObject({
          search: z.string().trim().max(100).optional(),
          type: z.coerce.number().int().min(1).max(6).optional(),
        }),
        response: { 200: companyNamesResponse },
      },
      config: { access: access.user },
    },
    async (req) => companyNames(ctx, actorOf(req), req.query),
  );

  app.get(
    '/companies/:companyId/company-type-permissions',
    {
      schema: { params: companyParams, response: { 200: companyTypePermissionsResponse } },
      config: { access: access.company('companyId', undefined, { allowCreator: true }) },
    },
    async (req) => companyTypePermissionsOf(ctx, companyOf(req)),
  );

  registerRoleRoutes(root, ctx);
  registerCompanyUserRoutes(root, ctx);
  registerInvitationRoutes(root, ctx);
  registerMyInvitationRoutes(root, ctx);
  registerBrokerageRoutes(root, ctx);
  registerCompanyRatingRoutes(root, ctx);
  registerClientMergeRoutes(root, ctx);
  registerClientTemporaryUserRoutes(root, ctx);
  registerSystemCompanyRoutes(root, ctx);
  registerMicrosoftIntegrationRoutes(root, ctx);
}
