import { and, eq } from 'drizzle-orm';
import { CompanyType, type CompanyType as CompanyTypeId } from '@turbine/domain';
import type { AppContext } from '../src/platform/context.ts';
import { companies, roles } from '../src/modules/companies/companies.tables.ts';
import { createDefaultRoles } from '../src/modules/companies/company-roles.ts';
import { addUserToCompany } from '../src/modules/companies/memberships.repository.ts';
import { hashPassword, insertUser, type UserRow } from '../src/modules/identity/index.ts';
import { TestClient } from './client.ts';
import type { TestServer } from './harness.ts';

export const TEST_PASSWORD = 'Correct-Horse-42!';
let sequence = 0;
const next = () => `${process.pid}-${++sequence}`;

let cachedHash: Promise<string> | null = null;
// One argon2 hash per file keeps factories fast; every user still has a real, verifiable password.
const passwordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

/** A user with the test password. */
export async function buildUser(
  ctx: AppContext,
  values: {
    name?: string;
    email?: string;
    passwordChangedAt?: Date;
    isTemporaryUser?: boolean;
  } = {},
): Promise<UserRow> {
  const n = next();
  return insertUser(ctx.db, {
    name: values.name ?? `User ${n}`,
    email: values.email ?? `user-${n}@example.com`,
    passwordHash: await passwordHash(),
    ...(values.passwordChangedAt ? { passwordChangedAt: values.passwordChangedAt } : {}),
    ...(values.isTemporaryUser ? { isTemporaryUser: true } : {}),
  });
}

export interface BuiltCompany {
  id: number;
  name: string;
  adminRoleId: number;
  staffRoleId: number;
}

/** A company of the given type with its default roles; members get the admin role unless `staff`. */
export async function buildCompany(
  ctx: AppContext,
  values: {
    type?: CompanyTypeId;
    name?: string;
    handle?: string | null;
    createdByCompanyId?: number | null;
    admins?: UserRow[];
    staff?: UserRow[];
    hasAdmin?: boolean;
    isActive?: boolean;
  } = {},
): Promise<BuiltCompany> {
  const type = values.type ?? CompanyType.Broker;
  const [row] = await ctx.db
    .insert(companies)
    .values({
      name: values.name ?? `Company ${next()}`,
      handle: values.handle ?? null,
      refCompanyTypeId: type,
      createdByCompanyId: values.createdByCompanyId ?? null,
      hasAdmin: values.hasAdmin ?? true,
      isActive: values.isActive ?? true,
    })
    .returning();
  const roles = await createDefaultRoles(ctx.db, row!.id, type);
  for (const u of values.admins ?? [])
    await addUserToCompany(ctx.db, u.id, row!.id, roles.admin.id);
  for (const u of values.staff ?? []) await addUserToCompany(ctx.db, u.id, row!.id, roles.staff.id);
  return { id: row!.id, name: row!.name, adminRoleId: roles.admin.id, staffRoleId: roles.staff.id };
}

/** The seeded system company's id. */
export async function systemCompanyId(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.refCompanyTypeId, CompanyType.System));
  return row!.id;
}

/** A signed-in client for a user built with the test password. */
export async function signedIn(server: TestServer, user: UserRow): Promise<TestClient> {
  const client = new TestClient(server.baseUrl);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

/** A company with one admin user, signed in: the usual starting point of a test. */
export async function companyWithAdmin(
  server: TestServer,
  type: CompanyTypeId = CompanyType.Broker,
) {
  const admin = await buildUser(server.ctx);
  const company = await buildCompany(server.ctx, { type, admins: [admin] });
  return { admin, company, client: await signedIn(server, admin) };
}

/** A signed-in admin of the seeded system company (for platform tests, which import no module). */
export async function systemOperator(server: TestServer) {
  const user = await buildUser(server.ctx);
  const systemId = await systemCompanyId(server.ctx);
  const [adminRole] = await server.ctx.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, systemId), eq(roles.isAdmin, true)));
  await addUserToCompany(server.ctx.db, user.id, systemId, adminRole!.id);
  return { user, client: await signedIn(server, user) };
}
