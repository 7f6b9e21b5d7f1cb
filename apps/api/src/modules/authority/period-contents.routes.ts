import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authorisedUnderwriterBody,
  authorisedUnderwriterResponse,
  noContent,
  sectionBody,
  sectionGroupBody,
  sectionGroupResponse,
  sectionResponse,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { manageAgreements } from './authority.access.ts';
import {
  periodParams,
  sectionGroupParams,
  sectionParams,
  underwriterParams,
} from './route-params.ts';
import {
  addSectionGroup,
  removeSectionGroup,
  updateSectionGroup,
} from './section-groups.service.ts';
import { addSection, removeSection, updateSection } from './sections.service.ts';
import { addUnderwriter, removeUnderwriter, updateUnderwriter } from './underwriters.service.ts';

const config = { access: manageAgreements };

/** What a period holds (§3): authorised underwriters, sections with quota shares and risk codes, section groups. Read through GET period. */
export function registerPeriodContentRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/binding-agreements/:agreementId/periods/:periodId';
  const ref = (p: { agreementId: number; periodId: number }) => ({
    agreementId: p.agreementId,
    periodId: p.periodId,
  });

  app.post(
    `${base}/authorised-underwriters`,
    {
      schema: {
        params: periodParams,
        body: authorisedUnderwriterBody,
        response: { 201: authorisedUnderwriterResponse },
      },
      config,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await addUnderwriter(ctx, actorOf(req), companyOf(req), ref(req.params), req.body)),
  );
  app.put(
    `${base}/authorised-underwriters/:underwriterId`,
    {
      schema: {
        params: underwriterParams,
        body: authorisedUnderwriterBody,
        response: { 200: authorisedUnderwriterResponse },
      },
      config,
    },
    async (req) =>
      updateUnderwriter(
        ctx,
        actorOf(req),
        companyOf(req),
        ref(req.params),
        req.params.underwriterId,
        req.body,
      ),
  );
  app.delete(
    `${base}/authorised-underwriters/:underwriterId`,
    { schema: { params: underwriterParams, response: { 204: noContent } }, config },
    async (req, reply) => {
      await removeUnderwriter(
        ctx,
        actorOf(req),
        companyOf(req),
        ref(req.params),
        req.params.underwriterId,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/sections`,
    {
      schema: { params: periodParams, body: sectionBody, response: { 201: sectionResponse } },
      config,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await addSection(ctx, actorOf(req), companyOf(req), ref(req.params), req.body)),
  );
  app.put(
    `${base}/sections/:sectionId`,
    {
      schema: { params: sectionParams, body: sectionBody, response: { 200: sectionResponse } },
      config,
    },
    async (req) =>
      updateSection(
        ctx,
        actorOf(req),
        companyOf(req),
        ref(req.params),
        req.params.sectionId,
        req.body,
      ),
  );
  app.delete(
    `${base}/sections/:sectionId`,
    { schema: { params: sectionParams, response: { 204: noContent } }, config },
    async (req, reply) => {
      await removeSection(ctx, actorOf(req), companyOf(req), ref(req.params), req.params.sectionId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/section-groups`,
    {
      schema: {
        params: periodParams,
        body: sectionGroupBody,
        response: { 201: sectionGroupResponse },
      },
      config,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await addSectionGroup(ctx, actorOf(req), companyOf(req), ref(req.params), req.body)),
  );
  app.put(
    `${base}/section-groups/:groupId`,
    {
      schema: {
        params: sectionGroupParams,
        body: sectionGroupBody,
        response: { 200: sectionGroupResponse },
      },
      config,
    },
    async (req) =>
      updateSectionGroup(
        ctx,
        actorOf(req),
        companyOf(req),
        ref(req.params),
        req.params.groupId,
        req.body,
      ),
  );
  app.delete(
    `${base}/section-groups/:groupId`,
    { schema: { params: sectionGroupParams, response: { 204: noContent } }, config },
    async (req, reply) => {
      await removeSectionGroup(
        ctx,
        actorOf(req),
        companyOf(req),
        ref(req.params),
        req.params.groupId,
      );
      return reply.status(204).send(null);
    },
  );
}
