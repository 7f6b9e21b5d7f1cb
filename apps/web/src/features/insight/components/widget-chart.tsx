import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart, PieChart } from '@mantine/charts';
import { Badge, Center, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { ChartType, WidgetDataDto, WidgetPoint } from '@turbine/domain';
import { chartRows, formatFigure, palette } from '../lib/chart-data.ts';

interface WidgetChartProps {
  chartType: ChartType;
  data: WidgetDataDto;
  height: number;
  /** A bar, point or slice was clicked: the risks list filtered to it. */
  onOpen: (link: WidgetPoint['link']) => void;
}

/** The recharts click state's label (recharts 3 hands the active label to a chart's onClick). */
const labelOf = (state: unknown): string | null => {
  const label = (state as { activeLabel?: unknown } | null)?.activeLabel;
  return label === undefined || label === null ? null : String(label);
};

/**
 * A widget's figures as a Mantine chart (its own chunk with recharts, loaded only by the dashboard).
 * Values are the API's decimal strings; they become numbers here only to be drawn.
 */
export function WidgetChart({ chartType, data, height, onOpen }: WidgetChartProps) {
  const money = (v: number) => formatFigure(String(v), data);
  const compact = (v: number) =>
    `${data.unit === 'money' ? '$' : ''}${new Intl.NumberFormat('en-AU', { notation: 'compact', maximumFractionDigits: 1 }).format(v)}${data.unit === 'percent' ? ' %' : ''}`;
  if (chartType === 'text') {
    const change = data.change === null ? null : Number(data.change);
    return (
      <Center h={height}>
        <Stack gap={4} align="center">
          <Text fz={32} fw={700} data-testid="widget-figure">
            {formatFigure(data.total, data)}
          </Text>
          {data.kind === 'claimsReservesAndPaid' ? (
            <Text size="sm" c="dimmed" ta="center" data-testid="widget-breakdown">
              Incurred:{' '}
              {data.points.map((p) => `${p.category} ${formatFigure(p.value, data)}`).join(' · ') ||
                'no claims in the period'}
            </Text>
          ) : data.kind === 'binderUtilisation' ? (
            <Text size="sm" c="dimmed" ta="center">
              {data.points[0]
                ? `Highest: ${data.points[0].category} (of its maximum premium limit)`
                : 'No in-force section with a maximum premium limit'}
            </Text>
          ) : change === null ? (
            <Text size="sm" c="dimmed">
              No figure for the period before
            </Text>
          ) : (
            <Group gap={6}>
              <Badge color={change >= 0 ? 'green' : 'red'} variant="light">
                {change >= 0 ? '▲' : '▼'} {Math.abs(change).toFixed(1)} %
              </Badge>
              <Text size="sm" c="dimmed">
                against the period before ({formatFigure(data.previousTotal ?? '0', data)})
              </Text>
            </Group>
          )}
        </Stack>
      </Center>
    );
  }
  if (data.points.length === 0)
    return (
      <Center h={height}>
        <Text c="dimmed">No figures for this period and these filters.</Text>
      </Center>
    );
  const { rows, series, linkOf } = chartRows(data);
  const open = (state: unknown) => {
    const label = labelOf(state);
    const link = label === null ? undefined : linkOf(label);
    if (link) onOpen(link);
  };
  if (chartType === 'pie') {
    const slices = data.points.map((p, i) => ({
      name: p.category ?? p.bucketLabel ?? 'All',
      value: Number(p.value),
      color: palette[i % palette.length]!,
    }));
    return (
      <Group h={height} justify="center" gap="lg" wrap="nowrap">
        <PieChart
          data={slices}
          size={Math.max(80, height - 30)}
          withTooltip
          tooltipDataSource="segment"
          valueFormatter={money}
          pieProps={{
            onClick: (_: unknown, index: number) => onOpen(data.points[index]!.link),
            cursor: 'pointer',
          }}
        />
        <Stack gap={4} maw="50%" style={{ overflow: 'auto', maxHeight: height }}>
          {slices.map((s, i) => (
            <Group key={s.name} gap={6} wrap="nowrap">
              <ColorSwatch color={`var(--mantine-color-${s.color.replace('.', '-')})`} size={12} />
              <Text size="xs" truncate>
                {s.name}: {formatFigure(data.points[i]!.value, data)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    );
  }
  const common = {
    h: height,
    data: rows,
    dataKey: 'label',
    series,
    valueFormatter: money,
    withLegend: series.length > 1,
    tickLine: 'y' as const,
    // The axis in short figures ($120K, 1.2K); the tooltip shows the whole figure.
    // A count has whole ticks only (no 0.5 claims).
    yAxisProps: { tickFormatter: compact, width: 56, allowDecimals: data.unit !== 'count' },
  };
  if (chartType === 'line' || chartType === 'multiLine')
    return <LineChart {...common} curveType="monotone" lineChartProps={{ onClick: open }} />;
  if (chartType === 'area')
    return (
      <AreaChart
        {...common}
        type={series.length > 1 ? 'stacked' : 'default'}
        areaChartProps={{ onClick: open }}
      />
    );
  return (
    <BarChart
      {...common}
      type={chartType === 'stackedBar' ? 'stacked' : 'default'}
      barChartProps={{ onClick: open, style: { cursor: 'pointer' } }}
    />
  );
}
