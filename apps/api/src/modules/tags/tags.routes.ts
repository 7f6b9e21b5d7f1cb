import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyTagBody,
  companyTagOut,
  companyTagsResponse,
  idSchema,
  noContent,
  partnerCompaniesQuery,
  partnerCompaniesResponse,
  partnerCompanyOut,
  Permission,
  tagChipsResponse,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { companyParams } from '../../platform/http/route-params.ts';
import { packageParams } from '../risks/index.ts';
import { deleteCompanyTag, listCompanyTags, saveCompanyTag } from './manage-tags.ts';
import { listPartnerCompanies, setPartnerCompanyTag } from './tag-companies.ts';
import {
  applyTagToRiskPackage,
  listRiskPackageTags,
  removeTagFromRiskPackage,
} from './tag-risk-package.ts';

const tagParams = companyParams.extend({ tagId: idSchema });
const packageTagParams = packageParams.extend({ tagId: idSchema });
const partnerTagParams = companyParams.extend({ partnerId: idSchema, tagId: idSchema });
const member = { access: access.company('companyId') };
const manageTags = { access: access.company('companyId', Permission.ManageCompanyTags) };

/** §2 Company Tags (ManageCompanyTags 18, decision 171): the tags, and tagging risk packages and companies. */
export function registerTagRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/tags';

  app.get(
    base,
    { schema: { params: companyParams, response: { 200: companyTagsResponse } }, config: member },
    async (req) => ({ data: await listCompanyTags(ctx, companyOf(req)) }),
  );
  app.post(
    base,
    {
      schema: { params: companyParams, body: companyTagBody, response: { 201: companyTagOut } },
      config: manageTags,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await saveCompanyTag(ctx, actorOf(req), companyOf(req), null, req.body)),
  );
  app.put(
    `${base}/:tagId`,
    {
      schema: { params: tagParams, body: companyTagBody, response: { 200: companyTagOut } },
      config: manageTags,
    },
    async (req) => saveCompanyTag(ctx, actorOf(req), companyOf(req), req.params.tagId, req.body),
  );
  app.delete(
    `${base}/:tagId`,
    { schema: { params: tagParams, response: { 204: noContent } }, config: manageTags },
    async (req, reply) => {
      await deleteCompanyTag(ctx, actorOf(req), companyOf(req), req.params.tagId);
      return reply.status(204).send(null);
    },
  );

  const onRisk = '/companies/:companyId/risks/:riskPackageId/tags';
  app.get(
    onRisk,
    { schema: { params: packageParams, response: { 200: tagChipsResponse } }, config: member },
    async (req) => ({
      data: await listRiskPackageTags(ctx, companyOf(req), req.params.riskPackageId),
    }),
  );
  for (const [method, change] of [
    ['put', applyTagToRiskPackage],
    ['delete', removeTagFromRiskPackage],
  ] as const)
    app[method](
      `${onRisk}/:tagId`,
      {
        schema: { params: packageTagParams, response: { 200: tagChipsResponse } },
        config: manageTags,
      },
      async (req) => ({
        data: await change(ctx, {
          companyId: companyOf(req).id,
          riskPackageId: req.params.riskPackageId,
          tagId: req.params.tagId,
          actorUserId: actorOf(req).user.id,
        }),
      }),
    );

  app.get(
    '/companies/:companyId/partner-companies',
    {
      schema: {
        params: companyParams,
        querystring: partnerCompaniesQuery,
        response: { 200: partnerCompaniesResponse },
      },
      config: member,
    },
    async (req) => ({ data: await listPartnerCompanies(ctx, companyOf(req), req.query) }),
  );
  for (const [method, on] of [
    ['put', true],
    ['delete', false],
  ] as const)
    app[method](
      '/companies/:companyId/partner-companies/:partnerId/tags/:tagId',
      {
        schema: { params: partnerTagParams, response: { 200: partnerCompanyOut } },
        config: manageTags,
      },
      async (req) =>
        setPartnerCompanyTag(
          ctx,
          actorOf(req),
          companyOf(req),
          req.params.partnerId,
          req.params.tagId,
          on,
        ),
    );
}
