import type {
  ActivityKind,
  EndorsementDto,
  ListResponse,
  AdjustableField,
  ManualAdjustmentDto,
  RiskActivityDto,
  RiskEndorsementDto,
  RiskFileDto,
} from '@turbine/domain';
import type { RatingResult } from '@turbine/rating';
import { baseApi } from '../../../app/base-api.ts';

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
const changed = (a: PackageArgs) => [
  { type: 'RiskPackage' as const, id: a.riskPackageId },
  { type: 'RiskPackage' as const, id: 'LIST' },
  { type: 'RiskPackageNote' as const, id: a.riskPackageId },
];

/** Files are cached per package under the package's tag with a 'FILES-' id. */
const filesTag = (riskPackageId: number) => ({
  type: 'RiskPackage' as const,
  id: `FILES-${riskPackageId}`,
});
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
    listRiskActivities: build.query<RiskActivityDto[], PackageArgs & { kinds: ActivityKind[] }>({
      query: ({ kinds, ...a }) => ({
        url: `${pkgUrl(a)}/activities`,
        params: { kinds: kinds.join(',') },
      }),
      providesTags: (_r, _e, a) => [{ type: 'RiskPackageNote', id: a.riskPackageId }],
    }),
    postRiskMessage: build.mutation<
      RiskActivityDto,
      PackageArgs & { kind: 'message' | 'note'; body: string }
    >({
      query: ({ kind, body, ...a }) => ({
        url: `${pkgUrl(a)}/${kind === 'note' ? 'notes' : 'messages'}`,
        method: 'POST',
        body: { body },
      }),
      invalidatesTags: (_r, _e, a) => changed(a),
    }),
    listRiskFiles: build.query<RiskFileDto[], PackageArgs>({
      query: (a) => `${pkgUrl(a)}/files`,
      providesTags: (_r, _e, a) => [
        filesTag(a.riskPackageId),
        { type: 'RiskPackage', id: a.riskPackageId },
      ],
    }),
    uploadRiskFile: build.mutation<
      RiskFileDto,
      PackageArgs & { file: File; name: string; visibility: 1 | 2 }
    >({
      query: ({ file, name, visibility, ...a }) => ({
        url: `${pkgUrl(a)}/files`,
        method: 'POST',
        params: { name, visibility },
        // The upload is the raw file body, never a multipart form (decision 090). The server tells the type
        // from the bytes, and parses raw bodies only for a few content types: octet-stream covers every file.
        body: file,
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
      invalidatesTags: (_r, _e, a) => [filesTag(a.riskPackageId), ...changed(a)],
    }),
    deleteRiskFile: build.mutation<null, PackageArgs & { fileId: number }>({
      query: ({ fileId, ...a }) => ({ url: `${pkgUrl(a)}/files/${fileId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, a) => [filesTag(a.riskPackageId), ...changed(a)],
    }),
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
  useListRiskActivitiesQuery,
  usePostRiskMessageMutation,
  useListRiskFilesQuery,
  useUploadRiskFileMutation,
  useDeleteRiskFileMutation,
  useListRiskAdjustmentsQuery,
  useAddRiskAdjustmentMutation,
  useListRiskEndorsementsQuery,
  useAddRiskEndorsementMutation,
  useRemoveRiskEndorsementMutation,
  useListCompanyEndorsementsQuery,
  useGetTransactionRatingQuery,
} = riskPanelApi;
