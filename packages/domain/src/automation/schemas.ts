import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { emailSchema, optionalText, requiredText } from '../schemas/common.ts';
import { tagChip } from '../schemas/tags.ts';
import { automationActionKinds, automationEventIds, automationValueTypes } from './catalogue.ts';

/** Issue 13 (decisions 175–177): company events, their actions and runs; email templates. */

const ids = (max: number) =>
  z.array(z.number().int().positive()).max(max, { error: Messages.maxItems(max) });
const actionName = requiredText(120);

/** One event action (§3 "Event action: name, action"), with what its kind needs. */
export const eventActionBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('generateDocuments'),
    name: actionName,
    documentTemplateIds: ids(10).min(1, { error: Messages.required }),
  }),
  z.object({
    kind: z.literal('sendEmail'),
    name: actionName,
    emailTemplateId: z.number().int().positive(),
  }),
  z.object({
    kind: z.literal('notify'),
    name: actionName,
    userIds: ids(50).default([]),
    /** Company roles whose users are told. */
    roleIds: ids(20).default([]),
    /** The risk's parties: its assigned underwriter, its broker users. */
    parties: z
      .array(z.enum(['assignedUnderwriter', 'broker']))
      .max(2)
      .default([]),
    message: requiredText(500),
  }),
  z.object({
    kind: z.literal('setUnderwritingStatus'),
    name: actionName,
    underwritingStatusId: z.number().int().positive(),
  }),
  z.object({
    kind: z.literal('assignUnderwriter'),
    name: actionName,
    userId: z.number().int().positive(),
  }),
  /** One of the company's own tags, put on the risk package (decision 205). */
  z.object({ kind: z.literal('addTag'), name: actionName, tagId: z.number().int().positive() }),
  /** One of the company's webhook endpoints: POSTs the action's input, signed (decision 205). */
  z.object({
    kind: z.literal('callWebhook'),
    name: actionName,
    endpointId: z.number().int().positive(),
  }),
]);
export type EventActionBody = z.infer<typeof eventActionBody>;

/** The conditions a company event's payload must meet (every filter given; an empty list is no filter). */
export const eventConditions = z.object({
  productIds: ids(50).default([]),
  productPackageIds: ids(50).default([]),
  brokerCompanyIds: ids(100).default([]),
  /** Transaction status ids of the main risk after the event. */
  statuses: z.array(z.number().int().min(1).max(7)).max(7).default([]),
  /** An expression of the rating engine's formula language over the payload's fields; true runs. */
  expression: optionalText(2000),
});
export type EventConditions = z.infer<typeof eventConditions>;

/** POST / PUT /companies/{id}/company-events: §3 company event. */
export const companyEventBody = z
  .object({
    name: requiredText(160),
    event: z.enum(automationEventIds),
    conditions: eventConditions.default({
      productIds: [],
      productPackageIds: [],
      brokerCompanyIds: [],
      statuses: [],
      expression: null,
    }),
    /** Runs inside the request once it has committed (the user waits); else as a job after the delay. */
    synchronous: z.boolean().default(false),
    delaySeconds: z
      .number()
      .int()
      .min(0, { error: Messages.min(0) })
      .max(604_800, { error: Messages.max(604_800) })
      .default(0),
    enabled: z.boolean().default(true),
    actions: z
      .array(eventActionBody)
      .min(1, { error: Messages.required })
      .max(20, { error: Messages.maxItems(20) }),
  })
  .superRefine((v, ctx) => {
    if (v.synchronous && v.delaySeconds > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['delaySeconds'],
        message: AutomationMessages.syncNoDelay,
      });
  });
export type CompanyEventBody = z.input<typeof companyEventBody>;

/** Messages of issue 13 the spec does not word (the chain's is §8's, in Messages). */
export const AutomationMessages = {
  syncNoDelay: 'A synchronous event runs at once: set no delay.',
  actionNotAvailable: 'This action is not available yet.',
  unknownDocumentTemplate: 'Choose document templates of your company.',
  unknownEmailTemplate: 'Choose an email template of your company.',
  unknownStatus: 'Choose one of the company’s underwriting statuses.',
  unknownUser: 'Choose users of your own company.',
  unknownRole: 'Choose roles of your own company.',
  unknownTag: 'Choose one of your company’s tags.',
  unknownEndpoint: 'Choose one of your company’s webhook endpoints.',
  runNotFailed: 'Only a failed run can be retried.',
  noRecipient: 'The email has no recipient for this risk.',
} as const;

const eventActionDto = z.object({
  kind: z.enum(automationActionKinds),
  name: z.string(),
  documentTemplateIds: z.array(z.number().int()).optional(),
  emailTemplateId: z.number().int().optional(),
  userIds: z.array(z.number().int()).optional(),
  roleIds: z.array(z.number().int()).optional(),
  parties: z.array(z.enum(['assignedUnderwriter', 'broker'])).optional(),
  message: z.string().optional(),
  underwritingStatusId: z.number().int().optional(),
  userId: z.number().int().optional(),
  tagId: z.number().int().optional(),
  endpointId: z.number().int().optional(),
});
export type EventActionDto = z.infer<typeof eventActionDto>;

