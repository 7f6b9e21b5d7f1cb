import { and, asc, desc, eq } from 'drizzle-orm';
import type { DomainEvent } from '../../platform/context.ts';
import type { AppContext } from '../../platform/context.ts';
import { events } from '../../platform/events/events.tables.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';
import type { TestServer } from '../../../test/harness.ts';
import { buildUser, signedIn, systemCompanyId } from '../../../test/factories.ts';
import type { UserRow } from '../identity/index.ts';
import { companies, invitations, rolePermissions, roles, userRoles } from './companies.tables.ts';
import { addUserToCompany } from './memberships.repository.ts';
import { findAdminRole } from './roles.repository.ts';

/** A signed-in user of the seeded system company, who passes every company check (§6). */
export async function systemUser(
  server: TestServer,
): Promise<{ user: UserRow; client: Awaited<ReturnType<typeof signedIn>> }> {
  const user = await buildUser(server.ctx);
  const systemId = await systemCompanyId(server.ctx);
  const admin = await findAdminRole(server.ctx.db, systemId);
  await addUserToCompany(server.ctx.db, user.id, systemId, admin!.id);
  return { user, client: await signedIn(server, user) };
}

/** Every committed domain event published from now on, for assertions on after-commit work. */
export function captureDomainEvents(ctx: AppContext): DomainEvent[] {
  const seen: DomainEvent[] = [];
  ctx.events.subscribe((e) => {
    seen.push(e);
  });
  return seen;
}

/** The audit events of one entity, oldest first. */
export async function auditEvents(ctx: AppContext, entityType: string, entityId: number) {
  return ctx.db
    .select()
    .from(events)
    .where(and(eq(events.entityType, entityType), eq(events.entityId, entityId)))
    .orderBy(asc(events.id));
}

/** The role id a user holds in a company, or null. */
export async function roleIdOf(
  ctx: AppContext,
  companyId: number,
  userId: number,
): Promise<number | null> {
  const [row] = await ctx.db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)));
  return row?.roleId ?? null;
}

/** A company's roles as stored, with their permission ids. */
export async function storedRoles(ctx: AppContext, companyId: number) {
  const rows = await ctx.db
    .select()
    .from(roles)
    .where(eq(roles.companyId, companyId))
    .orderBy(asc(roles.id));
  const perms = await ctx.db.select().from(rolePermissions);
  return rows.map((r) => ({
    ...r,
    permissionIds: perms
      .filter((p) => p.roleId === r.id)
      .map((p) => p.companyTypePermissionId)
      .sort((a, b) => a - b),
  }));
}

/** A company row as stored. */
export async function storedCompany(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(companies).where(eq(companies.id, id));
  return row!;
}

/** An invitation row as stored. */
export async function storedInvitation(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(invitations).where(eq(invitations.id, id));
  return row!;
}

/** A new user holding a role in a company, signed in. */
export async function memberWithRole(server: TestServer, companyId: number, roleId: number) {
  const user = await buildUser(server.ctx);
  await addUserToCompany(server.ctx.db, user.id, companyId, roleId);
  return { user, client: await signedIn(server, user) };
}

/** The invitation token from the newest mail to an address (the link is the only place it exists). */
export async function tokenMailedTo(ctx: AppContext, email: string): Promise<string> {
  const [mail] = await ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = mail?.textBody.match(/\/invitation\/([\w-]+)/);
  if (!match) throw new Error(`no invitation mail to ${email}`);
  return match[1]!;
}

/** Opens a company in support mode, acting (decision 136): a system user's writes to it then pass. */
export async function actAsSupport(
  client: { post(path: string, body?: unknown): Promise<{ status: number }> },
  companyId: number,
): Promise<void> {
  const res = await client.post(`/system/companies/${companyId}/support`, {
    reason: 'Test support',
    acting: true,
  });
  if (res.status !== 201) throw new Error(`support mode refused: ${res.status}`);
}
