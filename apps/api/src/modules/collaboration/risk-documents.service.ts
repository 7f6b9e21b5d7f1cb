import { randomUUID } from 'node:crypto';
import {
  Messages,
  type DocumentEvent,
  type RiskDocumentDto,
  type RiskDocumentList,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { insertFileWithVersion } from '../../platform/files/files.repository.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { clauseWordings, lockClauseVersions } from '../authority/index.ts';
import { findPackageById, presentRiskPackage, riskPackageFor } from '../risks/index.ts';
import {
  latestVersion,
  packageDocument,
  packageDocuments,
  riskDocumentFor,
  saveRiskDocument,
  templatesAt,
  templateClauseIds,
  templatesByIds,
  type RiskDocumentRow,
  type TemplateRow,
} from './document-templates.repository.ts';
import { placeInStoreFolder } from './placed-documents.service.ts';
import { contextOfPackage, type TemplateContext } from './template-context.ts';
import { clausesHtml } from './template-clauses.ts';
import { renderHtml, renderPdf } from './template-render.ts';

export interface RiskDocumentsDue {
  riskPackageId: number;
  transactionId: number;
  productVersionId: number;
  event: DocumentEvent;
}

/**
 * The PDF of a template (and, combined, its additional documents) for a risk, each part followed by the
 * current wording of the clauses it includes (decision 192); `clauseVersionIds` are the versions used.
 */
async function pdfOf(
  tx: Tx,
  template: TemplateRow,
  data: TemplateContext,
  companyName: string,
): Promise<{ pdf: Buffer; clauseVersionIds: number[] }> {
  const extra = await templatesByIds(tx, template.companyId, template.additionalTemplateIds);
  const byId = new Map(extra.map((t) => [t.id, t]));
  const parts = [template];
  if (template.type === 'combined')
    for (const id of template.additionalTemplateIds) {
      const t = byId.get(id);
      if (t) parts.push(t);
    }
  const clauseIds = await templateClauseIds(
    tx,
    parts.map((p) => p.id),
  );
  const html: string[] = [];
  const clauseVersionIds: number[] = [];
  for (const part of parts) {
    const { wordings, missing } = await clauseWordings(
      tx,
      template.companyId,
      clauseIds.get(part.id) ?? [],
    );
    if (missing.length)
      throw new Error(
        `${part.name}: a clause it includes has no live version (${missing.join(', ')}).`,
      );
    try {
      html.push((await renderHtml(part.content, data)) + clausesHtml(wordings));
    } catch (error) {
      throw new Error(`${part.name}: ${(error as Error).message}`, { cause: error });
    }
    clauseVersionIds.push(...wordings.map((w) => w.versionId));
  }
  return { pdf: await renderPdf(html, { title: template.name, companyName }), clauseVersionIds };
}

/** A file name for the PDF: the template's name and the risk's reference, nothing that climbs folders. */
const pdfName = (template: string, reference: string) =>
  `${[...`${template} - ${reference}`]
    .map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .slice(0, 240)}.pdf`;

/**
 * Produces one template's document for a transaction, in the caller's transaction (decision 148). A row
 * already done is left alone (a retried delivery never duplicates); a template that cannot render is
 * recorded as failed with its exact problem. The PDF becomes a document of the underwriting company's
 * store, in Documents › Risks › {reference}.
 */
async function produce(
  ctx: AppContext,
  tx: Tx,
  due: RiskDocumentsDue,
  template: TemplateRow,
  data: TemplateContext,
  pkg: { reference: string; underwriterCompanyId: number; underwriterName: string },
): Promise<RiskDocumentRow> {
  const existing = await riskDocumentFor(tx, due.transactionId, template.id, due.event);
  if (existing?.status === 'done') return existing;
  const base = {
    riskPackageId: due.riskPackageId,
    transactionId: due.transactionId,
    templateId: template.id,
    templateVersion: template.version,
    event: due.event,
  };
  let pdf: Buffer;
  try {
    const made = await pdfOf(tx, template, data, pkg.underwriterName);
    pdf = made.pdf;
    // A wording a policy document carries can no longer change (§4 locked): a new version is copied.
    await lockClauseVersions(tx, template.companyId, made.clauseVersionIds);
  } catch (error) {
    return saveRiskDocument(tx, { ...base, status: 'failed', error: (error as Error).message });
  }
  const companyId = pkg.underwriterCompanyId;
  const key = `companies/${companyId}/documents/${randomUUID()}`;
  await ctx.storage.put(key, pdf, 'application/pdf');
  const name = pdfName(template.name, pkg.reference);
  const { file } = await insertFileWithVersion(
    tx,
    { companyId, ownerUserId: null, purpose: 'document', name, visibility: 2 },
    { companyId, storageKey: key, mimeType: 'application/pdf', sizeBytes: pdf.length, name },
  );
  await placeInStoreFolder(tx, companyId, ['Risks', pkg.reference.slice(0, 120)], [file.id], null);
  return saveRiskDocument(tx, { ...base, status: 'done', error: null, fileId: file.id });
}

async function dataOf(tx: Tx, riskPackageId: number) {
  const row = await findPackageById(tx, riskPackageId);
  if (!row) return null;
  const dto = await presentRiskPackage(tx, row, {
    role: 'underwriter',
    userId: 0,
    companyId: row.underwriterCompanyId,
    readOnly: true,
  });
  return {
    data: contextOfPackage(dto),
    pkg: {
      reference: dto.reference,
      underwriterCompanyId: row.underwriterCompanyId,
      underwriterName: dto.underwriterCompany.name,
    },
  };
}

/** The outbox handler: every template the version produces at the event (none configured: nothing). */
export async function generateRiskDocuments(
  ctx: AppContext,
  tx: Tx,
  due: RiskDocumentsDue,
): Promise<RiskDocumentRow[]> {
  const templates = await templatesAt(tx, due.productVersionId, due.event);
  if (templates.length === 0) return [];
  const loaded = await dataOf(tx, due.riskPackageId);
  if (!loaded) return [];
  const made: RiskDocumentRow[] = [];
  for (const { template } of templates)
    made.push(await produce(ctx, tx, due, template, loaded.data, loaded.pkg));
  const failed = made.filter((d) => d.status === 'failed');
  await recordEvent(tx, {
    entityType: 'risk_package',
    entityId: due.riskPackageId,
    action: failed.length ? 'documents_failed' : 'documents_generated',
    actorUserId: null,
    companyId: loaded.pkg.underwriterCompanyId,
    after: made.map((d) => ({ id: d.id, status: d.status })),
  });
  return made;
}

function present(
  row: Awaited<ReturnType<typeof packageDocuments>>[number],
  companyId: number,
  viewerRole: string,
): RiskDocumentDto {
  const { doc } = row;
  const underwriter = viewerRole === 'underwriter';
  const failed = doc.status === 'failed';
  return {
    id: doc.id,
    name: row.fileName ?? row.templateName,
    event: doc.event as DocumentEvent,
    status: failed ? 'failed' : 'done',
    message: failed ? Messages.documentsGenerationFailed : null,
    error: failed && underwriter ? doc.error : null,
    url:
      !failed && doc.fileId !== null
        ? `/companies/${companyId}/risks/${doc.riskPackageId}/documents/${doc.id}/download`
        : null,
    templateVersion: doc.templateVersion,
    createdAt: Math.floor(doc.createdAt.getTime() / 1000),
    canRetry: failed && underwriter,
  };
}

/**
 * The risk's generated documents, for every party that sees the risk (broker, underwriter, insurer, the
 * client read-only). A failure shows the spec's message; the underwriting company also reads the error.
 */
export async function listRiskDocuments(
  ctx: AppContext,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<RiskDocumentList> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, riskPackageId);
  const rows = await packageDocuments(ctx.db, pkg.id);
  return { items: rows.map((r) => present(r, scope.id, viewerRole)) };
}

