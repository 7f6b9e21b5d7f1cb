import {
  widgetConfig,
  type DashboardDto,
  type DashboardSummaryDto,
  type WidgetDto,
  type WidgetKind,
  type WidgetSize,
} from '@turbine/domain';
import type { DashboardRow, WidgetRow } from './dashboards.repository.ts';

export const presentDashboardSummary = (d: DashboardRow): DashboardSummaryDto => ({
  id: d.id,
  name: d.name,
  personal: d.userId !== null,
  timeZone: d.timeZone,
});

export const presentWidget = (w: WidgetRow): WidgetDto => ({
  id: w.id,
  kind: w.kind as WidgetKind,
  title: w.title,
  size: w.size as WidgetSize,
  x: w.x,
  y: w.y,
  // Stored as validated; parsing again fills defaults added since.
  config: widgetConfig.parse(w.config),
});

export const presentDashboard = (d: DashboardRow, widgets: WidgetRow[]): DashboardDto => ({
  ...presentDashboardSummary(d),
  widgets: widgets.map(presentWidget),
});
