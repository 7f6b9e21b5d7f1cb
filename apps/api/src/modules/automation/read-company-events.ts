import {
  automationActions,
  automationEvents,
  type AutomationCatalogueDto,
  type AutomationRunList,
  type CompanyEventDto,
  type CompanyEventList,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { CompanyScope } from '../../platform/http/guard.ts';
import { eventOfCompany, eventsOfCompany, lastRuns, runsOfEvent } from './automation.repository.ts';
import { presentCompanyEvent, presentRun } from './company-events.presenter.ts';

/** GET /companies/{id}/company-events: the company's events with their last run. */
export async function listCompanyEvents(
  ctx: AppContext,
  scope: CompanyScope,
): Promise<CompanyEventList> {
  const [rows, runs] = await Promise.all([
    eventsOfCompany(ctx.db, scope.id),
    lastRuns(ctx.db, scope.id),
  ]);
  const last = new Map(runs.map((r) => [r.companyEventId, r]));
  return { items: rows.map((r) => presentCompanyEvent(r, last.get(r.id))) };
}

/** GET /companies/{id}/company-events/{eventId}; another company's is 404. */
export async function getCompanyEvent(
  ctx: AppContext,
  scope: CompanyScope,
  id: number,
): Promise<CompanyEventDto> {
  const row = await eventOfCompany(ctx.db, scope.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [last] = await runsOfEvent(ctx.db, id, 1);
  return presentCompanyEvent(row, last);
}

/** GET /companies/{id}/company-events/{eventId}/runs: the last 100 runs, newest first. */
export async function listRuns(
  ctx: AppContext,
  scope: CompanyScope,
  id: number,
): Promise<AutomationRunList> {
  if (!(await eventOfCompany(ctx.db, scope.id, id))) throw new AppError('NOT_FOUND');
  return { items: (await runsOfEvent(ctx.db, id)).map(presentRun) };
}

/** GET /companies/{id}/company-events/catalogue: the events and actions with their types. */
export function automationCatalogue(): AutomationCatalogueDto {
  return {
    events: automationEvents.map((e) => ({ ...e })),
    actions: automationActions.map((a) => ({ ...a })),
  };
}
