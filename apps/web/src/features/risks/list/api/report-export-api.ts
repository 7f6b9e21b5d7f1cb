import type { JobRunDto } from '@turbine/domain';
import { baseApi } from '../../../../app/base-api.ts';

/** The tracked job kind of the background export (decision 106). */
export const BOUND_POLICY_EXPORT_KIND = 'bound-policy-report-export';

/** POST .../report/bound-policies/exports: the report as a CSV made by a background job. */
export const reportExportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startBoundPolicyExport: build.mutation<
      JobRunDto,
      { companyId: number; date_from: number; date_to: number }
    >({
      query: ({ companyId, ...body }) => ({
        url: `/companies/${companyId}/report/bound-policies/exports`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [{ type: 'Job', id: 'ACTIVE' }],
    }),
  }),
});

export const { useStartBoundPolicyExportMutation } = reportExportApi;
