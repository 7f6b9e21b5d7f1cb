import { integer, numeric, pgTable } from 'drizzle-orm/pg-core';
import { instant } from '../../../platform/db/columns.ts';
import { agreementSections } from '../../authority/agreements.tables.ts';

/**
 * A section whose written premium is over its notifiable premium limit and whose agency and managing
 * insurer were told (decision 209): one row per crossing. The row goes when the written premium falls back
 * to the limit or under (a return premium), so the next crossing is told again; a bind that stays over
 * tells no one.
 */
export const binderNotifiableCrossings = pgTable('binder_notifiable_crossings', {
  agreementSectionId: integer('agreement_section_id')
    .primaryKey()
    .references(() => agreementSections.id, { onDelete: 'cascade' }),
  writtenPremium: numeric('written_premium', { precision: 18, scale: 2 }).notNull(),
  notifiableLimit: numeric('notifiable_limit', { precision: 18, scale: 2 }).notNull(),
  notifiedAt: instant('notified_at').notNull().defaultNow(),
});
