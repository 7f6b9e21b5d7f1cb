import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeUserRoleBody,
  companyUserListResponse,
  companyUserResponse,
  createTemporaryUserBody,
  extendTemporaryUserBody,
  noContent,
  pageQuery,
  Permission,
  temporaryUserDto,
  twoFactorPolicyBody,
  twoFactorPolicyResponse,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { changeUserRole, listCompanyUsers, removeCompanyUser } from './company-users.service.ts';
import { companyParams, companyUserParams } from './route-params.ts';
import { createTemporaryUser, extendTemporaryUser } from './temporary-users.service.ts';
import { resetMemberAuthenticator, setTwoFactorPolicy } from './company-security.service.ts';

const usersQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() }).strict();
const manageUsers = access.company('companyId', Permission.ManageCompanyUsers);

/** Company Users: list and search, change a user's role, remove a user from the company. */
export function registerCompanyUserRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/companies/:companyId/users',
    {
      schema: {
        params: companyParams,
        querystring: usersQuery,
        response: { 200: companyUserListResponse },
      },
      config: { access: manageUsers },
    },
    async (req) => listCompanyUsers(ctx, companyOf(req), req.query),
  );

  app.put(
    '/companies/:companyId/users/:userId',
    {
      schema: {
        params: companyUserParams,
        body: changeUserRoleBody,
        response: { 200: companyUserResponse },
      },
      config: { access: manageUsers },
    },
    async (req) =>
      changeUserRole(ctx, actorOf(req), companyOf(req), req.params.userId, req.body.roleId),
  );

  app.delete(
    '/companies/:companyId/users/:userId',
    {
      schema: { params: companyUserParams, response: { 204: noContent } },
      config: { access: manageUsers },
    },
    async (req, reply) => {
      await removeCompanyUser(ctx, actorOf(req), companyOf(req), req.params.userId);
      return reply.status(204).send(null);
    },
  );

  // §1: temporary users created by the company, with an expiry an admin can extend (decision 170).
  app.post(
    '/companies/:companyId/temporary-users',
    {
      schema: {
        params: companyParams,
        body: createTemporaryUserBody,
        response: { 201: temporaryUserDto },
      },
      config: { access: manageUsers },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await createTemporaryUser(ctx, actorOf(req), companyOf(req), req.body)),
  );

  app.put(
    '/companies/:companyId/temporary-users/:userId',
    {
      schema: {
        params: companyUserParams,
        body: extendTemporaryUserBody,
        response: { 200: temporaryUserDto },
      },
      config: { access: manageUsers },
    },
    async (req) =>
      extendTemporaryUser(ctx, actorOf(req), companyOf(req), req.params.userId, req.body),
  );

  // An admin resets a member's authenticator app (§6): audited, the member is mailed.
  app.delete(
    '/companies/:companyId/users/:userId/two-factor-auth/totp',
    {
      schema: { params: companyUserParams, response: { 204: noContent } },
      config: { access: manageUsers },
    },
    async (req, reply) => {
      await resetMemberAuthenticator(ctx, actorOf(req), companyOf(req), req.params.userId);
      return reply.status(204).send(null);
    },
  );

  // The company's two-factor policy (issue 11): its members must set up a method.
  app.put(
    '/companies/:companyId/two-factor-policy',
    {
      schema: {
        params: companyParams,
        body: twoFactorPolicyBody,
        response: { 200: twoFactorPolicyResponse },
      },
      config: { access: access.company('companyId', Permission.ManageCompanyDetails) },
    },
    async (req) => setTwoFactorPolicy(ctx, actorOf(req), companyOf(req), req.body.requireTwoFactor),
  );
}
