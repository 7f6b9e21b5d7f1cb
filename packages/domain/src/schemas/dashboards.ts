import { z } from '../zod-config.ts';
import { CompanyType } from '../enums.ts';
import { productTimeZoneSchema } from './product-versions.ts';

/** Dashboards and widgets (spec §2, §3 "Dashboard widget filters", §9; decision 139). */

/** §9 widget sizes, columns x rows of the 8-column grid. */
export const widgetSizes = [
  '2x2',
  '3x2',
  '4x2',
  '3x3',
  '4x3',
  '5x3',
  '6x3',
  '7x4',
  '7x5',
  '8x6',
  '8x7',
] as const;
export type WidgetSize = (typeof widgetSizes)[number];
export const DASHBOARD_COLUMNS = 8;
export const sizeOf = (size: WidgetSize) => {
  const [w, h] = size.split('x').map(Number) as [number, number];
  return { w, h };
};
/** The §9 size nearest to a width and height a drag left (ties: the larger area). */
export function nearestSize(w: number, h: number): WidgetSize {
  let best: WidgetSize = widgetSizes[0];
  let bestScore = Infinity;
  for (const size of widgetSizes) {
    const s = sizeOf(size);
    const score = Math.abs(s.w - w) * 2 + Math.abs(s.h - h) * 2 - (s.w * s.h) / 1000;
    if (score < bestScore) {
      best = size;
      bestScore = score;
    }
  }
  return best;
}

/** §9 time periods; `thisFinancialYear` is the Australian one, 1 July to 30 June. */
export const timePeriods = [
  'custom',
  'pastMonth',
  'past3Months',
  'past6Months',
  'pastYear',
  'past2Years',
  'today',
  'thisWeek',
  'thisMonth',
  'thisQuarter',
  'thisYear',
  'thisFinancialYear',
] as const;
export type TimePeriod = (typeof timePeriods)[number];
export const timePeriodLabels: Record<TimePeriod, string> = {
  custom: 'Custom',
  pastMonth: 'Past month',
  past3Months: 'Past 3 months',
  past6Months: 'Past 6 months',
  pastYear: 'Past year',
  past2Years: 'Past 2 years',
  today: 'Today',
  thisWeek: 'This week',
  thisMonth: 'This month',
  thisQuarter: 'This quarter',
  thisYear: 'This year',
  thisFinancialYear: 'This financial year (AU)',
};

export const timeIntervals = ['none', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type TimeInterval = (typeof timeIntervals)[number];

/** §9 risk date options: which date places a transaction in a period. */
export const dateOptions = [
  'transactionEffective',
  'transactionBind',
  'commencement',
  'riskBind',
] as const;
export type DateOption = (typeof dateOptions)[number];
export const dateOptionLabels: Record<DateOption, string> = {
  transactionEffective: 'Transaction effective date',
  transactionBind: 'Transaction bind date',
  commencement: 'Commencement date',
  riskBind: 'Risk bind date',
};

export const chartTypes = [
  'text',
  'bar',
  'line',
  'pie',
  'area',
  'multiLine',
  'groupedBar',
  'stackedBar',
] as const;
export type ChartType = (typeof chartTypes)[number];
export const chartTypeLabels: Record<ChartType, string> = {
  text: 'Text',
  bar: 'Bar',
  line: 'Line',
  pie: 'Pie',
  area: 'Area',
  multiLine: 'Multi-series line',
  groupedBar: 'Grouped bar',
  stackedBar: 'Stacked bar',
};

export const aggregations = ['count', 'sum', 'average'] as const;
export type Aggregation = (typeof aggregations)[number];
export const premiumTypes = ['base', 'gross'] as const;
export type PremiumType = (typeof premiumTypes)[number];

/** The gallery's widget kinds (issue 14; the claims ones issue 16, decision 142; binder utilisation 229). */
export const widgetKinds = [
  'grossWrittenPremium',
  'boundPoliciesByProduct',
  'quoteToBindRatio',
  'referralsWaiting',
  'premiumByBroker',
  'topBrokers',
  'declinesByReason',
  'openClaimsByStatus',
  'claimsReservesAndPaid',
  'binderUtilisation',
] as const;
export type WidgetKind = (typeof widgetKinds)[number];
/** Kinds over claims, not risk transactions: the period is on the claim's reported date (decision 142). */
export const claimWidgetKinds: readonly WidgetKind[] = [
  'openClaimsByStatus',
  'claimsReservesAndPaid',
];
export const isClaimWidget = (kind: WidgetKind) => claimWidgetKinds.includes(kind);
/**
 * Binder utilisation (decision 229): each in-force section's written premium against its maximum premium
 * limit, to date. No time period, interval or risk filter applies; only the underwriting companies filter.
 */
export const isUtilisationWidget = (kind: WidgetKind) => kind === 'binderUtilisation';

const ids = z.array(z.number().int().positive()).max(50).default([]);
const isoDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Invalid date' });

/** §3 dashboard widget filters plus the §9 options. */
export const widgetConfig = z
  .object({
    chartType: z.enum(chartTypes),
    aggregation: z.enum(aggregations),
    premiumType: z.enum(premiumTypes).default('gross'),
    timePeriod: z.enum(timePeriods),
    customFrom: isoDate.nullable().default(null),
    customTo: isoDate.nullable().default(null),
    timeInterval: z.enum(timeIntervals),
    dateToUse: z.enum(dateOptions),
    brokerageIds: ids,
    productIds: ids,
    productClasses: z.array(z.number().int().min(1).max(4)).max(4).default([]),
    /** The company's own product sub-classes (decision 211). */
    productSubClassIds: ids,
    riskCodeIds: ids,
    transactionTypes: z.array(z.number().int().min(1).max(4)).max(4).default([]),
    underwriterIds: ids,
    underwritingCompanyIds: ids,
    statuses: z.array(z.number().int().min(1).max(7)).max(7).default([]),
    /** Claims widgets: open claims only (not declined, withdrawn or closed). */
    openClaimsOnly: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.timePeriod !== 'custom') return;
    if (!c.customFrom) ctx.addIssue({ code: 'custom', path: ['customFrom'], message: 'Required' });
    if (!c.customTo) ctx.addIssue({ code: 'custom', path: ['customTo'], message: 'Required' });
    if (c.customFrom && c.customTo && c.customTo < c.customFrom)
      ctx.addIssue({
        code: 'custom',
        path: ['customTo'],
        message: 'The end date must not be before the start date',
      });
  });
