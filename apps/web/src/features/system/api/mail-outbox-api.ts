import type { ListResponse } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

/** One outgoing mail as GET /mail-outbox lists it (DESIGN §3: the outbox readable by the system company). */
export interface MailOutboxItemDto {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** pending, sent, failed, or stored (no SMTP server configured). */
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
}

export const mailOutboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listMailOutbox: build.query<ListResponse<MailOutboxItemDto>, { page: number }>({
      query: (params) => ({ url: '/mail-outbox', params }),
    }),
  }),
});

export const { useListMailOutboxQuery } = mailOutboxApi;
