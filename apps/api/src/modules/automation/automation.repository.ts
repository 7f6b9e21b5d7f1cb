import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { roles, userRoles } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { productPackages } from '../products/products.tables.ts';
import { riskPackages, risks } from '../risks/risks.tables.ts';
import { companyTags } from '../tags/tags.tables.ts';
import {
  automationRuns,
  companyEvents,
  emailTemplateTags,
  emailTemplates,
  type RunStep,
} from './automation.tables.ts';

export type CompanyEventRow = typeof companyEvents.$inferSelect;
export type RunRow = typeof automationRuns.$inferSelect;
export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

// Company events

export function eventsOfCompany(db: Executor, companyId: number): Promise<CompanyEventRow[]> {
  return db
    .select()
    .from(companyEvents)
    .where(eq(companyEvents.companyId, companyId))
    .orderBy(sql`lower(${companyEvents.name})`, companyEvents.id);
}

export async function eventOfCompany(
  db: Executor,
  companyId: number,
  id: number,
): Promise<CompanyEventRow | undefined> {
  const [row] = await db
    .select()
    .from(companyEvents)
    .where(and(eq(companyEvents.companyId, companyId), eq(companyEvents.id, id)));
  return row;
}

export async function insertCompanyEvent(
  db: Executor,
  values: typeof companyEvents.$inferInsert,
): Promise<CompanyEventRow> {
  const [row] = await db.insert(companyEvents).values(values).returning();
  return row!;
}

export async function updateCompanyEvent(
  db: Executor,
  id: number,
  values: Partial<typeof companyEvents.$inferInsert>,
): Promise<CompanyEventRow> {
  const [row] = await db
    .update(companyEvents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companyEvents.id, id))
    .returning();
  return row!;
}

export async function deleteCompanyEvent(db: Executor, id: number): Promise<void> {
  await db.delete(companyEvents).where(eq(companyEvents.id, id));
}

/** The enabled company events of these companies listening to an event. */
export function listeningEvents(
  db: Executor,
  companyIds: number[],
  event: string,
): Promise<CompanyEventRow[]> {
  return db
    .select()
    .from(companyEvents)
    .where(
      and(
        inArray(companyEvents.companyId, companyIds),
        eq(companyEvents.event, event),
        eq(companyEvents.enabled, true),
      ),
    )
    .orderBy(companyEvents.id);
}

/** The last run of each event of a company (the list's column). */
export async function lastRuns(db: Executor, companyId: number) {
  return db
    .selectDistinctOn([automationRuns.companyEventId], {
      companyEventId: automationRuns.companyEventId,
      status: automationRuns.status,
      createdAt: automationRuns.createdAt,
    })
    .from(automationRuns)
    .where(eq(automationRuns.companyId, companyId))
    .orderBy(automationRuns.companyEventId, desc(automationRuns.id));
}

// Runs

export async function insertRun(
  db: Executor,
  values: typeof automationRuns.$inferInsert,
): Promise<RunRow> {
  const [row] = await db.insert(automationRuns).values(values).returning();
  return row!;
}

export async function runById(db: Executor, id: number): Promise<RunRow | undefined> {
  const [row] = await db.select().from(automationRuns).where(eq(automationRuns.id, id));
  return row;
}

/** Locks a run for its runner: a second worker taking the same run waits, then sees it finished. */
export async function lockRun(db: Executor, id: number): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(automationRuns)
    .where(eq(automationRuns.id, id))
    .for('update');
  return row;
}

export async function saveRun(
  db: Executor,
  id: number,
  values: {
    status: string;
    steps?: RunStep[];
    error?: string | null;
    attempts?: number;
    durationMs?: number | null;
    startedAt?: Date | null;
    finishedAt?: Date | null;
  },
): Promise<void> {
  await db.update(automationRuns).set(values).where(eq(automationRuns.id, id));
}

/**
 * Queued runs nobody ran (decision 205): a synchronous run whose process died between the delivery's commit
 * and the run, or a delayed run whose job is lost, `graceSeconds` after it was due. Oldest first.
 */
export async function staleQueuedRunIds(
  db: Executor,
  graceSeconds: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: automationRuns.id })
    .from(automationRuns)
    .innerJoin(companyEvents, eq(companyEvents.id, automationRuns.companyEventId))
    .where(
      and(
        eq(automationRuns.status, 'queued'),
        sql`${automationRuns.createdAt} + make_interval(secs => case when ${companyEvents.synchronous}
          then 0 else ${companyEvents.delaySeconds} end + ${graceSeconds}) < now()`,
      ),
    )
    .orderBy(automationRuns.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Runs left `running` longer than a lease (their process died mid-run): marked failed, to be retried. */
export async function failAbandonedRuns(
  db: Executor,
  leaseSeconds: number,
  error: string,
): Promise<number[]> {
  const rows = await db
    .update(automationRuns)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(
      and(
        eq(automationRuns.status, 'running'),
        sql`${automationRuns.startedAt} + make_interval(secs => ${leaseSeconds}) < now()`,
      ),
    )
    .returning({ id: automationRuns.id });
  return rows.map((r) => r.id);
}

export function runsOfEvent(db: Executor, companyEventId: number, limit = 100): Promise<RunRow[]> {
  return db
    .select()
    .from(automationRuns)
    .where(eq(automationRuns.companyEventId, companyEventId))
    .orderBy(desc(automationRuns.id))
    .limit(limit);
}

// What conditions and actions read about a risk package

/** The package's parties and products (main risk first) for a raised event's payload. */
export async function packageFacts(db: Executor, riskPackageId: number) {
  const [pkg] = await db
    .select({
      id: riskPackages.id,
      reference: riskPackages.reference,
      underwriterCompanyId: riskPackages.underwriterCompanyId,
      brokerCompanyId: riskPackages.brokerCompanyId,
      productPackageId: riskPackages.productPackageId,
      status: riskPackages.status,
      transactionType: riskPackages.transactionType,
      assignedUnderwriterId: riskPackages.assignedUnderwriterId,
    })
    .from(riskPackages)
    .where(eq(riskPackages.id, riskPackageId));
  if (!pkg) return undefined;
  const productRows = await db
    .select({ productId: risks.productId })
    .from(risks)
    .where(eq(risks.riskPackageId, riskPackageId))
    .orderBy(risks.productRole, risks.id);
  return { ...pkg, productIds: productRows.map((r) => r.productId) };
}

/** Whether a product package is this company's (for the conditions). */
export async function companyProductPackageIds(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: productPackages.id })
    .from(productPackages)
    .where(and(eq(productPackages.companyId, companyId), inArray(productPackages.id, ids)));
  return rows.map((r) => r.id);
}

