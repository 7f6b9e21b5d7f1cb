import { versionStatuses } from '../versioning.ts';
import { z } from '../zod-config.ts';
import { requiredText } from './common.ts';
import { tagChip } from './tags.ts';

/** Issue 12 (decision 147): a company's document templates, the PDFs they produce for risks. */

export const documentTemplateTypes = ['single', 'combined'] as const;
export type DocumentTemplateType = (typeof documentTemplateTypes)[number];

/** When a product version produces a template's document (§4: quote schedule at quote, policy at bind). */
export const documentEvents = ['quote', 'bind'] as const;
export type DocumentEvent = (typeof documentEvents)[number];
/** What produced a risk's document: the product version at quote or bind, or a company event's action (issue 13). */
export const generatedDocumentEvents = ['quote', 'bind', 'event'] as const;
export type GeneratedDocumentEvent = (typeof generatedDocumentEvents)[number];

/** POST / PUT /companies/{id}/document-templates: §3 document template. */
export const documentTemplateBody = z.object({
  name: requiredText(160),
  /** Rich text (HTML from the editor) with liquid merge fields, e.g. `{{ insured.name }}`. */
  content: z.string().max(200_000).default(''),
  type: z.enum(documentTemplateTypes).default('single'),
  /** A combined template's additional documents: other templates of the company, in order. */
  additionalTemplateIds: z.array(z.number().int().positive()).max(20).default([]),
  /** A combined template's uploaded PDFs (company documents), appended after the templates (decision 186). */
  additionalFileIds: z.array(z.number().int().positive()).max(20).default([]),
  /** The company's own tags (decision 226; another company's tag is 422 under `tagIds`). */
  tagIds: z.array(z.number().int().positive()).max(20).default([]),
  /** Clauses of the company's library (decision 192), appended in order with their current wording. */
  clauseIds: z.array(z.number().int().positive()).max(50).default([]),
});
export type DocumentTemplateBody = z.input<typeof documentTemplateBody>;

export const documentTemplateDto = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  type: z.enum(documentTemplateTypes),
  additionalTemplateIds: z.array(z.number().int()),
  additionalFileIds: z.array(z.number().int()),
  /** The company's tags on it, ordered by name (decision 226). */
  tags: z.array(tagChip),
  /**
   * The working version (the newest) and who saved it (decision 185), with its status (decision 224):
   * draft (edited in place), live (generation uses it) or locked (a document was made from it).
   */
  version: z.number().int(),
  status: z.enum(versionStatuses),
  /** The version documents are generated from (the newest live or locked one); null: cannot generate. */
  liveVersion: z.number().int().nullable(),
  updatedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  clauseIds: z.array(z.number().int()),
  /** Product versions that produce it, and at which event. */
  usedBy: z.array(
    z.object({
      productVersionId: z.number().int(),
      productName: z.string(),
      versionNumber: z.number().int(),
      event: z.enum(documentEvents),
    }),
  ),
  updatedAt: z.number().int(),
});
export type DocumentTemplateDto = z.infer<typeof documentTemplateDto>;
export const documentTemplateList = z.object({ items: z.array(documentTemplateDto) });
/** GET /companies/{id}/document-templates?tagId=: only the templates carrying that tag of the company. */
export const documentTemplateListQuery = z.object({
  tagId: z.coerce.number().int().positive().optional(),
});
export type DocumentTemplateList = z.infer<typeof documentTemplateList>;

/** GET …/document-templates/{id}/versions: every version, newest (the current one) first (decision 185). */
export const documentTemplateVersionSummary = z.object({
  version: z.number().int(),
  name: z.string(),
  savedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  savedAt: z.number().int(),
  current: z.boolean(),
  /** Draft, live or locked (decision 224); `live` marks the version generation uses. */
  status: z.enum(versionStatuses),
  live: z.boolean(),
  /** Documents generated for risks from this version. */
  documents: z.number().int(),
});
export type DocumentTemplateVersionSummary = z.infer<typeof documentTemplateVersionSummary>;
export const documentTemplateVersionList = z.object({
  items: z.array(documentTemplateVersionSummary),
});
export type DocumentTemplateVersionList = z.infer<typeof documentTemplateVersionList>;

/** GET …/document-templates/{id}/versions/{version}: one version as it was saved. */
export const documentTemplateVersionDto = documentTemplateVersionSummary.extend({
  content: z.string(),
  type: z.enum(documentTemplateTypes),
  additionalTemplateIds: z.array(z.number().int()),
  additionalFileIds: z.array(z.number().int()),
  clauseIds: z.array(z.number().int()),
});
export type DocumentTemplateVersionDto = z.infer<typeof documentTemplateVersionDto>;

/** GET …/document-templates/attachable-documents: the company's PDFs a combined template may append. */
export const attachableDocumentList = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** The folders from the root down, e.g. "Documents / Wordings". */
      path: z.string(),
    }),
  ),
});
export type AttachableDocumentList = z.infer<typeof attachableDocumentList>;
/** `type=any`: every document of the store, for an email template's attachments (decision 225). */
export const attachableDocumentsQuery = z.object({
  type: z.enum(['pdf', 'any']).default('pdf'),
});

