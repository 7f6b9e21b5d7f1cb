import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { instant } from '../../platform/db/columns.ts';
import { users } from '../identity/identity.tables.ts';
import { companies } from './companies.tables.ts';

/**
 * A company connected to a Microsoft organisation (Entra ID tenant) by admin consent (issue 11, decision
 * 144). One tenant per company; a tenant may serve several companies (a group with one directory).
 */
export const companyMicrosoftTenants = pgTable(
  'company_microsoft_tenants',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tenantId: varchar('tenant_id', { length: 64 }).notNull(),
    connectedByUserId: integer('connected_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    connectedAt: instant('connected_at').notNull().defaultNow(),
  },
  (t) => [index('company_microsoft_tenants_tenant_idx').on(t.tenantId)],
);

/** A setup link for the company's IT admin (§9: valid 24 hours, single use); only its SHA-256 is kept. */
export const microsoftSetupLinks = pgTable(
  'microsoft_setup_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('microsoft_setup_links_token_unique').on(t.tokenHash),
    index('microsoft_setup_links_company_idx').on(t.companyId),
  ],
);
