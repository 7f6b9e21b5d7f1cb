import {
  AutomationMessages,
  DocumentTemplateMessages,
  Messages,
  Permission,
  hasCompanyPermission,
  type DocumentPreviewDto,
  type DocumentTemplateBody,
  type DocumentTemplateDto,
  type DocumentTemplateList,
  type ProductVersionTemplatesBody,
  type ProductVersionTemplatesDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { assertVersionAllowed, clauseWordings } from '../authority/index.ts';
import { presentRiskPackage, riskPackageFor } from '../risks/index.ts';
import {
  companyTemplates,
  companyVersion,
  deleteTemplateRow,
  insertTemplate,
  replaceTemplateClauses,
  replaceVersionTemplates,
  templateClauseIds,
  templateInUse,
  templateOf,
  templatesByIds,
  templateUses,
  updateTemplateRow,
  versionTemplates,
  type TemplateRow,
} from './document-templates.repository.ts';
import { templateTagging, type TagChip } from './template-tagging.ts';
import { contextOfPackage, sampleContext, type TemplateContext } from './template-context.ts';
import { clausesHtml } from './template-clauses.ts';
import { renderHtmlOr422 } from './template-render.ts';
import {
  companyPdfDocuments,
  keepTemplateVersion,
  latestKeptVersion,
  liveVersionNumbers,
  restoreKeptVersion,
  userNames,
} from './template-versions.repository.ts';

type Uses = Awaited<ReturnType<typeof templateUses>>;

function present(
  row: TemplateRow,
  uses: Uses,
  names: Map<number, string>,
  clauseIds: number[],
  live: Map<number, number | null>,
  tags: TagChip[],
): DocumentTemplateDto {
  const by = row.updatedByUserId;
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    type: row.type as DocumentTemplateDto['type'],
    additionalTemplateIds: row.additionalTemplateIds,
    additionalFileIds: row.additionalFileIds,
    tags: tags as DocumentTemplateDto['tags'],
    version: row.version,
    status: row.status as DocumentTemplateDto['status'],
    liveVersion: live.get(row.id) ?? null,
    updatedBy: by !== null && names.has(by) ? { id: by, name: names.get(by)! } : null,
    clauseIds,
    usedBy: uses
      .filter((u) => u.templateId === row.id)
      .map((u) => ({
        productVersionId: u.productVersionId,
        productName: u.productName,
        versionNumber: u.versionNumber,
        event: u.event as 'quote' | 'bind',
      })),
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/** Templates are the underwriting company's own work: its own company and Manage documents (§6). */
export function assertManageTemplates(actor: Actor, scope: CompanyScope): void {
  if (!hasCompanyPermission(actor.user, scope.id, Permission.ManageDocuments))
    throw new AppError('FORBIDDEN_EDIT');
}

export async function listTemplates(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  query: { tagId?: number } = {},
): Promise<DocumentTemplateList> {
  assertManageTemplates(actor, scope);
  const [rows, uses] = await Promise.all([
    companyTemplates(
      ctx.db,
      scope.id,
      query.tagId === undefined ? undefined : templateTagging().carries(scope.id, query.tagId),
    ),
    templateUses(ctx.db, scope.id),
  ]);
  const ids = rows.map((r) => r.id);
  const [names, clauses, live, tags] = await Promise.all([
    userNames(
      ctx.db,
      rows.map((r) => r.updatedByUserId),
    ),
    templateClauseIds(
      ctx.db,
      rows.map((r) => r.id),
    ),
    liveVersionNumbers(ctx.db, rows),
    templateTagging().chips(ctx.db, scope.id, ids),
  ]);
  return {
    items: rows.map((r) =>
      present(r, uses, names, clauses.get(r.id) ?? [], live, tags.get(r.id) ?? []),
    ),
  };
}

export async function getTemplate(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<DocumentTemplateDto> {
  assertManageTemplates(actor, scope);
  const row = await templateOf(ctx.db, scope.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentOne(ctx.db, scope, row);
}

async function presentOne(
  db: Executor,
  scope: CompanyScope,
  row: TemplateRow,
): Promise<DocumentTemplateDto> {
  const [uses, names, clauses, live, tags] = await Promise.all([
    templateUses(db, scope.id),
    userNames(db, [row.updatedByUserId]),
    templateClauseIds(db, [row.id]),
    liveVersionNumbers(db, [row]),
    templateTagging().chips(db, scope.id, [row.id]),
  ]);
  return present(row, uses, names, clauses.get(row.id) ?? [], live, tags.get(row.id) ?? []);
}

/** The included clauses must be the company's, each with a live or locked version (decision 192). */
async function checkedClauses(db: Executor, scope: CompanyScope, ids: number[]) {
  const unique = [...new Set(ids)];
  const { wordings, missing } = await clauseWordings(db, scope.id, unique);
  if (missing.length)
    throw fieldError('clauseIds', 'Choose clauses of this company with a live version.');
  return { ids: unique, wordings };
}

/**
 * A template is saved only when it renders (decision 147): its content against sample data where every
 * merge field exists (an unknown field or filter, or a broken tag, is 422 under `content` saying which and
 * where), its additional documents against the company's templates.
 */
async function checked(
  db: Executor,
  scope: CompanyScope,
  body: Required<DocumentTemplateBody>,
  selfId: number | null,
): Promise<Required<DocumentTemplateBody>> {
  await renderHtmlOr422(body.content, sampleContext());
  const ids = [...new Set(body.additionalTemplateIds)];
  if (body.type === 'single' && ids.length > 0)
    throw fieldError('additionalTemplateIds', 'Only a combined template has additional documents.');
  if (selfId !== null && ids.includes(selfId))
    throw fieldError('additionalTemplateIds', 'A template cannot include itself.');
  const found = await templatesByIds(db, scope.id, ids);
  if (found.length !== ids.length)
    throw fieldError('additionalTemplateIds', 'Choose templates of this company.');
  if (found.some((t) => t.type === 'combined'))
    throw fieldError('additionalTemplateIds', 'An additional document must be a single template.');
  // Uploaded PDFs of the company's own store, appended after the templates (decision 186).
  const fileIds = [...new Set(body.additionalFileIds)];
  if (body.type === 'single' && fileIds.length > 0)
    throw fieldError('additionalFileIds', 'Only a combined template has additional documents.');
  if ((await companyPdfDocuments(db, scope.id, fileIds)).length !== fileIds.length)
    throw fieldError('additionalFileIds', 'Choose PDF documents of this company.');
  const clauses = await checkedClauses(db, scope, body.clauseIds);
  // Tags are the company's own (decision 226): another company's tag is as unknown.
  const tagIds = [...new Set(body.tagIds)];
  if ((await templateTagging().own(db, scope.id, tagIds)).length !== tagIds.length)
    throw fieldError('tagIds', AutomationMessages.unknownTag);
  return {
    ...body,
    additionalTemplateIds: ids,
    additionalFileIds: fileIds,
    tagIds,
    clauseIds: clauses.ids,
  };
}

const nameInUse = (error: unknown) =>
  isUniqueViolation(error, 'document_templates_company_name_unique')
    ? fieldError('name', Messages.nameInUse)
    : error;

export async function createTemplate(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: Required<DocumentTemplateBody>,
): Promise<DocumentTemplateDto> {
  assertManageTemplates(actor, scope);
  const { clauseIds, tagIds, ...values } = await checked(ctx.db, scope, body, null);
  const row = await inTransaction(ctx, async (tx) => {
    // A new template is a draft: nothing is generated from it until it is published (decision 224).
    const made = await insertTemplate(tx, {
      ...values,
      status: 'draft',
      companyId: scope.id,
      updatedByUserId: actor.user.id,
    });
    await replaceTemplateClauses(tx, made.id, clauseIds);
    await templateTagging().set(tx, made.id, tagIds);
    await recordEvent(tx, {
      entityType: 'document_template',
      entityId: made.id,
      action: 'created',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { name: made.name, type: made.type, clauseIds },
    });
    return made;
  }).catch((error: unknown) => {
    throw nameInUse(error);
  });
  return presentOne(ctx.db, scope, row);
}

export async function updateTemplate(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
  body: Required<DocumentTemplateBody>,
): Promise<DocumentTemplateDto> {
  assertManageTemplates(actor, scope);
  if (!(await templateOf(ctx.db, scope.id, id))) throw new AppError('NOT_FOUND');
  const { clauseIds, tagIds, ...values } = await checked(ctx.db, scope, body, id);
  const row = await inTransaction(ctx, async (tx) => {
    const before = await templateOf(tx, scope.id, id, true);
    if (!before) throw new AppError('NOT_FOUND');
    // A template another one includes stays single (no nesting of combined documents).
    if (values.type === 'combined' && (await templateInUse(tx, scope.id, id))) {
      const users = await companyTemplates(tx, scope.id);
      if (users.some((t) => t.additionalTemplateIds.includes(id)))
        throw fieldError('type', 'This template is an additional document of another template.');
    }
    // A draft is edited in place; a live or locked version is kept as it is, with who saved it and when,
    // and the save becomes the next version, a draft (decisions 185, 224).
    const clausesBefore = (await templateClauseIds(tx, [id])).get(id) ?? [];
    const newDraft = before.status !== 'draft';
    if (newDraft) await keepTemplateVersion(tx, before, clausesBefore);
    const saved = await updateTemplateRow(
      tx,
      id,
      { ...values, updatedByUserId: actor.user.id },
      newDraft,
    );
    await replaceTemplateClauses(tx, id, clauseIds);
    await templateTagging().set(tx, id, tagIds);
    await recordEvent(tx, {
      entityType: 'document_template',
      entityId: id,
      action: 'updated',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { name: before.name, version: before.version, clauseIds: clausesBefore },
      after: { name: saved.name, version: saved.version, clauseIds },
    });
    return saved;
  }).catch((error: unknown) => {
    throw nameInUse(error);
  });
  return presentOne(ctx.db, scope, row);
}

/**
 * Publishes the working draft (decision 224): it becomes the live version every document is generated
 * from; the previous live version stays in the history. A live or locked version is refused (409), as is
 * a combined template whose additional templates were never published (422).
 */
export async function publishTemplate(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<DocumentTemplateDto> {
  assertManageTemplates(actor, scope);
  const row = await inTransaction(ctx, async (tx) => {
    const before = await templateOf(tx, scope.id, id, true);
    if (!before) throw new AppError('NOT_FOUND');
    assertVersionAllowed({ status: before.status, savedOnce: true, inUse: false }, 'publish');
    if (before.type === 'combined' && before.additionalTemplateIds.length > 0) {
      const parts = await templatesByIds(tx, scope.id, before.additionalTemplateIds);
      const live = await liveVersionNumbers(tx, parts);
      if (parts.some((p) => live.get(p.id) === null))
        throw fieldError('additionalTemplateIds', 'Publish the additional templates first.');
    }
    const saved = await updateTemplateRow(tx, id, { status: 'live' });
    await recordEvent(tx, {
      entityType: 'document_template',
      entityId: id,
      action: 'published',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { version: before.version, status: before.status },
      after: { version: saved.version, status: saved.status },
    });
    return saved;
  });
  return presentOne(ctx.db, scope, row);
}

/**
 * Discards the working draft (decision 243): the template goes back to its newest published version,
 * live or locked, with that version's clauses. Only a draft is discarded (409), and only one with a
 * published version before it (409: a template never published is deleted instead). Tags are not
 * versioned and stay.
 */
export async function discardTemplateDraft(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<DocumentTemplateDto> {
  assertManageTemplates(actor, scope);
  const row = await inTransaction(ctx, async (tx) => {
    const before = await templateOf(tx, scope.id, id, true);
    if (!before) throw new AppError('NOT_FOUND');
    if (before.status !== 'draft')
      throw new AppError('IN_USE_MODIFY', { message: DocumentTemplateMessages.onlyDraftDiscarded });
    const kept = await latestKeptVersion(tx, id);
    if (!kept)
      throw new AppError('IN_USE_MODIFY', { message: DocumentTemplateMessages.neverPublished });
    const restored = await restoreKeptVersion(tx, kept);
    await replaceTemplateClauses(tx, id, kept.clauseIds);
    await recordEvent(tx, {
      entityType: 'document_template',
      entityId: id,
      action: 'draft_discarded',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { name: before.name, version: before.version, status: before.status },
      after: { name: restored.name, version: restored.version, status: restored.status },
    });
    return restored;
  }).catch((error: unknown) => {
    throw nameInUse(error);
  });
  return presentOne(ctx.db, scope, row);
}

/**
 * Unpublishes the live working version (live → draft, decision 244), as a product version is unpublished
 * while no risk uses it: documents are then generated from the newest earlier published version, if any.
 * A locked version (a document was generated from it) and a draft are refused (409). A template that a
 * product version or a combined template generates, with no earlier published version, is refused (409):
 * generation would fail until it is published again.
 */
export async function unpublishTemplate(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<DocumentTemplateDto> {
  assertManageTemplates(actor, scope);
  const row = await inTransaction(ctx, async (tx) => {
    const before = await templateOf(tx, scope.id, id, true);
    if (!before) throw new AppError('NOT_FOUND');
    assertVersionAllowed({ status: before.status, savedOnce: true, inUse: false }, 'unpublish');
    const earlier = (await liveVersionNumbers(tx, [{ ...before, status: 'draft' }])).get(id);
    if (earlier === null && (await templateInUse(tx, scope.id, id)))
      throw new AppError('IN_USE_MODIFY', { message: DocumentTemplateMessages.stillGenerates });
    const saved = await updateTemplateRow(tx, id, { status: 'draft' });
    await recordEvent(tx, {
      entityType: 'document_template',
      entityId: id,
      action: 'unpublished',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { version: before.version, status: before.status },
      after: { version: saved.version, status: saved.status, liveVersion: earlier ?? null },
    });
    return saved;
  });
  return presentOne(ctx.db, scope, row);
}

/** A template a product version produces, a generated document was made from, or another template includes is in use (§8). */
export async function deleteTemplate(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<void> {
  assertManageTemplates(actor, scope);
  await inTransaction(ctx, async (tx) => {
    const row = await templateOf(tx, scope.id, id, true);
    if (!row) throw new AppError('NOT_FOUND');
    if (await templateInUse(tx, scope.id, id)) throw new AppError('IN_USE_DELETE');
    await deleteTemplateRow(tx, id);
    await recordEvent(tx, {
      entityType: 'document_template',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { name: row.name },
    });
  });
}

/** The merge data of a risk the company underwrites (anyone else's risk is 404). */
export async function riskContext(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<TemplateContext> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, riskPackageId);
  if (viewerRole !== 'underwriter') throw new AppError('NOT_FOUND');
  const dto = await presentRiskPackage(ctx.db, pkg, {
    role: 'underwriter',
    userId: actor.user.id,
    companyId: scope.id,
  });
  return contextOfPackage(dto);
}

/** The editor's preview: the content with a chosen risk's data, or sample data. */
export async function previewTemplate(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: { content: string; riskPackageId: number | null; clauseIds: number[] },
): Promise<DocumentPreviewDto> {
  assertManageTemplates(actor, scope);
  const { wordings } = await checkedClauses(ctx.db, scope, body.clauseIds);
  const data =
    body.riskPackageId === null
      ? sampleContext()
      : await riskContext(ctx, actor, scope, body.riskPackageId);
  return {
    html: (await renderHtmlOr422(body.content, data)) + clausesHtml(wordings),
    proposalKeys: Object.keys(data.proposal).sort(),
  };
}

export async function getVersionTemplates(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  versionId: number,
): Promise<ProductVersionTemplatesDto> {
  assertManageTemplates(actor, scope);
  if (!(await companyVersion(ctx.db, scope.id, versionId))) throw new AppError('NOT_FOUND');
  const items = await versionTemplates(ctx.db, versionId);
  return { items: items.map((i) => ({ ...i, event: i.event as 'quote' | 'bind' })) };
}

/**
 * Which templates a product version produces at quote and at bind (Manage products). Which documents a
 * version produces is not what risks were rated on, so a live or locked version takes templates too
 * (decision 148): a product in use gets its policy schedule without a new version.
 */
export async function setVersionTemplates(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  versionId: number,
  body: Required<ProductVersionTemplatesBody>,
): Promise<ProductVersionTemplatesDto> {
  if (!hasCompanyPermission(actor.user, scope.id, Permission.ManageProducts))
    throw new AppError('FORBIDDEN_EDIT');
  await inTransaction(ctx, async (tx) => {
    const version = await companyVersion(tx, scope.id, versionId);
    if (!version) throw new AppError('NOT_FOUND');
    const ids = [...new Set(body.items.map((i) => i.templateId))];
    if ((await templatesByIds(tx, scope.id, ids)).length !== ids.length)
      throw fieldError('items', 'Choose templates of this company.');
    await replaceVersionTemplates(tx, versionId, body.items);
    await recordEvent(tx, {
      entityType: 'product_version',
      entityId: versionId,
      action: 'document_templates_set',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: body.items,
    });
  });
  const items = await versionTemplates(ctx.db, versionId);
  return { items: items.map((i) => ({ ...i, event: i.event as 'quote' | 'bind' })) };
}
