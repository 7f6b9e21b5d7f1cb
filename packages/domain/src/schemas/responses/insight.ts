import { z } from '../../zod-config.ts';
import {
  aggregations,
  chartTypes,
  dateOptions,
  premiumTypes,
  timeIntervals,
  timePeriods,
  widgetKinds,
  widgetSizes,
  type DashboardDto,
  type DashboardSummaryDto,
  type GalleryItem,
  type WidgetDataDto,
  type WidgetDto,
  type WidgetFilterOptionsDto,
} from '../dashboards.ts';
import { calendarDate, decimalOut, fileResponse, namedRef, type Agree } from './shared.ts';

/** Response schemas of the insight module (decision 158): dashboards, widgets and the bound-policy report. */

const id = z.number().int();

/** A widget's filters (§3) as saved. */
export const widgetConfigOut = z.object({
  chartType: z.enum(chartTypes),
  aggregation: z.enum(aggregations),
  premiumType: z.enum(premiumTypes),
  timePeriod: z.enum(timePeriods),
  customFrom: calendarDate.nullable(),
  customTo: calendarDate.nullable(),
  timeInterval: z.enum(timeIntervals),
  dateToUse: z.enum(dateOptions),
  brokerageIds: z.array(id),
  productIds: z.array(id),
  productClasses: z.array(z.number().int()),
  productSubClassIds: z.array(id),
  riskCodeIds: z.array(id),
  transactionTypes: z.array(z.number().int()),
  underwriterIds: z.array(id),
  underwritingCompanyIds: z.array(id),
  statuses: z.array(z.number().int()),
  openClaimsOnly: z.boolean(),
});

/** GET /companies/{companyId}/widget-gallery: the widgets this company type may add. */
export const galleryItemOut = z.object({
  kind: z.enum(widgetKinds),
  title: z.string(),
  description: z.string(),
  size: z.enum(widgetSizes),
  config: widgetConfigOut,
});
export const widgetGalleryResponse = z.array(galleryItemOut);

/** GET /companies/{companyId}/widget-filter-options. */
export const widgetFilterOptionsResponse = z.object({
  brokerages: z.array(namedRef),
  products: z.array(namedRef),
  riskCodes: z.array(namedRef),
  underwriters: z.array(namedRef),
  underwritingCompanies: z.array(namedRef),
  productSubClasses: z.array(namedRef),
});

export const dashboardSummaryOut = z.object({
  id,
  name: z.string(),
  personal: z.boolean(),
  timeZone: z.string(),
});
export const dashboardSummariesResponse = z.array(dashboardSummaryOut);

export const widgetOut = z.object({
  id,
  kind: z.enum(widgetKinds),
  title: z.string(),
  size: z.enum(widgetSizes),
  x: z.number().int(),
  y: z.number().int(),
  config: widgetConfigOut,
});
export const dashboardOut = dashboardSummaryOut.extend({ widgets: z.array(widgetOut) });

/** GET .../widgets/{widgetId}/data: the widget's figures. */
export const widgetDataResponse = z.object({
  kind: z.enum(widgetKinds),
  unit: z.enum(['money', 'count', 'percent']),
  currency: z.string(),
  period: z.object({ from: calendarDate, to: calendarDate }).nullable(),
  points: z.array(
    z.object({
      bucket: z.string().nullable(),
      bucketLabel: z.string().nullable(),
      category: z.string().nullable(),
      link: z.object({
        brokerCompanyId: id.optional(),
        status: z.string().optional(),
        transactionType: z.number().int().optional(),
        search: z.string().optional(),
        claims: z.object({ open: z.boolean() }).optional(),
        bindingAgreementId: id.optional(),
      }),
      value: decimalOut,
    }),
  ),
  total: decimalOut,
  previousTotal: decimalOut.nullable(),
  change: decimalOut.nullable(),
});

/** GET /companies/{companyId}/report/bound-policies: the report as the `format` asked (§7). */
export const boundPolicyReportResponse = fileResponse(
  'The bound-policy report: CSV, JSON or text, as `format` asks',
  ['text/csv', 'application/json', 'text/plain'],
);

export type GalleryItemAgrees = Agree<GalleryItem, z.infer<typeof galleryItemOut>>;
export type WidgetFilterOptionsAgree = Agree<
  WidgetFilterOptionsDto,
  z.infer<typeof widgetFilterOptionsResponse>
>;
export type DashboardSummaryAgrees = Agree<
  DashboardSummaryDto,
  z.infer<typeof dashboardSummaryOut>
>;
export type WidgetAgrees = Agree<WidgetDto, z.infer<typeof widgetOut>>;
export type DashboardAgrees = Agree<DashboardDto, z.infer<typeof dashboardOut>>;
export type WidgetDataAgrees = Agree<WidgetDataDto, z.infer<typeof widgetDataResponse>>;
