import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerClauseUseCheck } from '../authority/index.ts';
import { registerClientMergeStep, registerCompanyFileReader } from '../companies/index.ts';
import { moveDocumentStore } from './client-merge.repository.ts';
import { registerCollaborationRoutes } from './collaboration.routes.ts';
import { folderOfFile } from './documents.repository.ts';
import { registerDocumentRoutes } from './documents.routes.ts';
import { registerDocumentTemplateRoutes } from './document-templates.routes.ts';
import { clauseIncluded } from './document-templates.repository.ts';
import { generateRiskDocuments, type RiskDocumentsDue } from './risk-documents.service.ts';
import { defineRiskFilesBackfill } from './risk-files-backfill.service.ts';
import { RISK_DOCUMENTS_TOPIC } from '../risks/index.ts';
import { userMayRead } from './documents-store.ts';

/**
 * Collaboration on a risk package (DESIGN §2 "collaboration"; decision 090): messages, notes, the
 * timeline, files, interested parties, the declaration and the client's access; and the companies'
 * document stores, folders and file versions (decision 131). Built on the risk aggregate through
 * risks/index.ts; risks never imports it.
 */
export function registerCollaborationModule(app: FastifyInstance, ctx: AppContext): void {
  registerCollaborationRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerDocumentTemplateRoutes(app, ctx);
  // Quoted and bound transactions' documents, produced after commit (decision 148).
  ctx.outbox.handle(RISK_DOCUMENTS_TOPIC, async (tx, payload, after) => {
    await generateRiskDocuments(ctx, tx, payload as RiskDocumentsDue, after);
  });
  // A company document downloads for the companies its folder is shared with (public folders).
  registerCompanyFileReader('document', async (c, actor, file) => {
    const folderId = await folderOfFile(c.db, file.id);
    return folderId !== undefined && userMayRead(c.db, actor, file.companyId, folderId);
  });
  // A client merge moves the duplicate's document store (decision 169).
  registerClientMergeStep('documents', async (tx, m) => moveDocumentStore(tx, m));
  // A clause a template includes cannot be deleted (decision 192).
  registerClauseUseCheck(clauseIncluded);
  // Risk files from before decision 184 join the store at the workers' start (decision 204).
  defineRiskFilesBackfill(ctx);
}

/** The document types a shared risk or claim file may have (decision 108). */
export { riskFileTypes } from './risk-files.types.ts';

/** Other modules' documents kept in a company's document store (decision 143). */
export { placeInStoreFolder, removeStoreDocument } from './placed-documents.service.ts';

/** Company events' actions and email templates (issue 13): documents, the merge data and its rendering. */
export {
  dataOf as riskTemplateData,
  generateEventDocuments,
  latestTemplateDocument,
} from './risk-documents.service.ts';
export { templatesByIds as documentTemplatesByIds } from './document-templates.repository.ts';
export { companyStoreDocuments } from './template-versions.repository.ts';
export { sampleContext, type TemplateContext } from './template-context.ts';
export { renderHtml, renderHtmlOr422 } from './template-render.ts';
/** Company tags on document templates, registered by the tags module (decision 226). */
export { registerTemplateTagging, type TagChip, type TemplateTagging } from './template-tagging.ts';
