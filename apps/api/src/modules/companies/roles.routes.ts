import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContent, Permission, roleBody, roleListResponse, roleResponse } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { companyParams, roleParams } from './route-params.ts';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service.ts';

// Inviting needs a role to pick, so invitation managers may read the list too; a creating company may
// read it while the company it created has no admin (docs/decisions/040).
const readRoles = access.company(
  'companyId',
  [
    Permission.ManageRolesAndPermissions,
    Permission.ManageCompanyUsers,
    Permission.ManageInvitations,
  ],
  { allowCreator: true },
);
const manageRoles = access.company('companyId', Permission.ManageRolesAndPermissions);

/** Roles & Permissions (§3 Role, §6 deletion rule). */
export function registerRoleRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/companies/:companyId/roles',
    {
      schema: { params: companyParams, response: { 200: roleListResponse } },
      config: { access: readRoles },
    },
    async (req) => listRoles(ctx, actorOf(req), companyOf(req)),
  );

  app.post(
    '/companies/:companyId/roles',
    {
      schema: { params: companyParams, body: roleBody, response: { 201: roleResponse } },
      config: { access: manageRoles },
    },
    async (req, reply) =>
      reply.status(201).send(await createRole(ctx, actorOf(req), companyOf(req), req.body)),
  );

  app.put(
    '/companies/:companyId/roles/:roleId',
    {
      schema: { params: roleParams, body: roleBody, response: { 200: roleResponse } },
      config: { access: manageRoles },
    },
    async (req) => updateRole(ctx, actorOf(req), companyOf(req), req.params.roleId, req.body),
  );

  app.delete(
    '/companies/:companyId/roles/:roleId',
    {
      schema: { params: roleParams, response: { 204: noContent } },
      config: { access: manageRoles },
    },
    async (req, reply) => {
      await deleteRole(ctx, actorOf(req), companyOf(req), req.params.roleId);
      return reply.status(204).send(null);
    },
  );
}
