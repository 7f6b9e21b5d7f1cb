import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productRuleBody, propertyFormulaBody, underwritingFormulaBody } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import {
  deleteFormula,
  listPropertyFormulas,
  listUnderwritingFormulas,
  savePropertyFormula,
  saveUnderwritingFormula,
} from './formulas.service.ts';
import { formulaParams, ruleParams, versionParams } from './route-params.ts';
import { deleteRule, listRules, saveRule } from './rules.service.ts';
import { manage, noContent, read, ref, v } from './version-item-routes.shared.ts';

/** A version's property and underwriting formulas and its rules. */
export function registerFormulaRoutes(root: FastifyInstance, ctx: AppContext): void {
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
