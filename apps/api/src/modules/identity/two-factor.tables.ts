import { index, integer, pgTable, uniqueIndex, text, varchar } from 'drizzle-orm/pg-core';
import { instant } from '../../platform/db/columns.ts';
import { users } from './identity.tables.ts';

/**
 * A user's two-factor methods (issue 11, decision 123): 'totp' keeps its secret sealed with
 * TWO_FACTOR_KEY and the last time step used (a code is accepted once); 'email' and 'sms' send codes.
 */
export const twoFactorMethods = pgTable(
  'two_factor_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 10 }).notNull(),
    secretSealed: text('secret_sealed'),
    lastUsedStep: integer('last_used_step'),
    verifiedAt: instant('verified_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_factor_methods_user_type_unique').on(t.userId, t.type)],
);

/** Email and SMS codes: only their SHA-256 (with the user id) is stored; single use, 10 minutes. */
export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 10 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('two_factor_codes_user_idx').on(t.userId, t.channel)],
);

/** Ten single-use recovery codes per user, stored hashed; regenerating replaces them all. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
