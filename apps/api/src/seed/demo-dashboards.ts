import { galleryFor, sizeOf, DASHBOARD_COLUMNS } from '@turbine/domain';
import type { Executor } from '../platform/db/client.ts';
import {
  insertDashboard,
  insertWidget,
} from '../modules/insight/dashboards/dashboards.repository.ts';

/**
 * A shared "Overview" dashboard per demo company (decision 139): its type's whole widget gallery laid out
 * row by row on the 8-column grid, so a newcomer's first dashboard shows the demo business's figures.
 */
export async function seedDemoDashboards(
  tx: Executor,
  companies: { companyId: number; companyType: number }[],
): Promise<void> {
  for (const { companyId, companyType } of companies) {
    const gallery = galleryFor(companyType);
    if (!gallery.length) continue;
    const dashboard = await insertDashboard(tx, { companyId, name: 'Overview' });
    let x = 0;
    let y = 0;
    let rowHeight = 0;
    for (const item of gallery) {
      const { w, h } = sizeOf(item.size);
      if (x + w > DASHBOARD_COLUMNS) {
        x = 0;
        y += rowHeight;
        rowHeight = 0;
      }
      await insertWidget(tx, {
        dashboardId: dashboard.id,
        kind: item.kind,
        title: item.title,
        size: item.size,
        config: item.config,
        x,
        y,
      });
      x += w;
      rowHeight = Math.max(rowHeight, h);
    }
  }
}
