import {
  galleryFor,
  sizeOf,
  DASHBOARD_COLUMNS,
  type DashboardDto,
  type DashboardSummaryDto,
  type WidgetDto,
  type WidgetKind,
  type dashboardBody,
  type dashboardPatchBody,
  type layoutBody,
  type widgetBody,
  type widgetPatchBody,
} from '@turbine/domain';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/client.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import * as repo from './dashboards.repository.ts';
import {
  presentDashboard,
  presentDashboardSummary,
  presentWidget,
} from './dashboards.presenter.ts';

type Input<T extends z.ZodType> = z.output<T>;

async function dashboardOf(
  db: Executor,
  actor: Actor,
  scope: CompanyScope,
  id: number,
  forUpdate = false,
) {
  const row = await repo.findDashboard(db, scope.id, actor.user.id, id, forUpdate);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function listDashboards(ctx: AppContext, actor: Actor, scope: CompanyScope) {
  const rows = await repo.findDashboards(ctx.db, scope.id, actor.user.id);
  return rows.map(presentDashboardSummary);
}

export async function getDashboard(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<DashboardDto> {
  const row = await dashboardOf(ctx.db, actor, scope, id);
  return presentDashboard(row, await repo.findWidgets(ctx.db, row.id));
}

export async function createDashboard(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: Input<typeof dashboardBody>,
): Promise<DashboardSummaryDto> {
  const row = await repo.insertDashboard(ctx.db, {
    companyId: scope.id,
    userId: body.personal ? actor.user.id : null,
    name: body.name,
    timeZone: body.timeZone,
    createdByUserId: actor.user.id,
  });
  return presentDashboardSummary(row);
}

export async function patchDashboard(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
  body: Input<typeof dashboardPatchBody>,
): Promise<DashboardSummaryDto> {
  return inTransaction(ctx, async (tx) => {
    await dashboardOf(tx, actor, scope, id, true);
    return presentDashboardSummary(await repo.updateDashboard(tx, id, body));
  });
}

export async function removeDashboard(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await dashboardOf(tx, actor, scope, id, true);
    await repo.deleteDashboard(tx, id);
  });
}

/** The gallery's kinds for the company's type; another kind is refused under `kind`. */
function assertKind(scope: CompanyScope, kind: WidgetKind): void {
  if (!galleryFor(scope.refCompanyTypeId).some((g) => g.kind === kind))
    throw fieldError('kind', 'This widget is not offered to your company');
}

export async function addWidget(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  dashboardId: number,
  body: Input<typeof widgetBody>,
): Promise<WidgetDto> {
  assertKind(scope, body.kind);
  return inTransaction(ctx, async (tx) => {
    await dashboardOf(tx, actor, scope, dashboardId, true);
    const widgets = await repo.findWidgets(tx, dashboardId);
    // A new widget goes below everything else (the grid compacts it upwards where there is room).
    const y = widgets.reduce((max, w) => Math.max(max, w.y + sizeOf(w.size as never).h), 0);
    const row = await repo.insertWidget(tx, { dashboardId, ...body, x: 0, y });
    return presentWidget(row);
  });
}

export async function patchWidget(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  dashboardId: number,
  widgetId: number,
  body: Input<typeof widgetPatchBody>,
): Promise<WidgetDto> {
  return inTransaction(ctx, async (tx) => {
    await dashboardOf(tx, actor, scope, dashboardId, true);
    if (!(await repo.findWidget(tx, dashboardId, widgetId))) throw new AppError('NOT_FOUND');
    return presentWidget(await repo.updateWidget(tx, widgetId, body));
  });
}

export async function removeWidget(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  dashboardId: number,
  widgetId: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await dashboardOf(tx, actor, scope, dashboardId, true);
    if (!(await repo.findWidget(tx, dashboardId, widgetId))) throw new AppError('NOT_FOUND');
    await repo.deleteWidget(tx, widgetId);
  });
}

/** Saves the grid after a drag or resize: every position and §9 size in one transaction. */
export async function saveLayout(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  dashboardId: number,
  body: Input<typeof layoutBody>,
): Promise<DashboardDto> {
  return inTransaction(ctx, async (tx) => {
    const dashboard = await dashboardOf(tx, actor, scope, dashboardId, true);
    const ids = body.widgets.map((w) => w.id);
    const known = new Set(await repo.widgetIdsIn(tx, dashboardId, ids));
    body.widgets.forEach((w, i) => {
      if (!known.has(w.id))
        throw fieldError(`widgets.${i}.id`, 'The widget is not on this dashboard');
      if (w.x + sizeOf(w.size).w > DASHBOARD_COLUMNS)
        throw fieldError(
          `widgets.${i}.x`,
          `The value must be less than or equal to ${DASHBOARD_COLUMNS - sizeOf(w.size).w}`,
        );
    });
    for (const w of body.widgets)
      await repo.updateWidget(tx, w.id, { x: w.x, y: w.y, size: w.size });
    return presentDashboard(dashboard, await repo.findWidgets(tx, dashboardId));
  });
}
