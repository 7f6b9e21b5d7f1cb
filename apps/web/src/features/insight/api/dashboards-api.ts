import type {
  DashboardDto,
  DashboardSummaryDto,
  GalleryItem,
  WidgetConfig,
  WidgetDataDto,
  WidgetDto,
  WidgetFilterOptionsDto,
  WidgetKind,
  WidgetSize,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

const listTag = (companyId: number) => ({
  type: 'DashboardData' as const,
  id: `LIST-${companyId}`,
});
const boardTag = (id: number) => ({ type: 'DashboardData' as const, id: `BOARD-${id}` });
const dataTag = (id: number) => ({ type: 'DashboardData' as const, id: `DATA-${id}` });

interface BoardArgs {
  companyId: number;
  dashboardId: number;
}
export interface WidgetInput {
  kind: WidgetKind;
  title: string;
  size: WidgetSize;
  config: WidgetConfig;
}
export interface LayoutItemInput {
  id: number;
  x: number;
  y: number;
  size: WidgetSize;
}

const base = (companyId: number) => `/companies/${companyId}/dashboards`;

/** §2 Dashboard and Widget Gallery; §3 DashboardData is the widgets' figures (decision 139). */
export const dashboardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listDashboards: build.query<DashboardSummaryDto[], { companyId: number }>({
      query: ({ companyId }) => base(companyId),
      providesTags: (_r, _e, { companyId }) => [listTag(companyId)],
    }),
    widgetGallery: build.query<GalleryItem[], { companyId: number }>({
      query: ({ companyId }) => `/companies/${companyId}/widget-gallery`,
    }),
    getDashboard: build.query<DashboardDto, BoardArgs>({
      query: ({ companyId, dashboardId }) => `${base(companyId)}/${dashboardId}`,
      providesTags: (_r, _e, { dashboardId }) => [boardTag(dashboardId)],
    }),
    createDashboard: build.mutation<
      DashboardSummaryDto,
      { companyId: number; name: string; personal: boolean }
    >({
      query: ({ companyId, ...body }) => ({ url: base(companyId), method: 'POST', body }),
      invalidatesTags: (_r, _e, { companyId }) => [listTag(companyId)],
    }),
    renameDashboard: build.mutation<DashboardSummaryDto, BoardArgs & { name: string }>({
      query: ({ companyId, dashboardId, name }) => ({
        url: `${base(companyId)}/${dashboardId}`,
        method: 'PATCH',
        body: { name },
      }),
      invalidatesTags: (_r, _e, a) => [listTag(a.companyId), boardTag(a.dashboardId)],
    }),
    deleteDashboard: build.mutation<null, BoardArgs>({
      query: ({ companyId, dashboardId }) => ({
        url: `${base(companyId)}/${dashboardId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { companyId }) => [listTag(companyId)],
    }),
    saveLayout: build.mutation<DashboardDto, BoardArgs & { widgets: LayoutItemInput[] }>({
      query: ({ companyId, dashboardId, widgets }) => ({
        url: `${base(companyId)}/${dashboardId}/layout`,
        method: 'PUT',
        body: { widgets },
      }),
      // The answer is the saved board: put it in the cache without another request.
      async onQueryStarted({ companyId, dashboardId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(
          dashboardsApi.util.upsertQueryData('getDashboard', { companyId, dashboardId }, data),
        );
      },
    }),
    addWidget: build.mutation<WidgetDto, BoardArgs & { widget: WidgetInput }>({
      query: ({ companyId, dashboardId, widget }) => ({
        url: `${base(companyId)}/${dashboardId}/widgets`,
        method: 'POST',
        body: widget,
      }),
      invalidatesTags: (_r, _e, { dashboardId }) => [boardTag(dashboardId)],
    }),
    updateWidget: build.mutation<
      WidgetDto,
      BoardArgs & { widgetId: number; patch: Partial<Omit<WidgetInput, 'kind'>> }
    >({
      query: ({ companyId, dashboardId, widgetId, patch }) => ({
        url: `${base(companyId)}/${dashboardId}/widgets/${widgetId}`,
        method: 'PATCH',
        body: patch,
      }),
      invalidatesTags: (_r, _e, a) => [boardTag(a.dashboardId), dataTag(a.widgetId)],
    }),
    removeWidget: build.mutation<null, BoardArgs & { widgetId: number }>({
      query: ({ companyId, dashboardId, widgetId }) => ({
        url: `${base(companyId)}/${dashboardId}/widgets/${widgetId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { dashboardId }) => [boardTag(dashboardId)],
    }),
    widgetData: build.query<WidgetDataDto, BoardArgs & { widgetId: number }>({
      query: ({ companyId, dashboardId, widgetId }) =>
        `${base(companyId)}/${dashboardId}/widgets/${widgetId}/data`,
      providesTags: (_r, _e, { widgetId }) => [dataTag(widgetId)],
    }),
  }),
});

export const {
  useListDashboardsQuery,
  useWidgetGalleryQuery,
  useGetDashboardQuery,
  useCreateDashboardMutation,
  useRenameDashboardMutation,
  useDeleteDashboardMutation,
  useSaveLayoutMutation,
  useAddWidgetMutation,
  useUpdateWidgetMutation,
  useRemoveWidgetMutation,
  useWidgetDataQuery,
} = dashboardsApi;

const filterOptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    widgetFilterOptions: build.query<WidgetFilterOptionsDto, { companyId: number }>({
      query: ({ companyId }) => `/companies/${companyId}/widget-filter-options`,
    }),
  }),
});
export const { useWidgetFilterOptionsQuery } = filterOptionsApi;
