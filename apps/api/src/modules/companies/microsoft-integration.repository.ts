import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { users } from '../identity/identity.tables.ts';
import { companyMicrosoftTenants, microsoftSetupLinks } from './microsoft.tables.ts';

export type SetupLinkRow = typeof microsoftSetupLinks.$inferSelect;

/** The company's connection to a Microsoft tenant, with who connected it. */
export async function findCompanyTenant(db: Executor, companyId: number) {
  const [row] = await db
    .select({
      tenantId: companyMicrosoftTenants.tenantId,
      connectedAt: companyMicrosoftTenants.connectedAt,
      connectedBy: users.name,
    })
    .from(companyMicrosoftTenants)
    .leftJoin(users, eq(users.id, companyMicrosoftTenants.connectedByUserId))
    .where(eq(companyMicrosoftTenants.companyId, companyId));
  return row;
}

/** Connects the company to a tenant, replacing an earlier connection. */
export async function upsertCompanyTenant(
  db: Executor,
  values: { companyId: number; tenantId: string; connectedByUserId: number | null },
): Promise<void> {
  const now = new Date();
  await db
    .insert(companyMicrosoftTenants)
    .values({ ...values, connectedAt: now })
    .onConflictDoUpdate({
      target: companyMicrosoftTenants.companyId,
      set: {
        tenantId: values.tenantId,
        connectedByUserId: values.connectedByUserId,
        connectedAt: now,
      },
    });
}

/** Disconnects the company; true when it was connected. */
export async function deleteCompanyTenant(db: Executor, companyId: number): Promise<boolean> {
  const rows = await db
    .delete(companyMicrosoftTenants)
    .where(eq(companyMicrosoftTenants.companyId, companyId))
    .returning({ companyId: companyMicrosoftTenants.companyId });
  return rows.length > 0;
}

export async function insertSetupLink(
  db: Executor,
  values: typeof microsoftSetupLinks.$inferInsert,
): Promise<SetupLinkRow> {
  const [row] = await db.insert(microsoftSetupLinks).values(values).returning();
  return row!;
}

/** A setup link that is still usable (unused, unexpired) by its token hash or id. */
export async function findUsableSetupLink(
  db: Executor,
  by: { tokenHash: string } | { id: number },
): Promise<SetupLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(microsoftSetupLinks)
    .where(
      and(
        'id' in by
          ? eq(microsoftSetupLinks.id, by.id)
          : eq(microsoftSetupLinks.tokenHash, by.tokenHash),
        isNull(microsoftSetupLinks.usedAt),
        gt(microsoftSetupLinks.expiresAt, new Date()),
      ),
    );
  return row;
}

/** The newest usable setup link of a company. */
export async function newestUsableSetupLink(
  db: Executor,
  companyId: number,
): Promise<SetupLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(microsoftSetupLinks)
    .where(
      and(
        eq(microsoftSetupLinks.companyId, companyId),
        isNull(microsoftSetupLinks.usedAt),
        gt(microsoftSetupLinks.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(microsoftSetupLinks.expiresAt))
    .limit(1);
  return row;
}

/** Spends a setup link once: false when another request spent it first or it has expired meanwhile. */
export async function useSetupLink(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(microsoftSetupLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(microsoftSetupLinks.id, id),
        isNull(microsoftSetupLinks.usedAt),
        gt(microsoftSetupLinks.expiresAt, new Date()),
      ),
    )
    .returning({ id: microsoftSetupLinks.id });
  return rows.length === 1;
}

/** Voids every unused setup link of the company (at disconnect). */
export async function voidSetupLinks(db: Executor, companyId: number): Promise<void> {
  await db
    .update(microsoftSetupLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(microsoftSetupLinks.companyId, companyId), isNull(microsoftSetupLinks.usedAt)));
}
