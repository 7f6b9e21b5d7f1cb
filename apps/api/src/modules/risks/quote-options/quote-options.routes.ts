import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bindQuoteOptionBody,
  idSchema,
  Permission,
  quoteOptionsBody,
  quoteOptionsResponse,
  riskPackageResponse,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { access } from '../../../platform/http/access.ts';
import { actorOf, companyOf } from '../../../platform/http/guard.ts';
import { withIdempotency } from '../../../platform/http/idempotency.ts';
import { onPackage } from '../package-gate.ts';
import { riskParams } from '../risk-params.ts';
import { listQuoteOptions, requestQuoteOptions } from './quote-options.service.ts';
import { bindQuoteOption, chooseQuoteOption } from './settle-option.ts';

const view = { access: access.company('companyId', Permission.ViewRisks) };
const manage = { access: access.company('companyId', Permission.ManageRisks) };
const optionParams = riskParams.extend({ optionId: idSchema });

/** Quote options side by side (issue 21, decision 218). */
export function registerQuoteOptionRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/risks/:riskPackageId/risks/:riskId/quote-options';
  app.get(
    base,
    { schema: { params: riskParams, response: { 200: quoteOptionsResponse } }, config: view },
    async (req) => listQuoteOptions(ctx, actorOf(req), companyOf(req), req.params),
  );
  app.post(
    base,
    {
      schema: {
        params: riskParams,
        body: quoteOptionsBody,
        response: { 201: quoteOptionsResponse },
      },
      config: manage,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await onPackage(ctx, req.params.riskPackageId, () =>
            requestQuoteOptions(ctx, actorOf(req), companyOf(req), req.params, req.body),
          ),
        ),
  );
  app.post(
    `${base}/:optionId/bind`,
    {
      schema: {
        params: optionParams,
        body: bindQuoteOptionBody.optional(),
        response: { 200: riskPackageResponse },
      },
      config: manage,
    },
    async (req, reply) =>
      onPackage(ctx, req.params.riskPackageId, () =>
        withIdempotency(ctx, req, reply, () =>
          bindQuoteOption(ctx, actorOf(req), companyOf(req), req.params, {
            reasonForCancellation: null,
            afsOverrideReason: req.body?.afsOverrideReason || null,
            ...(req.body?.declarationConfirmed !== undefined
              ? { declarationConfirmed: req.body.declarationConfirmed }
              : {}),
          }),
        ),
      ),
  );
  app.post(
    `${base}/:optionId/choose`,
    { schema: { params: optionParams, response: { 200: riskPackageResponse } }, config: manage },
    async (req, reply) =>
      onPackage(ctx, req.params.riskPackageId, () =>
        withIdempotency(ctx, req, reply, () =>
          chooseQuoteOption(ctx, actorOf(req), companyOf(req), req.params),
        ),
      ),
  );
}
