import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  extractorDefinitionBody,
  extractorDefinitionDto,
  extractorDefinitionListDto,
  extractorReportBody,
  extractorVersionListDto,
  idSchema,
  jobRunDto,
  noContent,
  Permission,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { access } from '../../../platform/http/access.ts';
import { actorOf, companyOf } from '../../../platform/http/guard.ts';
import { companyParams } from '../../../platform/http/route-params.ts';
import { presentJobRun } from '../../../platform/jobs/job-runs.presenter.ts';
import {
  deleteExtractorDefinition,
  listExtractorDefinitions,
  listExtractorVersions,
  saveExtractorDefinition,
} from './extractor-definitions.ts';
import { startExtractorReport } from './extractor-report.ts';

const reports = { access: access.company('companyId', Permission.ExecuteCompanyReports) };
const definitionParams = companyParams.extend({ definitionId: idSchema });

/** The extractor report (spec §1/§2 Company Reports, ExecuteCompanyReports; decision 189). */
export function registerExtractorReportRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/companies/:companyId/report/extracts',
    {
      schema: {
        description:
          'Starts the extractor report: the transactions bound in the range with the chosen columns and filters, as CSV or XLSX, made by a background job whose file the Jobs list downloads.',
        params: companyParams,
        body: extractorReportBody,
        response: { 202: jobRunDto },
      },
      config: { access: access.company('companyId', Permission.ExecuteCompanyReports) },
    },
    async (req, reply) => {
      const run = await startExtractorReport(ctx, actorOf(req), companyOf(req), req.body);
      return reply.status(202).send(presentJobRun(run));
    },
  );

  // Saved definitions (decision 208): the company's, for everyone who may execute its reports.
  const base = '/companies/:companyId/report/extract-definitions';
  app.get(
    base,
    {
      schema: {
        description: "The company's saved extractor report definitions, by name.",
        params: companyParams,
        response: { 200: extractorDefinitionListDto },
      },
      config: reports,
    },
    async (req) => listExtractorDefinitions(ctx, companyOf(req)),
  );
  app.post(
    base,
    {
      schema: {
        description:
          'Saves an extractor report definition: its columns, answers, filters and format.',
        params: companyParams,
        body: extractorDefinitionBody,
        response: { 201: extractorDefinitionDto },
      },
      config: reports,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await saveExtractorDefinition(ctx, actorOf(req), companyOf(req), null, req.body)),
  );
  app.put(
    `${base}/:definitionId`,
    {
      schema: {
        description: 'Replaces a saved extractor report definition (its name and content).',
        params: definitionParams,
        body: extractorDefinitionBody,
        response: { 200: extractorDefinitionDto },
      },
      config: reports,
    },
    async (req) =>
      saveExtractorDefinition(ctx, actorOf(req), companyOf(req), req.params.definitionId, req.body),
  );
  app.delete(
    `${base}/:definitionId`,
    {
      schema: {
        description: 'Deletes a saved extractor report definition.',
        params: definitionParams,
        response: { 204: noContent },
      },
      config: reports,
    },
    async (req, reply) => {
      await deleteExtractorDefinition(ctx, actorOf(req), companyOf(req), req.params.definitionId);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/companies/:companyId/report/extract-versions',
    {
      schema: {
        description:
          'The product versions the company has bound policies on, with their questions: the proposal answers an extract can add as columns.',
        params: companyParams,
        response: { 200: extractorVersionListDto },
      },
      config: reports,
    },
    async (req) => listExtractorVersions(ctx, companyOf(req)),
  );
}
