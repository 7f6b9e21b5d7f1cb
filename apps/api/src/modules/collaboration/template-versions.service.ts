import type {
  AttachableDocumentList,
  DocumentTemplateVersionDto,
  DocumentTemplateVersionList,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  templateClauseIds,
  templateOf,
  type TemplateRow,
} from './document-templates.repository.ts';
import { assertManageTemplates } from './document-templates.service.ts';
import { loadStore, pathTo } from './documents-store.ts';
import {
  companyStoreDocuments,
  documentsPerVersion,
  templateVersionRow,
  templateVersionRows,
  liveVersionNumbers,
  userNames,
  type TemplateVersionRow,
} from './template-versions.repository.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const named = (id: number | null, name: string | null | undefined) =>
  id !== null && name ? { id, name } : null;

/** The current version as the history shows it: the template row itself. */
function currentAsVersion(row: TemplateRow, clauseIds: number[] = []): TemplateVersionRow {
  return {
    id: 0,
    templateId: row.id,
    version: row.version,
    name: row.name,
    content: row.content,
    type: row.type,
    additionalTemplateIds: row.additionalTemplateIds,
    additionalFileIds: row.additionalFileIds,
    clauseIds,
    status: row.status,
    savedByUserId: row.updatedByUserId,
    savedAt: row.updatedAt,
  };
}

async function ownTemplate(ctx: AppContext, actor: Actor, scope: CompanyScope, id: number) {
  assertManageTemplates(actor, scope);
  const row = await templateOf(ctx.db, scope.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * A template's history (decision 185): the current version, then every earlier one, with who saved each,
 * when, and how many risk documents were generated from it. Another company's template is 404.
 */
export async function listTemplateVersions(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  templateId: number,
): Promise<DocumentTemplateVersionList> {
  const row = await ownTemplate(ctx, actor, scope, templateId);
  const earlier = await templateVersionRows(ctx.db, row.id);
  const names = await userNames(ctx.db, [row.updatedByUserId]);
  const counts = await documentsPerVersion(ctx.db, row.id);
  const live = (await liveVersionNumbers(ctx.db, [row])).get(row.id) ?? null;
  const all = [
    { version: currentAsVersion(row), savedBy: names.get(row.updatedByUserId ?? 0) ?? null },
    ...earlier.filter((e) => e.version.version !== row.version),
  ];
  return {
    items: all.map(({ version: v, savedBy }) => ({
      version: v.version,
      name: v.name,
      savedBy: named(v.savedByUserId, savedBy),
      savedAt: seconds(v.savedAt),
      current: v.version === row.version,
      status: v.status as DocumentTemplateVersionDto['status'],
      live: v.version === live,
      documents: counts.get(v.version) ?? 0,
    })),
  };
}

/** One version of a template as it was saved (the current one included); an unknown version is 404. */
export async function getTemplateVersion(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  templateId: number,
  version: number,
): Promise<DocumentTemplateVersionDto> {
  const row = await ownTemplate(ctx, actor, scope, templateId);
  let found: { version: TemplateVersionRow; savedBy: string | null } | undefined;
  if (version === row.version)
    found = {
      version: currentAsVersion(row, (await templateClauseIds(ctx.db, [row.id])).get(row.id) ?? []),
      savedBy:
        (await userNames(ctx.db, [row.updatedByUserId])).get(row.updatedByUserId ?? 0) ?? null,
    };
  else found = await templateVersionRow(ctx.db, row.id, version);
  if (!found) throw new AppError('NOT_FOUND');
  const v = found.version;
  const counts = await documentsPerVersion(ctx.db, row.id);
  const live = (await liveVersionNumbers(ctx.db, [row])).get(row.id) ?? null;
  return {
    version: v.version,
    name: v.name,
    savedBy: named(v.savedByUserId, found.savedBy),
    savedAt: seconds(v.savedAt),
    current: v.version === row.version,
    status: v.status as DocumentTemplateVersionDto['status'],
    live: v.version === live,
    documents: counts.get(v.version) ?? 0,
    content: v.content,
    type: v.type as DocumentTemplateVersionDto['type'],
    additionalTemplateIds: v.additionalTemplateIds,
    additionalFileIds: v.additionalFileIds,
    clauseIds: v.clauseIds,
  };
}

/**
 * The company's PDF documents a combined template may append (decision 186), or any document an email
 * template may attach (decision 225), with their folder path.
 */
export async function listAttachableDocuments(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  query: { type?: 'pdf' | 'any' } = {},
): Promise<AttachableDocumentList> {
  assertManageTemplates(actor, scope);
  // Any type for an email template's attachments (decision 225), PDFs for a combined template.
  const [rows, store] = await Promise.all([
    companyStoreDocuments(ctx.db, scope.id, undefined, query.type !== 'any'),
    loadStore(ctx.db, scope.id, true),
  ]);
  return {
    items: rows.map((r) => {
      const folder = store.byId.get(r.folderId);
      const path = folder ? [...pathTo(store, folder).map((p) => p.name), folder.name] : [];
      return { id: r.id, name: r.name, path: path.join(' / ') };
    }),
  };
}
