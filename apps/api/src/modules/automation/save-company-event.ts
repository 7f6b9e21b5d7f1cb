import {
  AutomationMessages,
  Messages,
  actionOf,
  automationEvents,
  checkActionChain,
  type CompanyEventBody,
  type CompanyEventDto,
  type EventActionBody,
} from '@turbine/domain';
import { parseFormula } from '@turbine/rating';
import type { z } from 'zod';
import type { companyEventBody } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { documentTemplatesByIds } from '../collaboration/index.ts';
import { companyMemberIds, companyStatus } from '../risks/index.ts';
import { isCompanyEndpoint } from '../webhooks/index.ts';
import {
  companyProductPackageIds,
  companyTagIds,
  companyRoleIds,
  emailTemplateOf,
  eventOfCompany,
  insertCompanyEvent,
  updateCompanyEvent,
} from './automation.repository.ts';
import { presentCompanyEvent } from './company-events.presenter.ts';

type Body = z.infer<typeof companyEventBody>;

/**
 * The editor's check (decision 176): the chain's types fit (§8's message under the first action that does
 * not), every action is available, and everything an action names is the company's.
 */
export async function checkCompanyEvent(
  db: Executor,
  companyId: number,
  body: Body,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!automationEvents.find((e) => e.id === body.event)!.raised)
    add('event', 'This event is not raised yet.');
  for (const [i, a] of body.actions.entries())
    if (!actionOf(a.kind).available)
      add(`actions.${i}.kind`, AutomationMessages.actionNotAvailable);
  const chain = checkActionChain(
    body.event,
    body.actions.map((a) => a.kind),
  );
  if (chain.mismatchAt !== null)
    add(`actions.${chain.mismatchAt}.kind`, Messages.eventActionMismatch);
  if (body.conditions.expression) {
    try {
      parseFormula(body.conditions.expression);
    } catch (error) {
      add('conditions.expression', (error as Error).message);
    }
  }
  const packages = [...new Set(body.conditions.productPackageIds)];
  if ((await companyProductPackageIds(db, companyId, packages)).length !== packages.length)
    add('conditions.productPackageIds', 'Choose packages of your company.');
  for (const [i, a] of body.actions.entries())
    await checkAction(db, companyId, a, (m, field = '') => add(`actions.${i}${field}`, m));
  if (Object.keys(errors).length) throw new AppError('VALIDATION', { errors });
}

async function checkAction(
  db: Executor,
  companyId: number,
  a: EventActionBody,
  add: (message: string, field?: string) => void,
): Promise<void> {
  switch (a.kind) {
    case 'generateDocuments': {
      const ids = [...new Set(a.documentTemplateIds)];
      if ((await documentTemplatesByIds(db, companyId, ids)).length !== ids.length)
        add(AutomationMessages.unknownDocumentTemplate, '.documentTemplateIds');
      return;
    }
    case 'sendEmail':
      if (!(await emailTemplateOf(db, companyId, a.emailTemplateId)))
        add(AutomationMessages.unknownEmailTemplate, '.emailTemplateId');
      return;
    case 'notify': {
      const users = [...new Set(a.userIds)];
      if ((await companyMemberIds(db, companyId, users)).length !== users.length)
        add(AutomationMessages.unknownUser, '.userIds');
      const roles = [...new Set(a.roleIds)];
      if ((await companyRoleIds(db, companyId, roles)).length !== roles.length)
        add(AutomationMessages.unknownRole, '.roleIds');
      if (users.length + roles.length + a.parties.length === 0) add(Messages.required, '.userIds');
      return;
    }
    case 'setUnderwritingStatus':
      if (!(await companyStatus(db, companyId, a.underwritingStatusId)))
        add(AutomationMessages.unknownStatus, '.underwritingStatusId');
      return;
    case 'assignUnderwriter':
      if ((await companyMemberIds(db, companyId, [a.userId])).length === 0)
        add(AutomationMessages.unknownUser, '.userId');
      return;
    case 'addTag':
      if ((await companyTagIds(db, companyId, [a.tagId])).length === 0)
        add(AutomationMessages.unknownTag, '.tagId');
      return;
    case 'callWebhook':
      if (!(await isCompanyEndpoint(db, companyId, a.endpointId)))
        add(AutomationMessages.unknownEndpoint, '.endpointId');
      return;
  }
}

const nameInUse = (error: unknown) =>
  isUniqueViolation(error, 'company_events_company_name_unique')
    ? fieldError('name', Messages.nameInUse)
    : error;

/** POST /companies/{id}/company-events. */
export async function createCompanyEvent(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: Body,
): Promise<CompanyEventDto> {
  await checkCompanyEvent(ctx.db, scope.id, body);
  const row = await inTransaction(ctx, async (tx) => {
    const made = await insertCompanyEvent(tx, {
      ...body,
      companyId: scope.id,
      updatedByUserId: actor.user.id,
    });
    await recordEvent(tx, {
      entityType: 'company_event',
      entityId: made.id,
      action: 'created',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { name: made.name, event: made.event },
    });
    return made;
  }).catch((error: unknown) => {
    throw nameInUse(error);
  });
  return presentCompanyEvent(row, undefined);
}

/** PUT /companies/{id}/company-events/{eventId}: replaces it (actions included). */
export async function updateCompanyEventOf(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
  body: Body,
): Promise<CompanyEventDto> {
  if (!(await eventOfCompany(ctx.db, scope.id, id))) throw new AppError('NOT_FOUND');
  await checkCompanyEvent(ctx.db, scope.id, body);
  const row = await inTransaction(ctx, async (tx) => {
    const saved = await updateCompanyEvent(tx, id, { ...body, updatedByUserId: actor.user.id });
    await recordEvent(tx, {
      entityType: 'company_event',
      entityId: id,
      action: 'updated',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { name: saved.name, event: saved.event, enabled: saved.enabled },
    });
    return saved;
  }).catch((error: unknown) => {
    throw nameInUse(error);
  });
  return presentCompanyEvent(row, undefined);
}

export type { CompanyEventBody };
