import type { AutomationValueType, EventActionBody } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { generateEventDocuments, renderHtml, riskTemplateData } from '../collaboration/index.ts';
import { notify } from '../notifications/index.ts';
import { assignedUsersIn, setPackageUnderwritingStatus, updateAssignment } from '../risks/index.ts';
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

/**
 * Runs one action. "Add a tag" and "call a webhook" are catalogued but built by another issue: the editor
 * refuses them, and so does the runner should one be stored (decision 175).
 */
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
    case 'callWebhook':
      return Promise.reject(new Error('This action is not available yet.'));
  }
}
