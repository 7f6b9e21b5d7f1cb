import {
  AutomationMessages,
  Messages,
  type EmailPreviewDto,
  type EmailTemplateDto,
  type EmailTemplateList,
  type emailTemplateBody,
} from '@turbine/domain';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  companyStoreDocuments,
  documentTemplatesByIds,
  renderHtmlOr422,
  riskTemplateData,
  sampleContext,
} from '../collaboration/index.ts';
import { riskPackageFor } from '../risks/index.ts';
import {
  companyTagIds,
  deleteEmailTemplate,
  emailTemplateTagChips,
  emailTemplateInUse,
  emailTemplateOf,
  emailTemplatesOf,
  insertEmailTemplate,
  setEmailTemplateTags,
  updateEmailTemplate,
  type EmailTemplateRow,
} from './automation.repository.ts';
import { renderEmail } from './render-email.ts';

/** Email templates (issue 13, decision 178): CRUD and preview, Manage documents, own company. */

type Body = z.infer<typeof emailTemplateBody>;

type Chips = Awaited<ReturnType<typeof emailTemplateTagChips>>;

function present(row: EmailTemplateRow, chips: Chips): EmailTemplateDto {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    content: row.content,
    recipients: row.recipients,
    cc: row.cc,
    bcc: row.bcc,
    attachmentTemplateIds: row.attachmentTemplateIds,
    attachmentFileIds: row.attachmentFileIds,
    tags: (chips.get(row.id) ?? []) as EmailTemplateDto['tags'],
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/** The subject and content render against the sample data (every merge field), the attachments are the company's. */
async function checked(db: Executor, scope: CompanyScope, body: Body): Promise<Body> {
  const sample = sampleContext();
  try {
    await renderHtmlOr422(body.subject, sample);
  } catch (error) {
    throw error instanceof AppError && error.errors
      ? fieldError('subject', error.errors.content![0]!)
      : error;
  }
  await renderHtmlOr422(body.content, sample);
  const ids = [...new Set(body.attachmentTemplateIds)];
  if ((await documentTemplatesByIds(db, scope.id, ids)).length !== ids.length)
    throw fieldError('attachmentTemplateIds', 'Choose document templates of your company.');
  // Company files are documents of the company's own store (decision 225).
  const fileIds = [...new Set(body.attachmentFileIds)];
  if ((await companyStoreDocuments(db, scope.id, fileIds)).length !== fileIds.length)
    throw fieldError('attachmentFileIds', 'Choose documents of your company.');
  // Tags are the company's own (decision 206): another company's tag is as unknown.
  const tagIds = [...new Set(body.tagIds)];
  if ((await companyTagIds(db, scope.id, tagIds)).length !== tagIds.length)
    throw fieldError('tagIds', AutomationMessages.unknownTag);
  return { ...body, attachmentTemplateIds: ids, attachmentFileIds: fileIds, tagIds };
}

/** One template as answered, with the company's tags on it. */
async function presentOne(db: Executor, companyId: number, row: EmailTemplateRow) {
  return present(row, await emailTemplateTagChips(db, companyId, [row.id]));
}

const nameInUse = (error: unknown) =>
  isUniqueViolation(error, 'email_templates_company_name_unique')
    ? fieldError('name', Messages.nameInUse)
    : error;

/** GET: the company's email templates, optionally only those with one of its tags. */
export async function listEmailTemplates(
  ctx: AppContext,
  scope: CompanyScope,
  query: { tagId?: number } = {},
): Promise<EmailTemplateList> {
  const rows = await emailTemplatesOf(ctx.db, scope.id, query.tagId);
  const chips = await emailTemplateTagChips(
    ctx.db,
    scope.id,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => present(r, chips)) };
}

export async function getEmailTemplate(
  ctx: AppContext,
  scope: CompanyScope,
  id: number,
): Promise<EmailTemplateDto> {
  const row = await emailTemplateOf(ctx.db, scope.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentOne(ctx.db, scope.id, row);
}

export async function createEmailTemplate(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: Body,
): Promise<EmailTemplateDto> {
  const { tagIds, ...values } = await checked(ctx.db, scope, body);
  const row = await inTransaction(ctx, async (tx) => {
    const made = await insertEmailTemplate(tx, {
      ...values,
      companyId: scope.id,
      updatedByUserId: actor.user.id,
    });
    await setEmailTemplateTags(tx, made.id, tagIds);
    await recordEvent(tx, {
      entityType: 'email_template',
      entityId: made.id,
      action: 'created',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { name: made.name },
    });
    return made;
  }).catch((error: unknown) => {
    throw nameInUse(error);
  });
  return presentOne(ctx.db, scope.id, row);
}

export async function updateEmailTemplateOf(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
  body: Body,
): Promise<EmailTemplateDto> {
  if (!(await emailTemplateOf(ctx.db, scope.id, id))) throw new AppError('NOT_FOUND');
  const { tagIds, ...values } = await checked(ctx.db, scope, body);
  const row = await inTransaction(ctx, async (tx) => {
    const saved = await updateEmailTemplate(tx, id, { ...values, updatedByUserId: actor.user.id });
    await setEmailTemplateTags(tx, id, tagIds);
    await recordEvent(tx, {
      entityType: 'email_template',
      entityId: id,
      action: 'updated',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { name: saved.name },
    });
    return saved;
  }).catch((error: unknown) => {
    throw nameInUse(error);
  });
  return presentOne(ctx.db, scope.id, row);
}

/** DELETE: refused (409, §8) while a company event sends it. */
export async function removeEmailTemplate(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await emailTemplateOf(tx, scope.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (await emailTemplateInUse(tx, scope.id, id)) throw new AppError('IN_USE_DELETE');
    await deleteEmailTemplate(tx, id);
    await recordEvent(tx, {
      entityType: 'email_template',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { name: row.name },
    });
  });
}

/** The editor's preview: subject and content with a chosen risk's data (one the company underwrites) or sample data. */
export async function previewEmailTemplate(
  ctx: AppContext,
  scope: CompanyScope,
  body: { subject: string; content: string; riskPackageId: number | null },
): Promise<EmailPreviewDto> {
  let data = sampleContext();
  if (body.riskPackageId !== null) {
    const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, body.riskPackageId);
    if (viewerRole !== 'underwriter') throw new AppError('NOT_FOUND');
    data = (await inTransaction(ctx, (tx) => riskTemplateData(tx, pkg.id)))!.data;
  }
  try {
    const mail = await renderEmail(body, data);
    return { subject: mail.subject, html: mail.html };
  } catch (error) {
    throw fieldError('content', (error as Error).message);
  }
}
