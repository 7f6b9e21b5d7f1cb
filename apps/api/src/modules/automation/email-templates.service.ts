import {
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
  documentTemplatesByIds,
  renderHtmlOr422,
  riskTemplateData,
  sampleContext,
} from '../collaboration/index.ts';
import { riskPackageFor } from '../risks/index.ts';
import {
  deleteEmailTemplate,
  emailTemplateInUse,
  emailTemplateOf,
  emailTemplatesOf,
  insertEmailTemplate,
  updateEmailTemplate,
  type EmailTemplateRow,
} from './automation.repository.ts';
import { renderEmail } from './render-email.ts';

/** Email templates (issue 13, decision 178): CRUD and preview, Manage documents, own company. */

type Body = z.infer<typeof emailTemplateBody>;

function present(row: EmailTemplateRow): EmailTemplateDto {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    content: row.content,
    recipients: row.recipients,
    cc: row.cc,
    bcc: row.bcc,
    attachmentTemplateIds: row.attachmentTemplateIds,
    tags: row.tags,
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
  return { ...body, attachmentTemplateIds: ids, tags: [...new Set(body.tags)] };
}

const nameInUse = (error: unknown) =>
  isUniqueViolation(error, 'email_templates_company_name_unique')
    ? fieldError('name', Messages.nameInUse)
    : error;

export async function listEmailTemplates(
  ctx: AppContext,
  scope: CompanyScope,
): Promise<EmailTemplateList> {
  return { items: (await emailTemplatesOf(ctx.db, scope.id)).map(present) };
}

export async function getEmailTemplate(
  ctx: AppContext,
  scope: CompanyScope,
  id: number,
): Promise<EmailTemplateDto> {
  const row = await emailTemplateOf(ctx.db, scope.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return present(row);
}

export async function createEmailTemplate(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: Body,
): Promise<EmailTemplateDto> {
  const values = await checked(ctx.db, scope, body);
  const row = await inTransaction(ctx, async (tx) => {
    const made = await insertEmailTemplate(tx, {
      ...values,
      companyId: scope.id,
      updatedByUserId: actor.user.id,
    });
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
  return present(row);
}

export async function updateEmailTemplateOf(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
  body: Body,
): Promise<EmailTemplateDto> {
  if (!(await emailTemplateOf(ctx.db, scope.id, id))) throw new AppError('NOT_FOUND');
  const values = await checked(ctx.db, scope, body);
  const row = await inTransaction(ctx, async (tx) => {
    const saved = await updateEmailTemplate(tx, id, { ...values, updatedByUserId: actor.user.id });
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
  return present(row);
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