/** A generated PDF's bytes for a party of the risk (its latest version in the store). */
export async function readRiskDocument(
  ctx: AppContext,
  scope: CompanyScope,
  riskPackageId: number,
  documentId: number,
): Promise<{ name: string; mimeType: string; body: Buffer }> {
  const { pkg } = await riskPackageFor(ctx.db, scope, riskPackageId);
  const doc = await packageDocument(ctx.db, pkg.id, documentId);
  if (!doc || doc.status !== 'done' || doc.fileId === null) throw new AppError('NOT_FOUND');
  const latest = await latestVersion(ctx.db, doc.fileId);
  if (!latest) throw new AppError('NOT_FOUND');
  const body = await ctx.storage.get(latest.version.storageKey);
  if (!body) throw new AppError('NOT_FOUND');
  return { name: latest.name, mimeType: latest.version.mimeType, body };
}

/** The underwriting company generates a failed document again (after fixing the template). */
export async function retryRiskDocument(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  documentId: number,
): Promise<RiskDocumentDto> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, riskPackageId);
  if (viewerRole !== 'underwriter') throw new AppError('FORBIDDEN_EDIT');
  await inTransaction(ctx, async (tx) => {
    const doc = await packageDocument(tx, pkg.id, documentId);
    if (!doc) throw new AppError('NOT_FOUND');
    if (doc.status === 'done') return;
    const [template] = await templatesByIds(tx, scope.id, [doc.templateId]);
    const loaded = await dataOf(tx, pkg.id);
    if (!template || !loaded) throw new AppError('NOT_FOUND');
    const due = {
      riskPackageId: pkg.id,
      transactionId: doc.transactionId,
      productVersionId: 0,
      event: doc.event as DocumentEvent,
    };
    const saved = await produce(ctx, tx, due, template, loaded.data, loaded.pkg);
    await recordEvent(tx, {
      entityType: 'risk_package',
      entityId: pkg.id,
      action: 'document_retried',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { id: saved.id, status: saved.status },
    });
  });
  const rows = await packageDocuments(ctx.db, pkg.id);
  const row = rows.find((r) => r.doc.id === documentId);
  if (!row) throw new AppError('NOT_FOUND');
  return present(row, scope.id, viewerRole);
}