export const companyEventDto = z.object({
  id: z.number().int(),
  name: z.string(),
  event: z.enum(automationEventIds),
  conditions: z.object({
    productIds: z.array(z.number().int()),
    productPackageIds: z.array(z.number().int()),
    brokerCompanyIds: z.array(z.number().int()),
    statuses: z.array(z.number().int()),
    expression: z.string().nullable(),
  }),
  synchronous: z.boolean(),
  delaySeconds: z.number().int(),
  enabled: z.boolean(),
  actions: z.array(eventActionDto),
  /** The last run's status, for the list. */
  lastRun: z.object({ status: z.string(), createdAt: z.number().int() }).nullable(),
  updatedAt: z.number().int(),
});
export type CompanyEventDto = z.infer<typeof companyEventDto>;
export const companyEventList = z.object({ items: z.array(companyEventDto) });
export type CompanyEventList = z.infer<typeof companyEventList>;

export const automationRunStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type AutomationRunStatus = (typeof automationRunStatuses)[number];

/** One action of a run: what it received and produced, its error and duration. */
export const automationStepDto = z.object({
  name: z.string(),
  kind: z.enum(automationActionKinds),
  status: z.enum(['done', 'failed']),
  input: z.record(z.string(), z.unknown()).nullable(),
  output: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type AutomationStepDto = z.infer<typeof automationStepDto>;

export const automationRunDto = z.object({
  id: z.number().int(),
  companyEventId: z.number().int(),
  event: z.enum(automationEventIds),
  status: z.enum(automationRunStatuses),
  payload: z.record(z.string(), z.unknown()),
  steps: z.array(automationStepDto),
  error: z.string().nullable(),
  attempts: z.number().int(),
  durationMs: z.number().int().nullable(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
  canRetry: z.boolean(),
});
export type AutomationRunDto = z.infer<typeof automationRunDto>;
export const automationRunList = z.object({ items: z.array(automationRunDto) });
export type AutomationRunList = z.infer<typeof automationRunList>;

/** GET /companies/{id}/company-events/catalogue: the events and actions, with their types. */
export const automationCatalogueDto = z.object({
  events: z.array(
    z.object({
      id: z.enum(automationEventIds),
      label: z.string(),
      payload: z.enum(automationValueTypes),
      raised: z.boolean(),
    }),
  ),
  actions: z.array(
    z.object({
      kind: z.enum(automationActionKinds),
      label: z.string(),
      input: z.union([z.enum(automationValueTypes), z.literal('any')]),
      output: z.union([z.enum(automationValueTypes), z.literal('input')]),
      available: z.boolean(),
    }),
  ),
});
export type AutomationCatalogueDto = z.infer<typeof automationCatalogueDto>;

/** Who an email goes to: a fixed address or a party of the risk. */
export const emailRecipientRoles = ['broker', 'insuredContact', 'assignedUnderwriter'] as const;
export type EmailRecipientRole = (typeof emailRecipientRoles)[number];
export const emailRecipient = z.discriminatedUnion('type', [
  z.object({ type: z.literal('address'), address: emailSchema }),
  z.object({ type: z.literal('role'), role: z.enum(emailRecipientRoles) }),
]);
export type EmailRecipient = z.infer<typeof emailRecipient>;
const recipients = z.array(emailRecipient).max(20, { error: Messages.maxItems(20) });

/** POST / PUT /companies/{id}/email-templates: §3 email template. */
export const emailTemplateBody = z.object({
  name: requiredText(160),
  /** The subject line, with the document templates' merge fields. */
  subject: requiredText(255),
  /** Rich text (the editor's HTML) with liquid merge fields. */
  content: z
    .string()
    .max(200_000, { error: Messages.maxLength(200_000) })
    .default(''),
  recipients: recipients.min(1, { error: Messages.required }),
  cc: recipients.default([]),
  bcc: recipients.default([]),
  /** Attachments: the risk's latest generated document of each of these document templates. */
  attachmentTemplateIds: ids(10).default([]),
  /** Attachments: company files (documents of its store), in their latest version at send time (decision 225). */
  attachmentFileIds: ids(10).default([]),
  /** The company's own tags (decision 206). */
  tagIds: ids(20).default([]),
});
export type EmailTemplateBody = z.input<typeof emailTemplateBody>;

export const emailTemplateDto = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  content: z.string(),
  recipients: z.array(emailRecipient),
  cc: z.array(emailRecipient),
  bcc: z.array(emailRecipient),
  attachmentTemplateIds: z.array(z.number().int()),
  attachmentFileIds: z.array(z.number().int()),
  /** The company's tags on it (another company's are never shown). */
  tags: z.array(tagChip),
  updatedAt: z.number().int(),
});
export type EmailTemplateDto = z.infer<typeof emailTemplateDto>;
export const emailTemplateList = z.object({ items: z.array(emailTemplateDto) });
/** GET /companies/{id}/email-templates?tagId=: only the templates carrying that tag of the company. */
export const emailTemplateListQuery = z.object({
  tagId: z.coerce.number().int().positive().optional(),
});
export type EmailTemplateList = z.infer<typeof emailTemplateList>;

/** POST /companies/{id}/email-templates/preview: subject and content rendered for a risk (or sample data). */
export const emailPreviewBody = z.object({
  subject: z.string().max(255, { error: Messages.maxLength(255) }),
  content: z.string().max(200_000, { error: Messages.maxLength(200_000) }),
  riskPackageId: z.number().int().positive().nullable().default(null),
});
export type EmailPreviewBody = z.input<typeof emailPreviewBody>;
export const emailPreviewDto = z.object({ subject: z.string(), html: z.string() });
export type EmailPreviewDto = z.infer<typeof emailPreviewDto>;
