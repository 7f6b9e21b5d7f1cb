import { randomUUID } from 'node:crypto';
import {
  AUTOMATION_EVENT_TOPIC,
  Messages,
  type AutomationRaise,
  type GeneratedDocumentEvent,
  type RiskDocumentDto,
  type RiskDocumentList,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { inTransaction, type AfterCommitTask } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { insertFileWithVersion } from '../../platform/files/files.repository.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { clauseWordings, lockClauseVersions } from '../authority/index.ts';
import {
  assignedUsersIn,
  findPackageById,
  presentRiskPackage,
  riskPackageFor,
} from '../risks/index.ts';
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
import { appendPdfs, type AppendedPdf } from './pdf-merge.ts';
import { placeInStoreFolder } from './placed-documents.service.ts';
import {
  companyPdfDocuments,
  liveVersionOf,
  lockTemplateVersion,
  type TemplateVersionView,
} from './template-versions.repository.ts';
import { contextOfPackage, type TemplateContext } from './template-context.ts';
import { clausesHtml } from './template-clauses.ts';
import { renderHtml, renderPdf } from './template-render.ts';

export interface RiskDocumentsDue {
  riskPackageId: number;
  transactionId: number;
  productVersionId: number;
  event: GeneratedDocumentEvent;
}

/** The live version of a template (decision 224), its clauses read when it is the working row. */
async function liveOf(tx: Tx, template: TemplateRow): Promise<TemplateVersionView | null> {
  return liveVersionOf(
    tx,
    template,
    async () => (await templateClauseIds(tx, [template.id])).get(template.id) ?? [],
  );
}

/**
 * The PDF of a template's live version (and, combined, its additional templates' live versions), each
 * part followed by the current wording of the clauses it includes (decision 192); `clauseVersionIds` are
 * the clause versions used, `parts` the template versions used (both locked by the caller).
 */
async function pdfOf(
  tx: Tx,
  template: TemplateVersionView,
  data: TemplateContext,
  companyName: string,
  extras: AppendedPdf[],
): Promise<{ pdf: Buffer; clauseVersionIds: number[]; parts: TemplateVersionView[] }> {
  const parts = [template];
  if (template.type === 'combined') {
    const extra = await templatesByIds(tx, template.companyId, template.additionalTemplateIds);
    const byId = new Map(extra.map((t) => [t.id, t]));
    for (const id of template.additionalTemplateIds) {
      const t = byId.get(id);
      if (!t) continue;
      const live = await liveOf(tx, t);
      if (!live) throw new Error(`${t.name}: the template has no live version. Publish it.`);
      parts.push(live);
    }
  }
  const html: string[] = [];
  const clauseVersionIds: number[] = [];
  for (const part of parts) {
    const { wordings, missing } = await clauseWordings(tx, template.companyId, part.clauseIds);
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
  const pdf = await renderPdf(html, { title: template.name, companyName });
  try {
    return { pdf: await appendPdfs(pdf, extras), clauseVersionIds, parts };
  } catch (error) {
    throw new Error(`${template.name}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * The uploaded PDFs a combined template appends, read from the company's store (latest versions), in the
 * template's order (decision 186). A document since deleted or no longer a PDF is a problem to record; a
 * storage failure throws (the outbox retries it).
 */
async function appendedPdfs(
  ctx: AppContext,
  tx: Tx,
  template: TemplateVersionView,
): Promise<AppendedPdf[] | { problem: string }> {
  const ids = template.type === 'combined' ? template.additionalFileIds : [];
  if (ids.length === 0) return [];
  const rows = new Map(
    (await companyPdfDocuments(tx, template.companyId, ids)).map((r) => [r.id, r]),
  );
  const out: AppendedPdf[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    const bytes = row ? await ctx.storage.get(row.storageKey) : null;
    if (!row || !bytes)
      return {
        problem: `${template.name}: an additional document is no longer a PDF of the company documents.`,
      };
    out.push({ name: row.name, bytes });
  }
  return out;
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
): Promise<{ row: RiskDocumentRow; made: boolean }> {
  const existing = await riskDocumentFor(tx, due.transactionId, template.id, due.event);
  if (existing?.status === 'done') return { row: existing, made: false };
  return { row: await attempt(ctx, tx, due, template, data, pkg), made: true };
}

async function attempt(
  ctx: AppContext,
  tx: Tx,
  due: RiskDocumentsDue,
  template: TemplateRow,
  data: TemplateContext,
  pkg: { reference: string; underwriterCompanyId: number; underwriterName: string },
): Promise<RiskDocumentRow> {
  // Generation always uses the live version; a template never published cannot generate (decision 224):
  // the broker reads the spec's message, the underwriter this reason.
  const live = await liveOf(tx, template);
  const base = {
    riskPackageId: due.riskPackageId,
    transactionId: due.transactionId,
    templateId: template.id,
    templateVersion: live?.version ?? template.version,
    event: due.event,
  };
  if (!live)
    return saveRiskDocument(tx, {
      ...base,
      status: 'failed',
      error: `${template.name}: the template has no live version. Publish it.`,
    });
  const extras = await appendedPdfs(ctx, tx, live);
  if ('problem' in extras)
    return saveRiskDocument(tx, { ...base, status: 'failed', error: extras.problem });
  let pdf: Buffer;
  try {
    const made = await pdfOf(tx, live, data, pkg.underwriterName, extras);
    pdf = made.pdf;
    // A wording a policy document carries can no longer change (§4 locked): a new version is copied.
    await lockClauseVersions(tx, template.companyId, made.clauseVersionIds);
    // So can the template versions it was made from (decision 224): editing starts a new draft.
    for (const part of made.parts) await lockTemplateVersion(tx, part.id, part.version);
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

/** The merge data of a risk as its underwriting company sees it, with what a document's file needs. */
export async function dataOf(tx: Tx, riskPackageId: number) {
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
    dto,
    pkg: {
      id: row.id,
      reference: dto.reference,
      underwriterCompanyId: row.underwriterCompanyId,
      underwriterName: dto.underwriterCompany.name,
      brokerCompanyId: row.brokerCompanyId,
      assignedUnderwriterId: row.assignedUnderwriterId,
    },
  };
}

type LoadedPkg = NonNullable<Awaited<ReturnType<typeof dataOf>>>['pkg'];

/**
 * Tells the risk's people about documents just made or failed (decision 187), through the notifications
 * module's events: the broker's assigned users read "Documents ready" or the spec's message, the assigned
 * underwriter (and the underwriting company's assigned users) the names or the exact error.
 */
async function notifyDocuments(
  ctx: AppContext,
  tx: Tx,
  after: (task: AfterCommitTask) => void,
  pkg: LoadedPkg,
  made: { row: RiskDocumentRow; name: string }[],
  actorUserId: number | null,
): Promise<void> {
  if (made.length === 0) return;
  const done = made.filter((m) => m.row.status === 'done');
  const failed = made.filter((m) => m.row.status === 'failed');
  const brokers = (await assignedUsersIn(tx, pkg.id, pkg.brokerCompanyId)).filter(
    (id) => id !== actorUserId,
  );
  const underwriters = [
    ...new Set([
      ...(pkg.assignedUnderwriterId !== null ? [pkg.assignedUnderwriterId] : []),
      ...(await assignedUsersIn(tx, pkg.id, pkg.underwriterCompanyId)),
    ]),
  ].filter((id) => id !== actorUserId);
  const base = { riskPackageId: pkg.id, reference: pkg.reference, frontendUrl: `/risks/${pkg.id}` };
  const send = async (type: string, companyId: number, userIds: number[], extra: object) => {
    if (userIds.length > 0)
      await ctx.events.record(tx, after, {
        type,
        companyId,
        actorUserId,
        userIds,
        data: { ...base, ...extra },
      });
  };
  if (done.length > 0) {
    const names = { names: done.map((d) => d.name) };
    await send('risk.documents_ready', pkg.brokerCompanyId, brokers, names);
    await send('risk.documents_ready', pkg.underwriterCompanyId, underwriters, names);
  }
  if (failed.length > 0) {
    await send('risk.documents_failed', pkg.brokerCompanyId, brokers, {});
    await send('risk.documents_failed', pkg.underwriterCompanyId, underwriters, {
      error: failed.map((f) => f.row.error ?? f.name).join('; '),
    });
  }
}

/** The outbox handler: every template the version produces at the event (none configured: nothing). */
export async function generateRiskDocuments(
  ctx: AppContext,
  tx: Tx,
  due: RiskDocumentsDue,
  after: (task: AfterCommitTask) => void,
): Promise<RiskDocumentRow[]> {
  const templates = await templatesAt(tx, due.productVersionId, due.event);
  if (templates.length === 0) return [];
  const loaded = await dataOf(tx, due.riskPackageId);
  if (!loaded) return [];
  const made: RiskDocumentRow[] = [];
  const fresh: { row: RiskDocumentRow; name: string }[] = [];
  for (const { template } of templates) {
    const result = await produce(ctx, tx, due, template, loaded.data, loaded.pkg);
    made.push(result.row);
    if (result.made) fresh.push({ row: result.row, name: template.name });
  }
  const failed = made.filter((d) => d.status === 'failed');
  await recordEvent(tx, {
    entityType: 'risk_package',
    entityId: due.riskPackageId,
    action: failed.length ? 'documents_failed' : 'documents_generated',
    actorUserId: null,
    companyId: loaded.pkg.underwriterCompanyId,
    after: made.map((d) => ({ id: d.id, status: d.status })),
  });
  await notifyDocuments(ctx, tx, after, loaded.pkg, fresh, null);
  // The company event "documents generated" (issue 13), for the documents made in this run; a company
  // event's own documents (generateEventDocuments) raise none.
  const done = fresh.filter((d) => d.row.status === 'done').map((d) => d.row);
  if (done.length) {
    const raised: AutomationRaise = {
      event: 'risk.documents_generated',
      riskPackageId: due.riskPackageId,
      actorUserId: null,
      extra: { documentIds: done.map((d) => d.id) },
    };
    await ctx.outbox.write(tx, after, AUTOMATION_EVENT_TOPIC, raised);
  }
  return made;
}

/**
 * A company event's "generate documents" action (issue 13): each template of the company for the risk's
 * main transaction, as event 'event'. Idempotent per (transaction, template) like decision 148's; a
 * template that cannot render is a failed row with its problem, returned for the run to report.
 */
export async function generateEventDocuments(
  ctx: AppContext,
  tx: Tx,
  riskPackageId: number,
  companyId: number,
  templateIds: number[],
): Promise<
  { id: number; templateId: number; status: string; error: string | null; fileId: number | null }[]
> {
  const templates = await templatesByIds(tx, companyId, templateIds);
  const loaded = await dataOf(tx, riskPackageId);
  if (!loaded) throw new Error(`risk package ${riskPackageId} not found`);
  const main = loaded.dto.risks[0]!.current;
  const due = {
    riskPackageId,
    transactionId: main.id,
    productVersionId: 0,
    event: 'event' as const,
  };
  const made: RiskDocumentRow[] = [];
  for (const id of templateIds) {
    const template = templates.find((t) => t.id === id);
    if (!template) throw new Error(`document template ${id} is not the company's`);
    made.push((await produce(ctx, tx, due, template, loaded.data, loaded.pkg)).row);
  }
  return made.map((d) => ({
    id: d.id,
    templateId: d.templateId,
    status: d.status,
    error: d.error,
    fileId: d.fileId,
  }));
}

/** The latest generated document of a template for a risk (done), as a stored file to attach. */
export async function latestTemplateDocument(
  tx: Tx,
  riskPackageId: number,
  templateId: number,
): Promise<{ name: string; storageKey: string; mimeType: string } | null> {
  const rows = await packageDocuments(tx, riskPackageId);
  const row = rows.find(
    (r) => r.doc.templateId === templateId && r.doc.status === 'done' && r.doc.fileId !== null,
  );
  if (!row) return null;
  const latest = await latestVersion(tx, row.doc.fileId!);
  if (!latest) return null;
  return {
    name: latest.name,
    storageKey: latest.version.storageKey,
    mimeType: latest.version.mimeType,
  };
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
    event: doc.event as GeneratedDocumentEvent,
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
  await inTransaction(ctx, async (tx, after) => {
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
      event: doc.event as GeneratedDocumentEvent,
    };
    const { row: saved, made } = await produce(ctx, tx, due, template, loaded.data, loaded.pkg);
    if (made)
      await notifyDocuments(
        ctx,
        tx,
        after,
        loaded.pkg,
        [{ row: saved, name: template.name }],
        actor.user.id,
      );
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