export type WidgetConfig = z.infer<typeof widgetConfig>;

export interface GalleryItem {
  kind: WidgetKind;
  title: string;
  description: string;
  size: WidgetSize;
  config: WidgetConfig;
}

const base = {
  premiumType: 'gross',
  customFrom: null,
  customTo: null,
  dateToUse: 'transactionBind',
  brokerageIds: [],
  productIds: [],
  productClasses: [],
  productSubClassIds: [],
  riskCodeIds: [],
  transactionTypes: [],
  underwriterIds: [],
  underwritingCompanyIds: [],
  statuses: [],
  openClaimsOnly: true,
} as const satisfies Partial<WidgetConfig>;

const galleryItems: Record<WidgetKind, GalleryItem> = {
  grossWrittenPremium: {
    kind: 'grossWrittenPremium',
    title: 'Gross written premium by month',
    description: 'Premium written on bound transactions, per month of the bind date.',
    size: '4x3',
    config: {
      ...base,
      chartType: 'bar',
      aggregation: 'sum',
      timePeriod: 'pastYear',
      timeInterval: 'month',
    },
  },
  boundPoliciesByProduct: {
    kind: 'boundPoliciesByProduct',
    title: 'Bound policies by product',
    description: 'Bound transactions per product.',
    size: '3x3',
    config: {
      ...base,
      chartType: 'pie',
      aggregation: 'count',
      timePeriod: 'thisFinancialYear',
      timeInterval: 'none',
    },
  },
  quoteToBindRatio: {
    kind: 'quoteToBindRatio',
    title: 'Quote-to-bind ratio',
    description:
      'Bound transactions as a share of the transactions quoted, against the period before.',
    size: '2x2',
    config: {
      ...base,
      chartType: 'text',
      aggregation: 'count',
      timePeriod: 'thisMonth',
      timeInterval: 'none',
    },
  },
  referralsWaiting: {
    kind: 'referralsWaiting',
    title: 'Referrals waiting',
    description:
      'Transactions referred to underwriters and not yet answered, by how long they wait.',
    size: '3x2',
    config: {
      ...base,
      chartType: 'bar',
      aggregation: 'count',
      timePeriod: 'past2Years',
      timeInterval: 'none',
      dateToUse: 'transactionEffective',
    },
  },
  premiumByBroker: {
    kind: 'premiumByBroker',
    title: 'Premium by broker',
    description: 'Premium written per brokerage.',
    size: '4x3',
    config: {
      ...base,
      chartType: 'bar',
      aggregation: 'sum',
      timePeriod: 'thisFinancialYear',
      timeInterval: 'none',
    },
  },
  topBrokers: {
    kind: 'topBrokers',
    title: 'Top 20 brokers',
    description: 'The 20 brokerages with the most bound transactions.',
    size: '4x3',
    config: {
      ...base,
      chartType: 'bar',
      aggregation: 'count',
      timePeriod: 'pastYear',
      timeInterval: 'none',
    },
  },
  declinesByReason: {
    kind: 'declinesByReason',
    title: 'Declines by reason',
    description: 'Declined transactions per decline reason.',
    size: '4x3',
    config: {
      ...base,
      chartType: 'pie',
      aggregation: 'count',
      timePeriod: 'pastYear',
      timeInterval: 'none',
      dateToUse: 'transactionEffective',
    },
  },
  openClaimsByStatus: {
    kind: 'openClaimsByStatus',
    title: 'Open claims by status',
    description: "Open claims you may see, per Lloyd's claim status, reported in the period.",
    size: '4x3',
    config: {
      ...base,
      chartType: 'bar',
      aggregation: 'count',
      timePeriod: 'past2Years',
      timeInterval: 'none',
    },
  },
  claimsReservesAndPaid: {
    kind: 'claimsReservesAndPaid',
    title: 'Claims reserves and paid',
    description:
      'Outstanding reserves and amounts paid, indemnity and fees, on claims reported in the period.',
    size: '4x3',
    config: {
      ...base,
      chartType: 'text',
      aggregation: 'sum',
      timePeriod: 'past2Years',
      timeInterval: 'none',
      openClaimsOnly: false,
    },
  },
  binderUtilisation: {
    kind: 'binderUtilisation',
    title: 'Binder utilisation',
    description:
      'Written premium of each in-force binding agreement section as a percentage of its maximum premium limit.',
    size: '4x3',
    config: {
      ...base,
      chartType: 'bar',
      aggregation: 'sum',
      timePeriod: 'thisFinancialYear',
      timeInterval: 'none',
    },
  },
};

