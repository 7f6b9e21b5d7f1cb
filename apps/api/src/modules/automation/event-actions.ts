import type { AutomationValueType, EventActionBody } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { generateEventDocuments, renderHtml, riskTemplateData } from '../collaboration/index.ts';
import { notify } from '../notifications/index.ts';
import { assignedUsersIn, setPackageUnderwritingStatus, updateAssignment } from '../risks/index.ts';
import { applyTagToRiskPackage } from '../tags/index.ts';
import { deliverWebhookEvent, webhookDeliveryStates } from '../webhooks/index.ts';
import { emailTemplateOf, packageFacts, usersWithRoles } from './automation.repository.ts';
import { plainText, queueTemplateEmail } from './render-email.ts';

/** A value flowing along a chain: its type (checked against each action's input) and its fields. */
export type ChainValue = { type: AutomationValueType; riskPackageId?: number } & Record<
  string,
  unknown
>;

/** What an action needs: who it acts as, for which company, and what it received. */
export interface ActionRunContext {
  ctx: AppContext;
  actor: Actor;
  scope: CompanyScope;
  /** The event the run answers (a webhook's `type`). */
  event: string;
  input: ChainValue;
}

/** An action's work: the value it produces (or, for a pass-through action, what it did). */
type ActionWork<K extends EventActionBody['kind']> = (
  run: ActionRunContext,
  action: Extract<EventActionBody, { kind: K }>,
) => Promise<ChainValue>;

const riskOf = (input: ChainValue): number => {
  if (typeof input.riskPackageId !== 'number') throw new Error('The input names no risk.');
  return input.riskPackageId;
};

const generateDocuments: ActionWork<'generateDocuments'> = async ({ ctx, scope, input }, a) => {
  const riskPackageId = riskOf(input);
  const made = await inTransaction(ctx, (tx) =>
    generateEventDocuments(ctx, tx, riskPackageId, scope.id, a.documentTemplateIds),
  );
  const failed = made.filter((d) => d.status !== 'done');
  if (failed.length) throw new Error(failed.map((d) => d.error).join(' '));
  return {
    type: 'documents',
    riskPackageId,
    documentIds: made.map((d) => d.id),
    documents: made.map((d) => ({ id: d.id, templateId: d.templateId, fileId: d.fileId })),
  };
};

const sendEmail: ActionWork<'sendEmail'> = async ({ ctx, scope, input }, a) => {
  const riskPackageId = riskOf(input);
  return inTransaction(ctx, async (tx, after) => {
    const template = await emailTemplateOf(tx, scope.id, a.emailTemplateId);
    if (!template) throw new Error('The email template no longer exists.');
    const sent = await queueTemplateEmail(ctx, tx, after, template, riskPackageId);
    return { type: 'email', riskPackageId, ...sent };
  });
};

const notifyUsers: ActionWork<'notify'> = async ({ ctx, scope, input }, a) => {
  const riskPackageId = riskOf(input);
  return inTransaction(ctx, async (tx, after) => {
    const facts = (await packageFacts(tx, riskPackageId))!;
    const userIds = new Set([...a.userIds, ...(await usersWithRoles(tx, scope.id, a.roleIds))]);
    if (a.parties.includes('assignedUnderwriter') && facts.assignedUnderwriterId !== null)
      userIds.add(facts.assignedUnderwriterId);
    if (a.parties.includes('broker'))
      for (const id of await assignedUsersIn(tx, riskPackageId, facts.brokerCompanyId))
        userIds.add(id);
    const loaded = await riskTemplateData(tx, riskPackageId);
    const message = plainText(await renderHtml(a.message, loaded!.data));
    const made = await notify(
      ctx,
      {
        userIds: [...userIds],
        companyId: null,
        type: 'automation.notice',
        message,
        frontendUrl: `/risks/${riskPackageId}`,
      },
      { tx, after },
    );
    return { ...input, notifiedUserIds: [...userIds], notifications: made.length, message };
  });
};

const setStatus: ActionWork<'setUnderwritingStatus'> = async ({ ctx, actor, scope, input }, a) => {
  const done = await setPackageUnderwritingStatus(
    ctx,
    actor,
    scope,
    riskOf(input),
    a.underwritingStatusId,
  );
  return { ...input, underwritingStatus: done.underwritingStatus };
};

const assign: ActionWork<'assignUnderwriter'> = async ({ ctx, actor, scope, input }, a) => {
  await updateAssignment(ctx, actor, scope, riskOf(input), { assignedUnderwriterId: a.userId });
  return { ...input, assignedUnderwriterId: a.userId };
};

/** Puts one of the company's tags on the risk package (idempotent); hands its input on (decision 205). */
const addTag: ActionWork<'addTag'> = async ({ ctx, scope, input }, a) => {
  const riskPackageId = riskOf(input);
  const tags = await applyTagToRiskPackage(ctx, {
    companyId: scope.id,
    riskPackageId,
    tagId: a.tagId,
    actorUserId: null,
  }).catch((error: unknown) => {
    // The tag was deleted since the event was saved (or the package left the company's scope).
    throw error instanceof AppError && error.code === 'NOT_FOUND'
      ? new Error('The tag or the risk is no longer the company’s.')
      : error;
  });
  return { ...input, tagIds: tags.map((t) => t.id) };
};

/**
 * POSTs the action's input to one of the company's endpoints, signed (decision 172), as the run's event
 * type. The delivery is written in the action's transaction and first attempted after its commit; the
 * action is done once the delivery exists (its retries for 24 hours are the delivery's, not the run's, so
 * a run retried by hand never sends twice). Its output is the first attempt's outcome (decision 205).
 */
const callWebhook: ActionWork<'callWebhook'> = async ({ ctx, scope, event, input }, a) => {
  const ids = await inTransaction(ctx, (tx, after) =>
    deliverWebhookEvent(ctx, tx, after, {
      companyId: scope.id,
      type: event,
      data: input,
      endpointId: a.endpointId,
    }),
  );
  if (ids.length === 0) throw new Error('The webhook endpoint no longer exists.');
  const [state] = await webhookDeliveryStates(ctx.db, ids);
  return {
    type: 'webhookResponse',
    ...(input.riskPackageId !== undefined ? { riskPackageId: input.riskPackageId } : {}),
    deliveryId: state!.id,
    endpointId: state!.endpointId,
    status: state!.status,
    statusCode: state!.statusCode,
    error: state!.error,
  };
};

/** Runs one action. */
export function runAction(run: ActionRunContext, action: EventActionBody): Promise<ChainValue> {
  switch (action.kind) {
    case 'generateDocuments':
      return generateDocuments(run, action);
    case 'sendEmail':
      return sendEmail(run, action);
    case 'notify':
      return notifyUsers(run, action);
    case 'setUnderwritingStatus':
      return setStatus(run, action);
    case 'assignUnderwriter':
      return assign(run, action);
    case 'addTag':
      return addTag(run, action);
    case 'callWebhook':
      return callWebhook(run, action);
  }
}
