import { z } from '../zod-config.ts';

/**
 * Issue 13 (decision 175): what company events listen to and what their actions do. The catalogue is data,
 * shared by the API (which raises, checks and runs) and the web (which offers the choices).
 */

/**
 * The kind of value that flows along an action chain. A `documents`, `message` or `file` value is also a
 * `risk` (it belongs to one): an action that takes a risk accepts them. The others are leaves.
 */
export const automationValueTypes = [
  'risk',
  'documents',
  'message',
  'file',
  'email',
  'membership',
  'claim',
  'webhookResponse',
] as const;
export type AutomationValueType = (typeof automationValueTypes)[number];

/** What each value type is also (its parents): a value fits an input of its own type or of a parent. */
const parentOf: Partial<Record<AutomationValueType, AutomationValueType>> = {
  documents: 'risk',
  message: 'risk',
  file: 'risk',
  claim: 'risk',
};

/** An action's declared input: a value type, or `any` (every value fits). */
export type AutomationInput = AutomationValueType | 'any';

/** Whether a value of type `value` may be handed to an action that takes `input`. */
export function valueFits(value: AutomationValueType, input: AutomationInput): boolean {
  if (input === 'any') return true;
  for (let t: AutomationValueType | undefined = value; t; t = parentOf[t])
    if (t === input) return true;
  return false;
}

/** The payload every risk event carries (read by the conditions and the actions). */
export const riskEventPayload = z.object({
  riskPackageId: z.number().int(),
  reference: z.string(),
  /** The underwriting company (the one whose events run). */
  companyId: z.number().int(),
  brokerCompanyId: z.number().int(),
  productPackageId: z.number().int().nullable(),
  /** The products of the package's risks (main first). */
  productIds: z.array(z.number().int()),
  /** The main risk's transaction status id after the event (§ TransactionStatus). */
  status: z.number().int(),
  transactionId: z.number().int().nullable(),
  transactionType: z.number().int().nullable(),
  actorUserId: z.number().int().nullable(),
});
export type RiskEventPayload = z.infer<typeof riskEventPayload>;

export const messageEventPayload = riskEventPayload.extend({
  messageId: z.number().int(),
  fromCompanyId: z.number().int().nullable(),
});
export const fileEventPayload = riskEventPayload.extend({
  fileId: z.number().int(),
  fileName: z.string(),
});
export const documentEventPayload = riskEventPayload.extend({
  documentIds: z.array(z.number().int()),
});
/** A claim opened (an incident reported) on a bound policy: a `risk` value too (the policy's package). */
export const claimEventPayload = riskEventPayload.extend({
  claimId: z.number().int(),
  claimReference: z.string(),
  /** The company whose user reported it. */
  reportedByCompanyId: z.number().int(),
});
/** Someone joined the company by accepting an invitation (no risk: only `any` actions take it). */
export const membershipEventPayload = z.object({
  companyId: z.number().int(),
  invitationId: z.number().int(),
  userId: z.number().int(),
  roleId: z.number().int(),
  actorUserId: z.number().int().nullable(),
});
export type MembershipEventPayload = z.infer<typeof membershipEventPayload>;

/** The events a company event may listen to; `raised: false` ones are catalogued but not raised yet. */
export const automationEvents = [
  { id: 'risk.submitted', label: 'Risk submitted', payload: 'risk', raised: true },
  { id: 'risk.quoted', label: 'Risk quoted', payload: 'risk', raised: true },
  { id: 'risk.referred', label: 'Risk referred', payload: 'risk', raised: true },
  { id: 'risk.declined', label: 'Risk declined', payload: 'risk', raised: true },
  { id: 'risk.approval_requested', label: 'Approval requested', payload: 'risk', raised: true },
  { id: 'risk.approval_decided', label: 'Approval decided', payload: 'risk', raised: true },
  { id: 'risk.bound', label: 'Risk bound', payload: 'risk', raised: true },
  { id: 'risk.amended', label: 'Policy amended', payload: 'risk', raised: true },
  { id: 'risk.cancelled', label: 'Policy cancelled', payload: 'risk', raised: true },
  { id: 'risk.renewed', label: 'Policy renewed', payload: 'risk', raised: true },
  { id: 'risk.not_taken_up', label: 'Risk not taken up', payload: 'risk', raised: true },
  { id: 'risk.message_received', label: 'Message received', payload: 'message', raised: true },
  { id: 'risk.file_uploaded', label: 'File uploaded', payload: 'file', raised: true },
  {
    id: 'risk.documents_generated',
    label: 'Documents generated',
    payload: 'documents',
    raised: true,
  },
  { id: 'invitation.accepted', label: 'Invitation accepted', payload: 'membership', raised: true },
  { id: 'claim.opened', label: 'Claim opened', payload: 'claim', raised: true },
] as const satisfies readonly {
  id: string;
  label: string;
  payload: AutomationValueType;
  raised: boolean;
}[];
export type AutomationEventId = (typeof automationEvents)[number]['id'];
export const automationEventIds = automationEvents.map((e) => e.id) as [
  AutomationEventId,
  ...AutomationEventId[],
];

