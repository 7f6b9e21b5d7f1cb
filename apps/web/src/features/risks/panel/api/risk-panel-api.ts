import type {
  EndorsementDto,
  ListResponse,
  AdjustableField,
  ManualAdjustmentDto,
  RiskEndorsementDto,
} from '@turbine/domain';
import type { RatingResult } from '@turbine/rating';
import { baseApi, riskPackageChangedTags } from '../../../../app/base-api.ts';

interface PackageArgs {
  companyId: number;
  riskPackageId: number;
}
interface RiskArgs extends PackageArgs {
  riskId: number;
}

const pkgUrl = ({ companyId, riskPackageId }: PackageArgs) =>
  `/companies/${companyId}/risks/${riskPackageId}`;
const riskUrl = (a: RiskArgs) => `${pkgUrl(a)}/risks/${a.riskId}`;

/** Every risk mutation refreshes the package, the list and the timeline (web notes). */
const changed = (a: PackageArgs) => riskPackageChangedTags(a.riskPackageId);

/** Adjustments and endorsements of one risk ride on the Risk tag. */
const riskTag = (riskId: number) => ({ type: 'Risk' as const, id: riskId });
/**
 * What a risk's panel data also depends on: the package. Every lifecycle action invalidates it (the risk
 * page's mutations), and a submit or quote re-rates and sets the rules' endorsements.
 */
const riskTags = (a: RiskArgs) => [
  riskTag(a.riskId),
  { type: 'RiskPackage' as const, id: a.riskPackageId },
];

/** The underwriter panel's endpoints (docs/decisions/090-risks-api.md). */
export const riskPanelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRiskAdjustments: build.query<ManualAdjustmentDto[], RiskArgs>({
      query: (a) => `${riskUrl(a)}/adjustments`,
      providesTags: (_r, _e, a) => riskTags(a),
    }),
    addRiskAdjustment: build.mutation<
      ManualAdjustmentDto,
      RiskArgs & { field: AdjustableField; value: string; reason: string }
    >({
      query: ({ field, value, reason, ...a }) => ({
        url: `${riskUrl(a)}/adjustments`,
        method: 'POST',
        body: { field, value, reason },
      }),
      invalidatesTags: (_r, _e, a) => [riskTag(a.riskId), ...changed(a)],
    }),
    listRiskEndorsements: build.query<RiskEndorsementDto[], RiskArgs>({
      query: (a) => `${riskUrl(a)}/endorsements`,
      providesTags: (_r, _e, a) => riskTags(a),
    }),
    addRiskEndorsement: build.mutation<RiskEndorsementDto, RiskArgs & { endorsementId: number }>({
      query: ({ endorsementId, ...a }) => ({
        url: `${riskUrl(a)}/endorsements`,
        method: 'POST',
        body: { endorsementId },
      }),
      invalidatesTags: (_r, _e, a) => [riskTag(a.riskId), ...changed(a)],
    }),
    removeRiskEndorsement: build.mutation<null, RiskArgs & { id: number }>({
      query: ({ id, ...a }) => ({ url: `${riskUrl(a)}/endorsements/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, a) => [riskTag(a.riskId), ...changed(a)],
    }),
    /** The company's endorsements to add from (the authority API's list, first 100 by name search). */
    listCompanyEndorsements: build.query<
      ListResponse<EndorsementDto>,
      { companyId: number; search?: string }
    >({
      query: ({ companyId, search }) => ({
        url: `/companies/${companyId}/endorsements`,
        params: { page: 1, perPage: 100, search },
      }),
      providesTags: ['Clauses'],
    }),
    getTransactionRating: build.query<RatingResult, RiskArgs & { transactionId: number }>({
      query: ({ transactionId, ...a }) => `${riskUrl(a)}/transactions/${transactionId}/rating`,
      providesTags: (_r, _e, a) => [
        ...riskTags(a),
        { type: 'RiskTransaction', id: a.transactionId },
      ],
    }),
  }),
});

export const {
  useListRiskAdjustmentsQuery,
  useAddRiskAdjustmentMutation,
  useListRiskEndorsementsQuery,
  useAddRiskEndorsementMutation,
  useRemoveRiskEndorsementMutation,
  useListCompanyEndorsementsQuery,
  useGetTransactionRatingQuery,
} = riskPanelApi;
