import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataOf,
  datasetBody,
  datasetImportQuery,
  datasetOut,
  datasetSummaryOut,
  noContent,
  testCaseBody,
  testCaseOut,
  testRunOut,
} from '@turbine/domain';
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
import { answerNoContent, manage, read, ref, v } from './version-item-routes.shared.ts';
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
  app.get(
    `${v}/datasets`,
    {
      schema: { params: versionParams, response: { 200: dataOf(datasetSummaryOut) } },
      config: read,
    },
    async (req) => listDatasets(ctx, companyOf(req), ref(req.params)),
  );
  app.get(
    `${v}/datasets/:datasetId`,
    { schema: { params: datasetParams, response: { 200: datasetOut } }, config: read },
    async (req) => getDataset(ctx, companyOf(req), ref(req.params), req.params.datasetId),
  );
  app.post(
    `${v}/datasets`,
    {
      schema: { params: versionParams, body: datasetBody, response: { 201: datasetOut } },
      config: manage,
    },
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
      schema: {
        params: versionParams,
        querystring: datasetImportQuery,
        response: { 201: datasetOut },
      },
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
    {
      schema: { params: datasetParams, body: datasetBody, response: { 200: datasetOut } },
      config: manage,
    },
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
    { schema: { params: datasetParams, response: { 204: noContent } }, config: manage },
    async (req, reply) =>
      answerNoContent(
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

  app.get(
    `${v}/test-cases`,
    { schema: { params: versionParams, response: { 200: dataOf(testCaseOut) } }, config: read },
    async (req) => listTestCases(ctx, companyOf(req), ref(req.params)),
  );
  app.post(
    `${v}/test-cases`,
    {
      schema: { params: versionParams, body: testCaseBody, response: { 201: testCaseOut } },
      config: manage,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await saveTestCase(ctx, actorOf(req), companyOf(req), ref(req.params), null, req.body),
        ),
  );
  app.put(
    `${v}/test-cases/:testCaseId`,
    {
      schema: { params: testCaseParams, body: testCaseBody, response: { 200: testCaseOut } },
      config: manage,
    },
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
    { schema: { params: testCaseParams, response: { 204: noContent } }, config: manage },
    async (req, reply) =>
      answerNoContent(
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
  app.get(
    `${v}/test-runs`,
    { schema: { params: versionParams, response: { 200: dataOf(testRunOut) } }, config: read },
    async (req) => listTestRuns(ctx, companyOf(req), ref(req.params)),
  );
  app.post(
    `${v}/test-runs`,
    { schema: { params: versionParams, response: { 201: testRunOut } }, config: manage },
    async (req, reply) =>
      reply.status(201).send(await runTests(ctx, actorOf(req), companyOf(req), ref(req.params))),
  );
}
