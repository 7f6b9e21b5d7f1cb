import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyDatasetOut,
  companyDatasetsResponse,
  datasetBody,
  datasetImportQuery,
  idSchema,
  noContent,
  productListQuery,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { uploadOf } from '../../platform/files/upload-guard.ts';
import { companyParams } from '../../platform/http/route-params.ts';
import {
  deleteCompanyDataset,
  getCompanyDataset,
  importCompanyDataset,
  listCompanyDatasets,
  saveCompanyDataset,
  type DatasetChangeCheck,
} from './datasets.service.ts';
import { manageDatasets, readDatasets } from './datasets.policy.ts';
import { csvUpload } from './csv.ts';

const datasetParams = companyParams.extend({ datasetId: idSchema });
const read = { access: readDatasets };
const manage = { access: manageDatasets };

/** Company datasets (spec §2 "Datasets and Custom Datasets", decision 061). */
export function registerDatasetRoutes(
  root: FastifyInstance,
  ctx: AppContext,
  versionBreaks: DatasetChangeCheck,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/datasets';

  app.get(
    base,
    {
      schema: {
        params: companyParams,
        querystring: productListQuery,
        response: { 200: companyDatasetsResponse },
      },
      config: read,
    },
    async (req) => listCompanyDatasets(ctx, companyOf(req), req.query),
  );
  app.get(
    `${base}/:datasetId`,
    { schema: { params: datasetParams, response: { 200: companyDatasetOut } }, config: read },
    async (req) => getCompanyDataset(ctx, companyOf(req), req.params.datasetId),
  );
  app.post(
    base,
    {
      schema: { params: companyParams, body: datasetBody, response: { 201: companyDatasetOut } },
      config: manage,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await saveCompanyDataset(
            ctx,
            versionBreaks,
            actorOf(req),
            companyOf(req),
            null,
            req.body,
          ),
        ),
  );
  app.post(
    `${base}/import`,
    {
      schema: {
        params: companyParams,
        querystring: datasetImportQuery,
        response: { 201: companyDatasetOut },
      },
      config: { ...manage, upload: csvUpload },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await importCompanyDataset(
            ctx,
            versionBreaks,
            actorOf(req),
            companyOf(req),
            req.query,
            uploadOf(req).body,
          ),
        ),
  );
  app.put(
    `${base}/:datasetId`,
    {
      schema: { params: datasetParams, body: datasetBody, response: { 200: companyDatasetOut } },
      config: manage,
    },
    async (req) =>
      saveCompanyDataset(
        ctx,
        versionBreaks,
        actorOf(req),
        companyOf(req),
        req.params.datasetId,
        req.body,
      ),
  );
  app.delete(
    `${base}/:datasetId`,
    { schema: { params: datasetParams, response: { 204: noContent } }, config: manage },
    async (req, reply) => {
      await deleteCompanyDataset(
        ctx,
        versionBreaks,
        actorOf(req),
        companyOf(req),
        req.params.datasetId,
      );
      return reply.status(204).send(null);
    },
  );
}
