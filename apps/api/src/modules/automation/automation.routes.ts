import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  automationCatalogueDto,
  automationRunDto,
  automationRunList,
  companyEventBody,
  companyEventDto,
  companyEventList,
  emailPreviewBody,
  emailPreviewDto,
  emailTemplateBody,
  emailTemplateDto,
  emailTemplateList,
  emailTemplateListQuery,
  idSchema,
  noContent,
  Permission,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { companyParams } from '../../platform/http/route-params.ts';
import { removeCompanyEvent } from './delete-company-event.ts';
import {
  createEmailTemplate,
  getEmailTemplate,
  listEmailTemplates,
  previewEmailTemplate,
  removeEmailTemplate,
  updateEmailTemplateOf,
} from './email-templates.service.ts';
import {
  automationCatalogue,
  getCompanyEvent,
  listCompanyEvents,
  listRuns,
} from './read-company-events.ts';
import { retryRun } from './retry-run.ts';
import { createCompanyEvent, updateCompanyEventOf } from './save-company-event.ts';

const eventParams = companyParams.extend({ eventId: idSchema });
const runParams = eventParams.extend({ runId: idSchema });
const templateParams = companyParams.extend({ templateId: idSchema });
const events = { access: access.company('companyId', Permission.ManageCompanyEvents) };
const documents = { access: access.company('companyId', Permission.ManageDocuments) };

/** Company events and their runs (Manage company events), email templates (Manage documents); issue 13. */
export function registerAutomationRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/company-events';

  app.get(
    `${base}/catalogue`,
    {
      schema: { params: companyParams, response: { 200: automationCatalogueDto } },
      config: events,
    },
    async () => automationCatalogue(),
  );
  app.get(
    base,
    { schema: { params: companyParams, response: { 200: companyEventList } }, config: events },
    async (req) => listCompanyEvents(ctx, companyOf(req)),
  );
  app.post(
    base,
    {
      schema: { params: companyParams, body: companyEventBody, response: { 201: companyEventDto } },
      config: events,
    },
    async (req, reply) =>
      reply.status(201).send(await createCompanyEvent(ctx, actorOf(req), companyOf(req), req.body)),
  );
  app.get(
    `${base}/:eventId`,
    { schema: { params: eventParams, response: { 200: companyEventDto } }, config: events },
    async (req) => getCompanyEvent(ctx, companyOf(req), req.params.eventId),
  );
  app.put(
    `${base}/:eventId`,
    {
      schema: { params: eventParams, body: companyEventBody, response: { 200: companyEventDto } },
      config: events,
    },
    async (req) =>
      updateCompanyEventOf(ctx, actorOf(req), companyOf(req), req.params.eventId, req.body),
  );
  app.delete(
    `${base}/:eventId`,
    { schema: { params: eventParams, response: { 204: noContent } }, config: events },
    async (req, reply) => {
      await removeCompanyEvent(ctx, actorOf(req), companyOf(req), req.params.eventId);
      return reply.status(204).send(null);
    },
  );
  app.get(
    `${base}/:eventId/runs`,
    { schema: { params: eventParams, response: { 200: automationRunList } }, config: events },
    async (req) => listRuns(ctx, companyOf(req), req.params.eventId),
  );
  app.post(
    `${base}/:eventId/runs/:runId/retry`,
    { schema: { params: runParams, response: { 200: automationRunDto } }, config: events },
    async (req) =>
      retryRun(ctx, actorOf(req), companyOf(req), req.params.eventId, req.params.runId),
  );

  const templates = '/companies/:companyId/email-templates';
  app.get(
    templates,
    {
      schema: {
        params: companyParams,
        querystring: emailTemplateListQuery,
        response: { 200: emailTemplateList },
      },
      config: documents,
    },
    async (req) => listEmailTemplates(ctx, companyOf(req), req.query),
  );
  app.post(
    templates,
    {
      schema: {
        params: companyParams,
        body: emailTemplateBody,
        response: { 201: emailTemplateDto },
      },
      config: documents,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await createEmailTemplate(ctx, actorOf(req), companyOf(req), req.body)),
  );
  app.post(
    `${templates}/preview`,
    {
      schema: { params: companyParams, body: emailPreviewBody, response: { 200: emailPreviewDto } },
      config: documents,
    },
    async (req) => previewEmailTemplate(ctx, companyOf(req), req.body),
  );
  app.get(
    `${templates}/:templateId`,
    { schema: { params: templateParams, response: { 200: emailTemplateDto } }, config: documents },
    async (req) => getEmailTemplate(ctx, companyOf(req), req.params.templateId),
  );
  app.put(
    `${templates}/:templateId`,
    {
      schema: {
        params: templateParams,
        body: emailTemplateBody,
        response: { 200: emailTemplateDto },
      },
      config: documents,
    },
    async (req) =>
      updateEmailTemplateOf(ctx, actorOf(req), companyOf(req), req.params.templateId, req.body),
  );
  app.delete(
    `${templates}/:templateId`,
    { schema: { params: templateParams, response: { 204: noContent } }, config: documents },
    async (req, reply) => {
      await removeEmailTemplate(ctx, actorOf(req), companyOf(req), req.params.templateId);
      return reply.status(204).send(null);
    },
  );
}
