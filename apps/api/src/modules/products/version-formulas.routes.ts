import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  dataOf,
  noContent,
  productRuleBody,
  productRuleOut,
  propertyFormulaBody,
  propertyFormulaOut,
  underwritingFormulaBody,
  underwritingFormulaOut,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { actorOf, companyOf, type Actor, type CompanyScope } from '../../platform/http/guard.ts';
import {
  deleteFormula,
  listPropertyFormulas,
  listUnderwritingFormulas,
  savePropertyFormula,
  saveUnderwritingFormula,
  type FormulaKind,
} from './formulas.service.ts';
import { formulaParams, ruleParams, versionParams } from './route-params.ts';
import { deleteRule, listRules, saveRule } from './rules.service.ts';
import { answerNoContent, manage, read, ref, v } from './version-item-routes.shared.ts';
import type { VersionRef } from './version-guard.ts';

/** A version's property and underwriting formulas and its rules. */
export function registerFormulaRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  formulaRoutes(app, ctx, {
    path: 'property-formulas',
    kind: 'propertyFormula',
    body: propertyFormulaBody,
    item: propertyFormulaOut,
    list: listPropertyFormulas,
    save: savePropertyFormula,
  });
  formulaRoutes(app, ctx, {
    path: 'underwriting-formulas',
    kind: 'underwritingFormula',
    body: underwritingFormulaBody,
    item: underwritingFormulaOut,
    list: listUnderwritingFormulas,
    save: saveUnderwritingFormula,
  });

  app.get(
    `${v}/rules`,
    { schema: { params: versionParams, response: { 200: dataOf(productRuleOut) } }, config: read },
    async (req) => listRules(ctx, companyOf(req), ref(req.params)),
  );
  app.post(
    `${v}/rules`,
    {
      schema: { params: versionParams, body: productRuleBody, response: { 201: productRuleOut } },
      config: manage,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await saveRule(ctx, actorOf(req), companyOf(req), ref(req.params), null, req.body)),
  );
  app.put(
    `${v}/rules/:ruleId`,
    {
      schema: { params: ruleParams, body: productRuleBody, response: { 200: productRuleOut } },
      config: manage,
    },
    async (req) =>
      saveRule(ctx, actorOf(req), companyOf(req), ref(req.params), req.params.ruleId, req.body),
  );
  app.delete(
    `${v}/rules/:ruleId`,
    { schema: { params: ruleParams, response: { 204: noContent } }, config: manage },
    async (req, reply) =>
      answerNoContent(
        await deleteRule(ctx, actorOf(req), companyOf(req), ref(req.params), req.params.ruleId),
        reply,
      ),
  );
}

/** List, create, update and delete of one kind of formula (property and underwriting share them). */
function formulaRoutes<B extends z.ZodType, I extends z.ZodType>(
  app: FastifyInstance,
  ctx: AppContext,
  opts: {
    path: string;
    kind: FormulaKind;
    body: B;
    /** The formula as answered. */
    item: I;
    list: (
      ctx: AppContext,
      scope: CompanyScope,
      ref: VersionRef,
    ) => Promise<{ data: z.output<I>[] }>;
    save: (
      ctx: AppContext,
      actor: Actor,
      scope: CompanyScope,
      ref: VersionRef,
      id: number | null,
      body: z.infer<B>,
    ) => Promise<z.output<I>>;
  },
): void {
  // The body is `opts.body` validated; the type provider cannot name its output for a generic schema, hence
  // the `as z.infer<B>` below (the callers' schemas and save functions are checked against each other).
  // Likewise the answers: `list` and `save` are checked against `opts.item` at the call, and the schemas
  // are declared (documented, and enforced in tests) as plain `z.ZodType`.
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const path = `${v}/${opts.path}`;
  typed.get(
    path,
    {
      schema: { params: versionParams, response: { 200: dataOf(opts.item) as z.ZodType } },
      config: read,
    },
    async (req) => opts.list(ctx, companyOf(req), ref(req.params)),
  );
  typed.post(
    path,
    {
      schema: { params: versionParams, body: opts.body, response: { 201: opts.item as z.ZodType } },
      config: manage,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await opts.save(
            ctx,
            actorOf(req),
            companyOf(req),
            ref(req.params),
            null,
            req.body as z.infer<B>,
          ),
        ),
  );
  typed.put(
    `${path}/:formulaId`,
    {
      schema: { params: formulaParams, body: opts.body, response: { 200: opts.item as z.ZodType } },
      config: manage,
    },
    async (req) =>
      opts.save(
        ctx,
        actorOf(req),
        companyOf(req),
        ref(req.params),
        req.params.formulaId,
        req.body as z.infer<B>,
      ),
  );
  typed.delete(
    `${path}/:formulaId`,
    { schema: { params: formulaParams, response: { 204: noContent } }, config: manage },
    async (req, reply) =>
      answerNoContent(
        await deleteFormula(
          ctx,
          actorOf(req),
          companyOf(req),
          ref(req.params),
          opts.kind,
          req.params.formulaId,
        ),
        reply,
      ),
  );
}
