import type {
  WebhookDeliveryDto,
  WebhookEndpointBody,
  WebhookEndpointDto,
  WebhookEndpointWithSecretDto,
  WebhookEventTypeDto,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

const hooks = (companyId: number) => `/companies/${companyId}/webhooks`;
const list = { type: 'CompanyEvent' as const, id: 'WEBHOOKS' };
const one = (id: number) => ({ type: 'CompanyEvent' as const, id: `webhook-${id}` });
const log = (id: number) => ({ type: 'CompanyEvent' as const, id: `webhook-log-${id}` });

/** Signed webhooks of the company (decision 172). */
export const webhooksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listWebhookEventTypes: build.query<WebhookEventTypeDto[], number>({
      query: (companyId) => `${hooks(companyId)}/event-types`,
      transformResponse: (r: { data: WebhookEventTypeDto[] }) => r.data,
    }),
    listWebhooks: build.query<WebhookEndpointDto[], number>({
      query: (companyId) => hooks(companyId),
      transformResponse: (r: { data: WebhookEndpointDto[] }) => r.data,
      providesTags: [list],
    }),
    getWebhook: build.query<WebhookEndpointDto, { companyId: number; id: number }>({
      query: ({ companyId, id }) => `${hooks(companyId)}/${id}`,
      providesTags: (_r, _e, { id }) => [one(id)],
    }),
    createWebhook: build.mutation<
      WebhookEndpointWithSecretDto,
      { companyId: number; body: WebhookEndpointBody }
    >({
      query: ({ companyId, body }) => ({ url: hooks(companyId), method: 'POST', body }),
      invalidatesTags: [list],
    }),
    updateWebhook: build.mutation<
      WebhookEndpointDto,
      { companyId: number; id: number; body: WebhookEndpointBody }
    >({
      query: ({ companyId, id, body }) => ({
        url: `${hooks(companyId)}/${id}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, { id }) => [list, one(id)],
    }),
    deleteWebhook: build.mutation<null, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({ url: `${hooks(companyId)}/${id}`, method: 'DELETE' }),
      invalidatesTags: [list],
    }),
    rotateWebhookSecret: build.mutation<
      WebhookEndpointWithSecretDto,
      { companyId: number; id: number }
    >({
      query: ({ companyId, id }) => ({
        url: `${hooks(companyId)}/${id}/rotate-secret`,
        method: 'POST',
      }),
      invalidatesTags: (_r, _e, { id }) => [list, one(id)],
    }),
    sendWebhookTest: build.mutation<WebhookDeliveryDto, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({ url: `${hooks(companyId)}/${id}/test`, method: 'POST' }),
      invalidatesTags: (_r, _e, { id }) => [log(id)],
    }),
    listWebhookDeliveries: build.query<WebhookDeliveryDto[], { companyId: number; id: number }>({
      query: ({ companyId, id }) => `${hooks(companyId)}/${id}/deliveries`,
      transformResponse: (r: { data: WebhookDeliveryDto[] }) => r.data,
      providesTags: (_r, _e, { id }) => [log(id)],
    }),
    redeliverWebhook: build.mutation<
      WebhookDeliveryDto,
      { companyId: number; id: number; deliveryId: number }
    >({
      query: ({ companyId, id, deliveryId }) => ({
        url: `${hooks(companyId)}/${id}/deliveries/${deliveryId}/redeliver`,
        method: 'POST',
      }),
      invalidatesTags: (_r, _e, { id }) => [log(id)],
    }),
  }),
});

export const {
  useListWebhookEventTypesQuery,
  useListWebhooksQuery,
  useGetWebhookQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useRotateWebhookSecretMutation,
  useSendWebhookTestMutation,
  useListWebhookDeliveriesQuery,
  useRedeliverWebhookMutation,
} = webhooksApi;