/** The users of a company holding any of these roles (a role of the company). */
export async function usersWithRoles(db: Executor, companyId: number, roleIds: number[]) {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.companyId, companyId), inArray(userRoles.roleId, roleIds)));
  return rows.map((r) => r.userId);
}

/** The emails of users (active or not: the sender chose them). */
export async function userEmails(db: Executor, userIds: number[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.id, userIds))
    .orderBy(users.id);
  return rows.map((r) => r.email);
}

// Email templates

/** The company's email templates; with a tag, only those carrying it (a tag of another company: none). */
export function emailTemplatesOf(
  db: Executor,
  companyId: number,
  tagId?: number,
): Promise<EmailTemplateRow[]> {
  const tagged =
    tagId === undefined
      ? undefined
      : sql`exists (select 1 from ${emailTemplateTags} ett join ${companyTags} ct on ct.id = ett.tag_id
          where ett.email_template_id = ${emailTemplates.id} and ett.tag_id = ${tagId}
          and ct.company_id = ${companyId})`;
  return db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.companyId, companyId), tagged))
    .orderBy(sql`lower(${emailTemplates.name})`, emailTemplates.id);
}

/** The company's tags on these email templates, by template, ordered by name. */
export async function emailTemplateTagChips(
  db: Executor,
  companyId: number,
  templateIds: number[],
): Promise<Map<number, { id: number; name: string; colour: string }[]>> {
  const byTemplate = new Map<number, { id: number; name: string; colour: string }[]>();
  if (templateIds.length === 0) return byTemplate;
  const rows = await db
    .select({
      templateId: emailTemplateTags.emailTemplateId,
      id: companyTags.id,
      name: companyTags.name,
      colour: companyTags.colour,
    })
    .from(emailTemplateTags)
    .innerJoin(companyTags, eq(companyTags.id, emailTemplateTags.tagId))
    .where(
      and(
        inArray(emailTemplateTags.emailTemplateId, templateIds),
        eq(companyTags.companyId, companyId),
      ),
    )
    .orderBy(sql`lower(${companyTags.name})`, companyTags.id);
  for (const { templateId, ...chip } of rows)
    byTemplate.set(templateId, [...(byTemplate.get(templateId) ?? []), chip]);
  return byTemplate;
}

/** Replaces an email template's tags. */
export async function setEmailTemplateTags(
  db: Executor,
  templateId: number,
  tagIds: number[],
): Promise<void> {
  await db.delete(emailTemplateTags).where(eq(emailTemplateTags.emailTemplateId, templateId));
  if (tagIds.length)
    await db
      .insert(emailTemplateTags)
      .values(tagIds.map((tagId) => ({ tagId, emailTemplateId: templateId })));
}

/** Which of these tag ids are the company's own. */
export async function companyTagIds(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companyTags.id })
    .from(companyTags)
    .where(and(eq(companyTags.companyId, companyId), inArray(companyTags.id, ids)));
  return rows.map((r) => r.id);
}

export async function emailTemplateOf(
  db: Executor,
  companyId: number,
  id: number,
): Promise<EmailTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.id, id)));
  return row;
}

export async function insertEmailTemplate(
  db: Executor,
  values: typeof emailTemplates.$inferInsert,
): Promise<EmailTemplateRow> {
  const [row] = await db.insert(emailTemplates).values(values).returning();
  return row!;
}

export async function updateEmailTemplate(
  db: Executor,
  id: number,
  values: Partial<typeof emailTemplates.$inferInsert>,
): Promise<EmailTemplateRow> {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(emailTemplates.id, id))
    .returning();
  return row!;
}

export async function deleteEmailTemplate(db: Executor, id: number): Promise<void> {
  await db.delete(emailTemplates).where(eq(emailTemplates.id, id));
}

/** Whether a company event's action sends this email template (it cannot be deleted then). */
export async function emailTemplateInUse(db: Executor, companyId: number, id: number) {
  const rows = await eventsOfCompany(db, companyId);
  return rows.some((e) =>
    e.actions.some((a) => a.kind === 'sendEmail' && a.emailTemplateId === id),
  );
}

/** Which of these role ids are the company's. */
export async function companyRoleIds(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), inArray(roles.id, ids)));
  return rows.map((r) => r.id);
}