/** Which widgets each company type's gallery offers (brokers see their own business, insurers theirs). */
const kindsByType: Record<number, readonly WidgetKind[]> = {
  [CompanyType.Broker]: [
    'grossWrittenPremium',
    'boundPoliciesByProduct',
    'quoteToBindRatio',
    'referralsWaiting',
    'declinesByReason',
  ],
  [CompanyType.Underwriter]: widgetKinds,
  [CompanyType.Insurer]: [
    'grossWrittenPremium',
    'boundPoliciesByProduct',
    'premiumByBroker',
    'topBrokers',
    'openClaimsByStatus',
    'claimsReservesAndPaid',
    'binderUtilisation',
  ],
  [CompanyType.Legal]: [
    'grossWrittenPremium',
    'boundPoliciesByProduct',
    'openClaimsByStatus',
    'claimsReservesAndPaid',
  ],
  [CompanyType.System]: widgetKinds,
};

export const galleryFor = (companyType: number): GalleryItem[] =>
  (kindsByType[companyType] ?? []).map((k) => galleryItems[k]);
export const dashboardCompanyTypes = Object.keys(kindsByType).map(Number);

export const dashboardBody = z.object({
  name: z.string().trim().min(1, { error: 'The name field is required' }).max(80),
  /** Only the creating user sees a personal dashboard. */
  personal: z.boolean().default(false),
  timeZone: productTimeZoneSchema.default('Australia/Sydney'),
});
export const dashboardPatchBody = z.object({
  name: z.string().trim().min(1, { error: 'The name field is required' }).max(80).optional(),
  timeZone: productTimeZoneSchema.optional(),
});

const cell = z.number().int().min(0).max(200);
export const widgetBody = z.object({
  kind: z.enum(widgetKinds),
  title: z.string().trim().min(1, { error: 'This field is required' }).max(120),
  size: z.enum(widgetSizes),
  config: widgetConfig,
});
export const widgetPatchBody = z.object({
  title: z.string().trim().min(1, { error: 'This field is required' }).max(120).optional(),
  size: z.enum(widgetSizes).optional(),
  config: widgetConfig.optional(),
});
export const layoutBody = z.object({
  widgets: z
    .array(
      z.object({ id: z.number().int().positive(), x: cell, y: cell, size: z.enum(widgetSizes) }),
    )
    .max(60),
});

export interface WidgetDto {
  id: number;
  kind: WidgetKind;
  title: string;
  size: WidgetSize;
  x: number;
  y: number;
  config: WidgetConfig;
}
export interface DashboardSummaryDto {
  id: number;
  name: string;
  personal: boolean;
  timeZone: string;
}
export interface DashboardDto extends DashboardSummaryDto {
  widgets: WidgetDto[];
}

/** One point of a widget: its time bucket and/or category, and the figure (a decimal string). */
export interface WidgetPoint {
  bucket: string | null;
  bucketLabel: string | null;
  category: string | null;
  /** What the risks list can filter the point to. */
  link: {
    brokerCompanyId?: number;
    status?: string;
    transactionType?: number;
    search?: string;
    /** The point is about claims: it opens the claims list (open ones when `open`). */
    claims?: { open: boolean };
    /** A binder utilisation section of the agency's own agreement: it opens the agreement (decision 229). */
    bindingAgreementId?: number;
  };
  value: string;
}
export interface WidgetDataDto {
  kind: WidgetKind;
  unit: 'money' | 'count' | 'percent';
  currency: string;
  period: { from: string; to: string } | null;
  points: WidgetPoint[];
  /** The figure over the whole period, and over the period just before it (text widgets). */
  total: string;
  previousTotal: string | null;
  /** Percentage change of total against previousTotal; null when there is no previous figure. */
  change: string | null;
}

/** The choices of a widget's §3 filters, from the business the company may see. */
export interface WidgetFilterOptionsDto {
  brokerages: { id: number; name: string }[];
  products: { id: number; name: string }[];
  riskCodes: { id: number; name: string }[];
  underwriters: { id: number; name: string }[];
  underwritingCompanies: { id: number; name: string }[];
  /** The company's own product sub-classes, named "Class › Sub-class" (decision 211). */
  productSubClasses: { id: number; name: string }[];
}
