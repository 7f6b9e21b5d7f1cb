import { lazy, Suspense } from 'react';
import { ActionIcon, Card, Center, Group, Loader, Menu, Text } from '@mantine/core';
import { IconAdjustments, IconDots, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { WidgetDto } from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useWidgetDataQuery } from '../api/dashboards-api.ts';
import { risksUrl } from '../lib/chart-data.ts';

// Mantine charts and recharts are their own chunk: only a dashboard with widgets loads them.
const WidgetChart = lazy(() =>
  import('./widget-chart.tsx').then((m) => ({ default: m.WidgetChart })),
);

/** Pixels of one grid row (the grid's rowHeight) and the card's chrome above the chart. */
export const ROW_HEIGHT = 90;
const CHROME = 70;

interface WidgetCardProps {
  companyId: number;
  dashboardId: number;
  widget: WidgetDto;
  rows: number;
  onEdit: () => void;
  onRemove: () => void;
}

/** One widget: a title bar to drag it by, its menu, and its chart over the server's figures. */
export function WidgetCard({
  companyId,
  dashboardId,
  widget,
  rows,
  onEdit,
  onRemove,
}: WidgetCardProps) {
  const navigate = useNavigate();
  const data = useWidgetDataQuery({ companyId, dashboardId, widgetId: widget.id });
  const height = rows * ROW_HEIGHT - CHROME;
  return (
    <Card
      withBorder
      shadow="xs"
      padding="sm"
      h="100%"
      aria-label={widget.title}
      data-widget-id={widget.id}
    >
      <Group justify="space-between" wrap="nowrap" gap={4} mb={6}>
        <Group
          gap={4}
          wrap="nowrap"
          className="widget-drag-handle"
          style={{ cursor: 'move', minWidth: 0, flex: 1 }}
        >
          <IconGripVertical size={16} aria-hidden />
          <Text fw={600} truncate>
            {widget.title}
          </Text>
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Widget menu: ${widget.title}`}
              className="widget-no-drag"
            >
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconAdjustments size={14} />} onClick={onEdit}>
              Filters and options
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onRemove}>
              Remove widget
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <div className="widget-no-drag">
        {data.isLoading ? (
          <Center h={height}>
            <Loader size="sm" aria-label={`Loading ${widget.title}`} />
          </Center>
        ) : data.isError || !data.data ? (
          <ErrorPanel
            error={data.error}
            itemName="the widget's figures"
            onRetry={() => void data.refetch()}
          />
        ) : (
          <Suspense
            fallback={
              <Center h={height}>
                <Loader size="sm" />
              </Center>
            }
          >
            <WidgetChart
              chartType={widget.config.chartType}
              data={data.data}
              height={height}
              onOpen={(link) => {
                // A utilisation section opens its agreement for the agency; the insurer's open nothing.
                if (widget.kind === 'binderUtilisation' && !link.bindingAgreementId) return;
                void navigate(risksUrl(link));
              }}
            />
          </Suspense>
        )}
      </div>
    </Card>
  );
}
