import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';
import { created } from '../../platform/db/columns.ts';
import { companies } from './companies.tables.ts';

/**
 * Every change of the grade an underwriting agency keeps on a brokerage or client (decision 232): an
 * append-only history; the newest row is the current grade (`grade` null = cleared). `previousGrade` is
 * stored so the history reads on its own.
 */
export const companyRatingChanges = pgTable(
  'company_rating_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    underwriterCompanyId: integer('underwriter_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ratedCompanyId: integer('rated_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    grade: varchar('grade', { length: 1 }),
    previousGrade: varchar('previous_grade', { length: 1 }),
    note: varchar('note', { length: 1000 }),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: created(),
  },
  (t) => [
    index('company_rating_changes_pair_idx').on(t.underwriterCompanyId, t.ratedCompanyId, t.id),
  ],
);
