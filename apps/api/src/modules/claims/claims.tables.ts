import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { created, instant, money, updated } from '../../platform/db/columns.ts';
import { files } from '../../platform/files/files.tables.ts';
import { companies } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { riskPackages } from '../risks/risks.tables.ts';

/**
 * An incident reported against a bound policy, and the claim it becomes (issue 16, decision 120). The
 * policy's parties (broker, underwriting agency, insurer, insured) are read from the package; the legal
 * firm is the claim's own party.
 */
export const claims = pgTable(
  'claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** CR0104 claim reference: the policy reference and a sequence number (`MER-…-C1`). */
    reference: varchar('reference', { length: 140 }).notNull(),
    riskPackageId: integer('risk_package_id')
      .notNull()
      .references(() => riskPackages.id),
    /** ClaimStage: Reported 1, Accepted 2, Declined 3. */
    stage: smallint('stage').notNull().default(1),
    /** ClaimStatus (Lloyd's CR0105) once accepted. */
    status: smallint('status'),
    legalCompanyId: integer('legal_company_id').references(() => companies.id),
    dateOfLoss: date('date_of_loss', { mode: 'string' }).notNull(),
    dateFirstAdvised: date('date_first_advised', { mode: 'string' }).notNull(),
    lossDescription: text('loss_description').notNull(),
    /** AU state of the loss (loss sub-division). */
    lossState: varchar('loss_state', { length: 3 }).notNull(),
    claimant: varchar('claimant', { length: 200 }).notNull(),
    amountClaimed: money('amount_claimed').notNull(),
    /** The policy's currency when reported (CR0110 settlement currency). */
    currency: varchar('currency', { length: 3 }).notNull(),
    declineReason: text('decline_reason'),
    reportedByUserId: integer('reported_by_user_id').references(() => users.id),
    reportedByCompanyId: integer('reported_by_company_id').references(() => companies.id),
    acceptedAt: instant('accepted_at'),
    closedAt: instant('closed_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('claims_package_idx').on(t.riskPackageId),
    index('claims_legal_idx').on(t.legalCompanyId),
  ],
);

/**
 * A money movement on a claim (indemnity or fees): a reserve change or a payment. Each row carries its
 * effect on paid and on the outstanding reserve, so paid, reserve and incurred at any instant are sums
 * (the claims bordereau's paid this month / previously paid / reserve).
 */
export const claimMovements = pgTable(
  'claim_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    /** 'indemnity' | 'fees'. */
    head: varchar('head', { length: 10 }).notNull(),
    /** 'reserve' | 'payment'. */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** As entered: the new reserve, or the amount paid. */
    amount: money('amount').notNull(),
    paidDelta: money('paid_delta').notNull(),
    reserveDelta: money('reserve_delta').notNull(),
    note: varchar('note', { length: 500 }),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdByCompanyId: integer('created_by_company_id').references(() => companies.id),
    createdAt: created(),
  },
  (t) => [index('claim_movements_claim_idx').on(t.claimId, t.createdAt)],
);

/** The claim's timeline: messages (every party but the client), legal notes (handlers and insurer), updates. */
export const claimActivities = pgTable(
  'claim_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    /** 'message' | 'note' | 'update'. */
    kind: varchar('kind', { length: 10 }).notNull(),
    body: text('body').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorCompanyId: integer('actor_company_id').references(() => companies.id),
    createdAt: created(),
  },
  (t) => [index('claim_activities_claim_idx').on(t.claimId, t.createdAt)],
);

/** Tasks of the claim's handlers, with due dates. */
export const claimTasks = pgTable(
  'claim_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 300 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    doneAt: instant('done_at'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: created(),
  },
  (t) => [index('claim_tasks_claim_idx').on(t.claimId)],
);

/** Documents of a claim, stored by the file platform; private (handlers) or shared (also the broker). */
export const claimFiles = pgTable(
  'claim_files',
  {
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.fileId] })],
);
