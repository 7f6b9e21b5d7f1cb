import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables.ts';
import { instant } from '../../platform/db/columns.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    passwordHash: text('password_hash'),
    passwordChangedAt: instant('password_changed_at').notNull().defaultNow(),
    /** When the two-factor methods last changed: trusted-device cookies issued before it are void. */
    twoFactorChangedAt: instant('two_factor_changed_at'),
    theme: varchar('theme', { length: 8 }).notNull().default('auto'),
    avatarFileVersionId: integer('avatar_file_version_id'),
    isTemporaryUser: boolean('is_temporary_user').notNull().default(false),
    createdByCompanyId: integer('created_by_company_id').references(() => companies.id),
    /** §1: when a temporary user created by a company stops being able to sign in or act (decision 170). */
    temporaryExpiresAt: instant('temporary_expires_at'),
    lastActivityAt: instant('last_activity_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    /** Set once the session has passed two-factor verification (or was started on a trusted device). */
    twoFactorPassedAt: instant('two_factor_passed_at'),
    /** The Entra ID tenant of a session started by Microsoft sign-in: logout then returns a logoutUrl. */
    microsoftTenantId: varchar('microsoft_tenant_id', { length: 64 }),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 255 }),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastActivityAt: instant('last_activity_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_token_unique').on(t.tokenHash)],
);

/** Fixed-window counters shared by every API node (login throttling). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  windowStartedAt: instant('window_started_at').notNull(),
  count: integer('count').notNull(),
});

/**
 * Hand-off tokens (decision 114): a signed-in page asks for one before moving to another host of the
 * deployment (a company subdomain), where it is exchanged once, within a minute, for that host's own
 * session. Only the token's SHA-256 is stored.
 */
export const sessionHandoffs = pgTable(
  'session_handoffs',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The host name (no port) the token may be exchanged on. */
    targetHost: varchar('target_host', { length: 255 }).notNull(),
    remember: boolean('remember').notNull().default(false),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('session_handoffs_user_idx').on(t.userId)],
);
