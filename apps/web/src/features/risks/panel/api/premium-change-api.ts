import type { PremiumChangeDto } from '@turbine/domain';
import { baseApi } from '../../../../app/base-api.ts';

interface RiskArgs {
  companyId: number;
  riskPackageId: number;
  riskId: number;
}

const changeUrl = (a: RiskArgs) =>
  `/companies/${a.companyId}/risks/${a.riskPackageId}/risks/${a.riskId}/premium-change`;

/** "Why did the premium change" (decision 215): read-only comparisons, cached with the package. */
export const premiumChangeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPremiumChange: build.query<PremiumChangeDto, RiskArgs & { from: number; to: number }>({
      query: ({ from, to, ...a }) => `${changeUrl(a)}?from=${from}&to=${to}`,
      providesTags: (_r, _e, a) => [{ type: 'RiskPackage', id: a.riskPackageId }],
    }),
    getVersionPremiumChange: build.query<PremiumChangeDto, RiskArgs & { versionId: number }>({
      query: ({ versionId, ...a }) => `${changeUrl(a)}/version?versionId=${versionId}`,
      providesTags: (_r, _e, a) => [{ type: 'RiskPackage', id: a.riskPackageId }],
    }),
  }),
});

export const { useGetPremiumChangeQuery, useGetVersionPremiumChangeQuery } = premiumChangeApi;
