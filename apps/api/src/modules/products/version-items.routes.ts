import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { datasetBody, datasetImportQuery, testCaseBody } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { csvUpload } from '../datasets/index.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { uploadOf } from '../../platform/files/upload-guard.ts';
import {
  deleteDataset,
  getDataset,
  importDataset,
  listDatasets,
  saveDataset,
} from './datasets.service.ts';
import { manage, noContent, read, ref, v } from './version-item-routes.shared.ts';
import { registerFormulaRoutes } from './version-formulas.routes.ts';
import { datasetParams, testCaseParams, versionParams } from './route-params.ts';
import {
  deleteTestCase,
  listTestCases,
  listTestRuns,
  runTests,
  saveTestCase,
} from './test-runs.service.ts';

/** What a version holds: property and underwriting formulas, rules, datasets, test cases and runs. */
export function registerVersionItemRoutes(root: FastifyInstance, ctx: AppContext): void {
  registerFormulaRoutes(root, ctx);
  registerDataRoutes(root, ctx);
}

function registerDataRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(`${v}/datasets`, { schema: { params: versionParams }, config: read }, async (req) =>
    listDatasets(ctx, companyOf(req), ref(req.params)),
  );
  app.get(
    `${v}/datasets/:datasetId`,
    { schema: { params: datasetParams }, config: read },
    async (req) => getDataset(ctx, companyOf(req), ref(req.params), req.params.datasetId),
  );
  app.post(
    `${v}/datasets`,
    { schema: { params: versionParams, body: datasetBody }, config: manage },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await saveDataset(ctx, actorOf(req), companyOf(req), ref(req.params), null, req.body),
        ),
  );
  app.post(
    `${v}/datasets/import`,
    {
      schema: { params: versionParams, querystring: datasetImportQuery },
      config: { ...manage, upload: csvUpload },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await importDataset(
            ctx,
            actorOf(req),
            companyOf(req),
            ref(req.params),
            req.query,
            uploadOf(req).body,
          ),
        ),
  );
  app.put(
    `${v}/datasets/:datasetId`,
    { schema: { params: datasetParams, body: datasetBody }, config: manage },
    async (req) =>
      saveDataset(
        ctx,
        actorOf(req),
        companyOf(req),
        ref(req.params),
        req.params.datasetId,
        req.body,
      ),
  );
  app.delete(
    `${v}/datasets/:datasetId`,
    { schema: { params: datasetParams }, config: manage },
    async (req, reply) =>
      noContent(
        await deleteDataset(
          ctx,
          actorOf(req),
          companyOf(req),
          ref(req.params),
          req.params.datasetId,
        ),
        reply,
      ),
  );

  app.get(`${v}/test-cases`, { schema: { params: versionParams }, config: read }, async (req) =>
    listTestCases(ctx, companyOf(req), ref(req.params)),
  );
  app.post(
    `${v}/test-cases`,
    { schema: { params: versionParams, body: testCaseBody }, config: manage },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await saveTestCase(ctx, actorOf(req), companyOf(req), ref(req.params), null, req.body),
        ),
  );
  app.put(
    `${v}/test-cases/:testCaseId`,
    { schema: { params: testCaseParams, body: testCaseBody }, config: manage },
    async (req) =>
      saveTestCase(
        ctx,
        actorOf(req),
        companyOf(req),
        ref(req.params),
        req.params.testCaseId,
        req.body,
      ),
  );
  app.delete(
    `${v}/test-cases/:testCaseId`,
    { schema: { params: testCaseParams }, config: manage },
    async (req, reply) =>
      noContent(
        await deleteTestCase(
          ctx,
          actorOf(req),
          companyOf(req),
          ref(req.params),
          req.params.testCaseId,
        ),
        reply,
      ),
  );
  app.get(`${v}/test-runs`, { schema: { params: versionParams }, config: read }, async (req) =>
    listTestRuns(ctx, companyOf(req), ref(req.params)),
  );
  app.post(
    `${v}/test-runs`,
    { schema: { params: versionParams }, config: manage },
    async (req, reply) =>
      reply.status(201).send(await runTests(ctx, actorOf(req), companyOf(req), ref(req.params))),
  );
}