/** POST /companies/{id}/document-templates/preview: renders content with a risk's data (or sample data). */
export const documentPreviewBody = z.object({
  content: z.string().max(200_000),
  riskPackageId: z.number().int().positive().nullable().default(null),
  clauseIds: z.array(z.number().int().positive()).max(50).default([]),
});
export type DocumentPreviewBody = z.input<typeof documentPreviewBody>;
export const documentPreviewDto = z.object({
  html: z.string(),
  /** Proposal answers of the chosen risk, offered by the picker as `proposal.<key>`. */
  proposalKeys: z.array(z.string()),
});
export type DocumentPreviewDto = z.infer<typeof documentPreviewDto>;

/** PUT /companies/{id}/product-versions/{versionId}/document-templates: what a version produces. */
export const productVersionTemplatesBody = z.object({
  items: z
    .array(z.object({ templateId: z.number().int().positive(), event: z.enum(documentEvents) }))
    .max(50),
});
export type ProductVersionTemplatesBody = z.input<typeof productVersionTemplatesBody>;
export const productVersionTemplatesDto = z.object({
  items: z.array(
    z.object({
      templateId: z.number().int(),
      templateName: z.string(),
      event: z.enum(documentEvents),
    }),
  ),
});
export type ProductVersionTemplatesDto = z.infer<typeof productVersionTemplatesDto>;

/** A document generated for a risk (on the risk page, for the broker, the underwriter and the client). */
export const riskDocumentDto = z.object({
  id: z.number().int(),
  name: z.string(),
  event: z.enum(generatedDocumentEvents),
  status: z.enum(['done', 'failed']),
  /** For a failure: the spec's message, and for the underwriting company the exact error too. */
  message: z.string().nullable(),
  error: z.string().nullable(),
  /** Download of the PDF (done only). */
  url: z.string().nullable(),
  templateVersion: z.number().int(),
  createdAt: z.number().int(),
  canRetry: z.boolean(),
});
export type RiskDocumentDto = z.infer<typeof riskDocumentDto>;
export const riskDocumentList = z.object({ items: z.array(riskDocumentDto) });
export type RiskDocumentList = z.infer<typeof riskDocumentList>;

/** The picker's merge fields (liquid paths); loops are written `{% for line in premium.lines %}`. */
export const mergeFieldGroups: { group: string; fields: { path: string; label: string }[] }[] = [
  {
    group: 'Insured',
    fields: [
      { path: 'insured.name', label: 'Insured name' },
      { path: 'insured.email', label: 'Insured email' },
      { path: 'insured.phone', label: 'Insured phone' },
      { path: 'insured.registration_number', label: 'Registration number' },
      { path: 'insured.address', label: 'Insured address' },
    ],
  },
  {
    group: 'Parties',
    fields: [
      { path: 'broker.name', label: 'Broker' },
      { path: 'underwriter.company', label: 'Underwriting company' },
      { path: 'underwriter.name', label: 'Assigned underwriter' },
      { path: 'insurer.name', label: 'Insurer' },
    ],
  },
  {
    group: 'Risk',
    fields: [
      { path: 'risk.reference', label: 'Reference' },
      { path: 'risk.status', label: 'Status' },
      { path: 'package.name', label: 'Package' },
      { path: 'product.name', label: 'Product' },
      { path: 'product.version', label: 'Product version' },
    ],
  },
  {
    group: 'Dates',
    fields: [
      { path: 'dates.inception', label: 'Inception date' },
      { path: 'dates.expiry', label: 'Expiry date' },
      { path: 'dates.effective', label: 'Effective date' },
      { path: 'dates.bound', label: 'Bound on' },
      { path: 'dates.today', label: 'Today' },
    ],
  },
  {
    group: 'Premium',
    fields: [
      { path: 'premium.base', label: 'Base premium' },
      { path: 'premium.gross', label: 'Gross premium' },
      { path: 'premium.fees', label: 'Fees' },
      { path: 'premium.commission', label: 'Broker commission' },
      { path: 'premium.taxes', label: 'Taxes' },
      { path: 'premium.total', label: 'Total premium' },
      { path: 'premium.currency', label: 'Currency' },
    ],
  },
];

/** Snippets the picker inserts for the lists (premium lines, quote lines). */
export const mergeFieldLoops: { label: string; snippet: string }[] = [
  {
    label: 'Premium breakdown lines',
    snippet: '{% for line in premium.lines %}{{ line.title }}: {{ line.amount }}<br>{% endfor %}',
  },
  {
    label: 'Quote lines',
    snippet: '{% for line in quote_lines %}{{ line.title }}: {{ line.value }}<br>{% endfor %}',
  },
  {
    label: 'Endorsements in force',
    snippet:
      '{% for e in endorsements %}{{ e.number }}. {{ e.name }}, effective {{ e.effective }}: {{ e.premium_change }}<br>{% endfor %}',
  },
];
