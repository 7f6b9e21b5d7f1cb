import type { BinderUtilisationDto } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

/** Binder utilisation (decision 190): refreshed with the dashboards' data (any write clears it). */
export const utilisationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    binderUtilisation: build.query<
      BinderUtilisationDto,
      { companyId: number; agreementId: number }
    >({
      query: ({ companyId, agreementId }) =>
        `/companies/${companyId}/binding-agreements/${agreementId}/utilisation`,
      providesTags: [{ type: 'DashboardData', id: 'UTILISATION' }],
    }),
  }),
});

export const { useBinderUtilisationQuery } = utilisationApi;
