import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  datasetBody,
  datasetImportQuery,
  productRuleBody,
  propertyFormulaBody,
  testCaseBody,
  underwritingFormulaBody,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import {
  deleteDataset,
  getDataset,
  importDataset,
  listDatasets,
  saveDataset,
} from './datasets.service.ts';
import {
  deleteFormula,
  listPropertyFormulas,
  listUnderwritingFormulas,
  savePropertyFormula,
  saveUnderwritingFormula,
} from './formulas.service.ts';
import { manageProducts, readProducts } from './products.policy.ts';
import {
  datasetParams,
  formulaParams,
  ruleParams,
  testCaseParams,
  versionParams,
} from './route-params.ts';
import { deleteRule, listRules, saveRule } from './rules.service.ts';
import {
  deleteTestCase,
  listTestCases,
  listTestRuns,
  runTests,
  saveTestCase,
} from './test-runs.service.ts';

const ref = (p: { productId: number; versionId: number }) => ({
  productId: p.productId,
  versionId: p.versionId,
});

const v = '/companies/:companyId/products/:productId/versions/:versionId';
const read = { access: readProducts };
const manage = { access: manageProducts };
/** Answers 204 once the awaited deletion (its first argument) is done. */
const noContent = async (_: unknown, reply: { status(n: number): { send(): unknown } }) =>
  reply.status(204).send();

/** What a version holds: property and underwriting formulas, rules, datasets, test cases and runs. */
export function registerVersionItemRoutes(root: FastifyInstance, ctx: AppContext): void {
  registerFormulaRoutes(root, ctx);
  registerDataRoutes(root, ctx);
}

function registerFormulaRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${v}/property-formulas`,
    { schema: { params: versionParams }, config: read },
    async (req) => listPropertyFormulas(ctx, companyOf(req), ref(req.params)),
  );
  app.post(
    `${v}/property-formulas`,
    { schema: { params: versionParams, body: propertyFormulaBody }, config: manage },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await savePropertyFormula(
            ctx,
            actorOf(req),
            companyOf(req),
            ref(req.params),
            null,
            req.body,
          ),
        ),
  );
  app.put(
    `${v}/property-formulas/:formulaId`,
    { schema: { params: formulaParams, body: propertyFormulaBody }, config: manage },
    async (req) =>
      savePropertyFormula(
        ctx,
        actorOf(req),
        companyOf(req),
        ref(req.params),
        req.params.formulaId,
        req.body,
      ),
  );
  app.delete(
    `${v}/property-formulas/:formulaId`,
    { schema: { params: formulaParams }, config: manage },
    async (req, reply) =>
      noContent(
        await deleteFormula(
          ctx,
          actorOf(req),
          companyOf(req),
          ref(req.params),
          'propertyFormula',
          req.params.formulaId,
        ),
        reply,
      ),
  );

  app.get(
    `${v}/underwriting-formulas`,
    { schema: { params: versionParams }, config: read },
    async (req) => listUnderwritingFormulas(ctx, companyOf(req), ref(req.params)),
  );
  app.post(
    `${v}/underwriting-formulas`,
    { schema: { params: versionParams, body: underwritingFormulaBody }, config: manage },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await saveUnderwritingFormula(
            ctx,
            actorOf(req),
            companyOf(req),
            ref(req.params),
            null,
            req.body,
          ),
        ),
  );
  app.put(
    `${v}/underwriting-formulas/:formulaId`,
    { schema: { params: formulaParams, body: underwritingFormulaBody }, config: manage },
    async (req) =>
      saveUnderwritingFormula(
        ctx,
        actorOf(req),
        companyOf(req),
        ref(req.params),
        req.params.formulaId,
        req.body,
      ),
  );
  app.delete(
    `${v}/underwriting-formulas/:formulaId`,
    { schema: { params: formulaParams }, config: manage },
    async (req, reply) =>
      noContent(
        await deleteFormula(
          ctx,
          actorOf(req),
          companyOf(req),
          ref(req.params),
          'underwritingFormula',
          req.params.formulaId,
        ),
        reply,
      ),
  );

  app.get(`${v}/rules`, { schema: { params: versionParams }, config: read }, async (req) =>
    listRules(ctx, companyOf(req), ref(req.params)),
  );
  app.post(
    `${v}/rules`,
    { schema: { params: versionParams, body: productRuleBody }, config: manage },
    async (req, reply) =>
      reply
        .status(201)
        .send(await saveRule(ctx, actorOf(req), companyOf(req), ref(req.params), null, req.body)),
  );
  app.put(
    `${v}/rules/:ruleId`,
    { schema: { params: ruleParams, body: productRuleBody }, config: manage },
    async (req) =>
      saveRule(ctx, actorOf(req), companyOf(req), ref(req.params), req.params.ruleId, req.body),
  );
  app.delete(
    `${v}/rules/:ruleId`,
    { schema: { params: ruleParams }, config: manage },
    async (req, reply) =>
      noContent(
        await deleteRule(ctx, actorOf(req), companyOf(req), ref(req.params), req.params.ruleId),
        reply,
      ),
  );
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
    { schema: { params: versionParams, querystring: datasetImportQuery }, config: manage },
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
            req.body,
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