/** The typed payload of each value type an event carries. */
export const automationPayloadSchemas = {
  risk: riskEventPayload,
  message: messageEventPayload,
  file: fileEventPayload,
  documents: documentEventPayload,
  claim: claimEventPayload,
  membership: membershipEventPayload,
} as const;

export const eventPayloadType = (id: AutomationEventId): AutomationValueType =>
  automationEvents.find((e) => e.id === id)!.payload;

/** The actions; `output: 'input'` passes on what it received. `available: false`: another issue builds it. */
export const automationActions = [
  {
    kind: 'generateDocuments',
    label: 'Generate documents',
    input: 'risk',
    output: 'documents',
    available: true,
  },
  { kind: 'sendEmail', label: 'Send an email', input: 'risk', output: 'email', available: true },
  {
    kind: 'notify',
    label: 'Notify users or roles',
    input: 'risk',
    output: 'input',
    available: true,
  },
  {
    kind: 'setUnderwritingStatus',
    label: 'Set the underwriting status',
    input: 'risk',
    output: 'input',
    available: true,
  },
  {
    kind: 'assignUnderwriter',
    label: 'Assign an underwriter',
    input: 'risk',
    output: 'input',
    available: true,
  },
  { kind: 'addTag', label: 'Add a tag', input: 'risk', output: 'input', available: true },
  {
    kind: 'callWebhook',
    label: 'Call a webhook',
    input: 'any',
    output: 'webhookResponse',
    available: true,
  },
] as const satisfies readonly {
  kind: string;
  label: string;
  input: AutomationInput;
  output: AutomationValueType | 'input';
  available: boolean;
}[];
export type AutomationActionKind = (typeof automationActions)[number]['kind'];
export const automationActionKinds = automationActions.map((a) => a.kind) as [
  AutomationActionKind,
  ...AutomationActionKind[],
];

export const actionOf = (kind: AutomationActionKind) =>
  automationActions.find((a) => a.kind === kind)!;

/**
 * Checks an action chain against the event's payload: each action's input must accept what the one before
 * produced (the event's payload for the first). Returns the index of the first action that does not fit,
 * or null; also the value type each action receives.
 */
export function checkActionChain(
  event: AutomationEventId,
  kinds: readonly AutomationActionKind[],
): { mismatchAt: number | null; inputs: AutomationValueType[] } {
  let value = eventPayloadType(event);
  const inputs: AutomationValueType[] = [];
  for (const [i, kind] of kinds.entries()) {
    const action = actionOf(kind);
    inputs.push(value);
    if (!valueFits(value, action.input)) return { mismatchAt: i, inputs };
    if (action.output !== 'input') value = action.output;
  }
  return { mismatchAt: null, inputs };
}

/** The outbox topic modules raise company events on (risks and collaboration write it; automation handles it). */
export const AUTOMATION_EVENT_TOPIC = 'automation.event';

/**
 * What a raising module writes: the event, its risk package (a risk, message, file, documents or claim
 * event) or else the company it happened in (`invitation.accepted`), who acted, and event-specific fields.
 */
export type AutomationRaise = {
  event: AutomationEventId;
  actorUserId: number | null;
  extra?: Record<string, unknown>;
} & (
  | { riskPackageId: number; companyId?: undefined }
  | { companyId: number; riskPackageId?: undefined }
);
