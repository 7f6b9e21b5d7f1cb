import 'react-grid-layout/css/styles.css';
import ReactGridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import {
  DASHBOARD_COLUMNS,
  nearestSize,
  sizeOf,
  type DashboardDto,
  type WidgetDto,
} from '@turbine/domain';
import type { LayoutItemInput } from '../api/dashboards-api.ts';
import { ROW_HEIGHT, WidgetCard } from './widget-card.tsx';

interface DashboardGridProps {
  companyId: number;
  dashboard: DashboardDto;
  onLayout: (widgets: LayoutItemInput[]) => void;
  onEdit: (widget: WidgetDto) => void;
  onRemove: (widget: WidgetDto) => void;
}

/** A drag or resize ends: every widget's place, each resized one snapped to the nearest §9 size. */
export function snapLayout(layout: Layout): LayoutItemInput[] {
  return layout.map((item) => {
    const size = nearestSize(item.w, item.h);
    const x = Math.min(item.x, DASHBOARD_COLUMNS - sizeOf(size).w);
    return { id: Number(item.i), x, y: item.y, size };
  });
}

/**
 * The dashboard's 8-column grid (decision 139): widgets are dragged by their title bar and resized from
 * their corner; on release the layout is snapped to the §9 sizes and saved on the server.
 */
export function DashboardGrid({
  companyId,
  dashboard,
  onLayout,
  onEdit,
  onRemove,
}: DashboardGridProps) {
  const { width, containerRef, mounted } = useContainerWidth();
  const layout: Layout = dashboard.widgets.map((w) => ({
    i: String(w.id),
    x: w.x,
    y: w.y,
    ...sizeOf(w.size),
    minW: 2,
    minH: 2,
    maxW: 8,
    maxH: 7,
  }));
  const save = (next: Layout) => onLayout(snapLayout(next));
  return (
    <div ref={containerRef} data-testid="dashboard-grid">
      {mounted && (
        <ReactGridLayout
          layout={layout}
          width={width}
          gridConfig={{ cols: DASHBOARD_COLUMNS, rowHeight: ROW_HEIGHT - 10, margin: [10, 10] }}
          dragConfig={{ handle: '.widget-drag-handle', cancel: '.widget-no-drag' }}
          resizeConfig={{ handles: ['se'] }}
          onDragStop={save}
          onResizeStop={save}
        >
          {dashboard.widgets.map((w) => (
            <div key={String(w.id)}>
              <WidgetCard
                companyId={companyId}
                dashboardId={dashboard.id}
                widget={w}
                rows={sizeOf(w.size).h}
                onEdit={() => onEdit(w)}
                onRemove={() => onRemove(w)}
              />
            </div>
          ))}
        </ReactGridLayout>
      )}
    </div>
  );
}
