import type { CurrencyCode, WidgetDataDto, WidgetPoint } from '@turbine/domain';
import { formatMoney } from '../../../components/format-money.ts';

/** Series colours, Mantine palette names (AA on the light scheme as bars and lines). */
export const palette = [
  'blue.7',
  'teal.7',
  'grape.7',
  'orange.8',
  'red.7',
  'cyan.8',
  'lime.8',
  'indigo.7',
  'pink.7',
  'yellow.8',
];

/** A figure as its unit says: money in the data's currency, a count, or a percentage. */
export function formatFigure(
  value: string,
  data: Pick<WidgetDataDto, 'unit' | 'currency'>,
): string {
  if (data.unit === 'percent') return `${value} %`;
  if (data.unit === 'count')
    return new Intl.NumberFormat('en-AU').format(value as Intl.StringNumericLiteral);
  return formatMoney(value, data.currency.toLowerCase() as CurrencyCode);
}

export interface ChartRows {
  /** One row per x value: `label` and one numeric field per series. */
  rows: Record<string, string | number>[];
  series: { name: string; color: string }[];
  /** The risks-list filter of the row with this label (a click on a bar, point or slice). */
  linkOf: (label: string) => WidgetPoint['link'] | undefined;
}

/**
 * The API's points as chart rows. Time buckets are the x axis when there are any, and categories become
 * series (multi-series line, grouped or stacked bars); without buckets the categories are the x axis.
 */
export function chartRows(data: WidgetDataDto): ChartRows {
  const hasBuckets = data.points.some((p) => p.bucket !== null);
  const hasCategories = data.points.some((p) => p.category !== null);
  const links = new Map<string, WidgetPoint['link']>();
  if (!hasBuckets) {
    const rows = data.points.map((p) => {
      const label = p.category ?? 'All';
      links.set(label, p.link);
      return { label, value: Number(p.value) };
    });
    return { rows, series: [{ name: 'value', color: palette[0]! }], linkOf: (l) => links.get(l) };
  }
  const byBucket = new Map<string, Record<string, string | number>>();
  const names: string[] = [];
  for (const p of data.points) {
    const label = p.bucketLabel ?? p.bucket!;
    const name = hasCategories ? (p.category ?? 'Other') : 'value';
    if (!names.includes(name)) names.push(name);
    const row = byBucket.get(label) ?? { label };
    row[name] = Number(p.value);
    byBucket.set(label, row);
    // A bucket of several series opens the list with the filters all its points share.
    links.set(
      label,
      hasCategories
        ? {
            ...(p.link.status ? { status: p.link.status } : {}),
            ...(p.link.claims ? { claims: p.link.claims } : {}),
          }
        : p.link,
    );
  }
  const rows = [...byBucket.values()].map((row) => {
    for (const n of names) row[n] ??= 0;
    return row;
  });
  return {
    rows,
    series: names.map((name, i) => ({ name, color: palette[i % palette.length]! })),
    linkOf: (l) => links.get(l),
  };
}

/** The list a clicked bar or slice opens: the incidents list for a claims widget, else the risks list. */
export function risksUrl(link: WidgetPoint['link']): string {
  // The incidents list opens on open claims, as the claims widgets count by default.
  if (link.claims) return '/incidents';
  // A binder utilisation section (decision 229): its agreement's page, with the utilisation.
  if (link.bindingAgreementId)
    return `/company/products/binding-agreements/${link.bindingAgreementId}`;
  const params = new URLSearchParams();
  if (link.status) params.set('status', link.status);
  if (link.transactionType) params.set('transactionType', String(link.transactionType));
  if (link.brokerCompanyId) params.set('brokerCompanyId', String(link.brokerCompanyId));
  if (link.search) params.set('search', link.search);
  const query = params.toString();
  return query ? `/risks?${query}` : '/risks';
}
