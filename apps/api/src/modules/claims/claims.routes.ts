import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointLegalBody,
  claimActivitiesResponse,
  claimActivityOut,
  claimDecisionBody,
  claimMovementsResponse,
  claimOut,
  claimPolicyOptionsResponse,
  claimSummariesResponse,
  claimTaskOut,
  claimTasksResponse,
  legalFirmsResponse,
  claimListQuery,
  claimMovementBody,
  claimStatusBody,
  claimTaskBody,
  claimTaskUpdateBody,
  idSchema,
  Permission,
  postTextBody,
  reportIncidentBody,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { companyParams } from '../../platform/http/route-params.ts';
import {
  addClaimTask,
  completeClaimTask,
  findReportablePolicies,
  listClaimActivities,
  listClaims,
  listClaimTasks,
  listLegalFirms,
  listMovements,
  postClaimText,
  readClaim,
} from './claim-records.service.ts';
import { appointLegalFirm, decideClaim } from './decide-claim.ts';
import { reportIncident } from './report-incident.ts';
import { recordMovement, setClaimStatus } from './work-claim.ts';

const claimParams = companyParams.extend({ claimId: idSchema });
const taskParams = claimParams.extend({ taskId: idSchema });
const searchQuery = z.object({ q: z.string().trim().max(200).optional() });
const view = { access: access.company('companyId', Permission.ViewRisks) };
const manage = { access: access.company('companyId', Permission.ManageRisks) };

/** Incidents and claims (issue 16, decision 120); every claim route answers 404 to a company that may not see it. */
export function registerClaimRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/claims';
  const one = `${base}/:claimId`;

  app.get(
    base,
    {
      schema: {
        params: companyParams,
        querystring: claimListQuery,
        response: { 200: claimSummariesResponse },
      },
      config: view,
    },
    async (req) =>
      listClaims(ctx, companyOf(req), {
        q: req.query.q || undefined,
        open: req.query.open === undefined ? undefined : req.query.open === '1',
        riskPackageIds: req.query.riskPackageId ? [req.query.riskPackageId] : undefined,
      }),
  );
  app.post(
    base,
    {
      schema: { params: companyParams, body: reportIncidentBody, response: { 201: claimOut } },
      config: manage,
    },
    async (req, reply) =>
      reply.status(201).send(await reportIncident(ctx, actorOf(req), companyOf(req), req.body)),
  );
  app.get(
    '/companies/:companyId/claim-policies',
    {
      schema: {
        params: companyParams,
        querystring: searchQuery,
        response: { 200: claimPolicyOptionsResponse },
      },
      config: manage,
    },
    async (req) => findReportablePolicies(ctx, companyOf(req), req.query.q || undefined),
  );
  app.get(
    '/companies/:companyId/legal-firms',
    { schema: { params: companyParams, response: { 200: legalFirmsResponse } }, config: manage },
    async () => listLegalFirms(ctx),
  );
  app.get(
    one,
    { schema: { params: claimParams, response: { 200: claimOut } }, config: view },
    async (req) => readClaim(ctx, companyOf(req), req.params.claimId),
  );
  app.post(
    `${one}/decision`,
    {
      schema: { params: claimParams, body: claimDecisionBody, response: { 200: claimOut } },
      config: manage,
    },
    async (req) => decideClaim(ctx, actorOf(req), companyOf(req), req.params.claimId, req.body),
  );
  app.put(
    `${one}/legal-firm`,
    {
      schema: { params: claimParams, body: appointLegalBody, response: { 200: claimOut } },
      config: manage,
    },
    async (req) =>
      appointLegalFirm(
        ctx,
        actorOf(req),
        companyOf(req),
        req.params.claimId,
        req.body.legalCompanyId,
      ),
  );
  app.put(
    `${one}/status`,
    {
      schema: { params: claimParams, body: claimStatusBody, response: { 200: claimOut } },
      config: manage,
    },
    async (req) =>
      setClaimStatus(ctx, actorOf(req), companyOf(req), req.params.claimId, req.body.status),
  );
  app.get(
    `${one}/movements`,
    { schema: { params: claimParams, response: { 200: claimMovementsResponse } }, config: view },
    async (req) => listMovements(ctx, companyOf(req), req.params.claimId),
  );
  app.post(
    `${one}/movements`,
    {
      schema: { params: claimParams, body: claimMovementBody, response: { 201: claimOut } },
      config: manage,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await recordMovement(ctx, actorOf(req), companyOf(req), req.params.claimId, req.body),
        ),
  );
  app.get(
    `${one}/activities`,
    { schema: { params: claimParams, response: { 200: claimActivitiesResponse } }, config: view },
    async (req) => listClaimActivities(ctx, companyOf(req), req.params.claimId),
  );
  for (const kind of ['message', 'note'] as const)
    app.post(
      `${one}/${kind}s`,
      {
        schema: { params: claimParams, body: postTextBody, response: { 201: claimActivityOut } },
        config: manage,
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(
            await postClaimText(
              ctx,
              actorOf(req),
              companyOf(req),
              req.params.claimId,
              kind,
              req.body.body,
            ),
          ),
    );
  app.get(
    `${one}/tasks`,
    { schema: { params: claimParams, response: { 200: claimTasksResponse } }, config: view },
    async (req) => listClaimTasks(ctx, companyOf(req), req.params.claimId),
  );
  app.post(
    `${one}/tasks`,
    {
      schema: { params: claimParams, body: claimTaskBody, response: { 201: claimTaskOut } },
      config: manage,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await addClaimTask(ctx, actorOf(req), companyOf(req), req.params.claimId, req.body)),
  );
  app.put(
    `${one}/tasks/:taskId`,
    {
      schema: { params: taskParams, body: claimTaskUpdateBody, response: { 200: claimTaskOut } },
      config: manage,
    },
    async (req) =>
      completeClaimTask(ctx, companyOf(req), req.params.claimId, req.params.taskId, req.body.done),
  );
}
