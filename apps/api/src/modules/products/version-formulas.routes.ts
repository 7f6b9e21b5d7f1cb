import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { productRuleBody, propertyFormulaBody, underwritingFormulaBody } from '@turbine/domain';
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
import { manage, noContent, read, ref, v } from './version-item-routes.shared.ts';
import type { VersionRef } from './version-guard.ts';

/** A version's property and underwriting formulas and its rules. */
export function registerFormulaRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  formulaRoutes(app, ctx, {
    path: 'property-formulas',
    kind: 'propertyFormula',
    body: propertyFormulaBody,
    list: listPropertyFormulas,
    save: savePropertyFormula,
  });
  formulaRoutes(app, ctx, {
    path: 'underwriting-formulas',
    kind: 'underwritingFormula',
    body: underwritingFormulaBody,
    list: listUnderwritingFormulas,
    save: saveUnderwritingFormula,
  });

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

/** List, create, update and delete of one kind of formula (property and underwriting share them). */
function formulaRoutes<B extends z.ZodType>(
  app: FastifyInstance,
  ctx: AppContext,
  opts: {
    path: string;
    kind: FormulaKind;
    body: B;
    list: (ctx: AppContext, scope: CompanyScope, ref: VersionRef) => Promise<unknown>;
    save: (
      ctx: AppContext,
      actor: Actor,
      scope: CompanyScope,
      ref: VersionRef,
      id: number | null,
      body: z.infer<B>,
    ) => Promise<unknown>;
  },
): void {
  // The body is `opts.body` validated; the type provider cannot name its output for a generic schema, hence
  // the `as z.infer<B>` below (the callers' schemas and save functions are checked against each other).
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const path = `${v}/${opts.path}`;
  typed.get(path, { schema: { params: versionParams }, config: read }, async (req) =>
    opts.list(ctx, companyOf(req), ref(req.params)),
  );
  typed.post(
    path,
    { schema: { params: versionParams, body: opts.body }, config: manage },
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
    { schema: { params: formulaParams, body: opts.body }, config: manage },
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
    { schema: { params: formulaParams }, config: manage },
    async (req, reply) =>
      noContent(
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
