import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  microsoftAdminConsentQuery,
  microsoftCallbackQuery,
  microsoftIntegrationDto,
  microsoftSetupLinkDto,
  noContent,
  redirectTo,
  Permission,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import {
  finishMicrosoftFlow,
  microsoftEnabled,
  rawQueryOf,
  startMicrosoftFlow,
  takeMicrosoftFlow,
} from '../identity/index.ts';
import {
  connectTenant,
  createSetupLink,
  disconnectMicrosoft,
  microsoftIntegration,
  openSetupLink,
} from './microsoft-integration.service.ts';
import { companyParams } from './route-params.ts';

const manageIntegrations = access.company('companyId', Permission.ManageCompanyDetails);
const connected = '/microsoft/connected?result=connected';
const failed = '/microsoft/connected?result=failed';

/** Company Integrations (§2) and the Microsoft admin consent flow (§7; decision 144). */
export function registerMicrosoftIntegrationRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/companies/:companyId/integrations/microsoft',
    {
      schema: { params: companyParams, response: { 200: microsoftIntegrationDto } },
      config: { access: manageIntegrations },
    },
    async (req) => microsoftIntegration(ctx, companyOf(req)),
  );

  app.post(
    '/companies/:companyId/integrations/microsoft/setup-link',
    {
      schema: { params: companyParams, response: { 201: microsoftSetupLinkDto } },
      config: { access: manageIntegrations },
    },
    async (req, reply) =>
      reply.status(201).send(await createSetupLink(ctx, actorOf(req), companyOf(req))),
  );

  app.delete(
    '/companies/:companyId/integrations/microsoft',
    {
      schema: { params: companyParams, response: { 204: noContent } },
      config: { access: manageIntegrations },
    },
    async (req, reply) => {
      await disconnectMicrosoft(ctx, actorOf(req), companyOf(req));
      return reply.status(204).send(null);
    },
  );

  // Public by declaration: the IT admin who opens the setup link need not be a Turbine user; the
  // token (24 hours, single use) is the authority.
  app.get(
    '/microsoft/admin-consent',
    {
      schema: {
        querystring: microsoftAdminConsentQuery,
        response: { 302: redirectTo('Microsoft admin consent, or the failure page') },
      },
      config: { access: access.public },
    },
    async (req, reply) => {
      if (!microsoftEnabled(ctx.config)) throw new AppError('NOT_FOUND');
      const link = await openSetupLink(ctx, req.query.token);
      if (!link) return reply.redirect(failed);
      return reply.redirect(
        await startMicrosoftFlow(ctx.config, req, reply, {
          purpose: 'consent',
          setupLinkId: link.id,
        }),
      );
    },
  );

  app.get(
    '/microsoft/admin-consent-callback',
    {
      schema: {
        querystring: microsoftCallbackQuery,
        response: { 302: redirectTo('/microsoft/connected with the result') },
      },
      config: { access: access.public },
    },
    async (req, reply) => {
      if (!microsoftEnabled(ctx.config)) throw new AppError('NOT_FOUND');
      const flow = takeMicrosoftFlow(ctx.config, req, reply);
      if (flow?.purpose !== 'consent' || flow.setupLinkId === undefined)
        return reply.redirect(failed);
      try {
        const who = await finishMicrosoftFlow(ctx.config, flow, rawQueryOf(req));
        return reply.redirect(
          (await connectTenant(ctx, flow.setupLinkId, who)) ? connected : failed,
        );
      } catch (error) {
        // Consent refused at Microsoft, a forged state, a bad token: 'Failed to connect…' (§8).
        req.log.warn({ err: error }, 'Microsoft admin consent failed');
        return reply.redirect(failed);
      }
    },
  );
}
