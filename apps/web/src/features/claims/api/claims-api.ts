import type {
  ClaimActivityDto,
  ClaimDecisionBody,
  ClaimDto,
  ClaimMovementBody,
  ClaimMovementDto,
  ClaimPolicyOptionDto,
  ClaimStatus,
  ClaimSummaryDto,
  ClaimTaskDto,
  NamedRef,
  ReportIncidentBody,
  RiskFileDto,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

export interface ClaimRef {
  companyId: number;
  claimId: number;
}
const claimUrl = ({ companyId, claimId }: ClaimRef) => `/companies/${companyId}/claims/${claimId}`;
/** Every change to a claim refetches the claim, its lists and its records. */
const changed = (ref: ClaimRef) => [
  { type: 'Claim' as const, id: ref.claimId },
  { type: 'Claim' as const, id: 'LIST' },
];

/** Incidents and claims (issue 16, decision 120). */
export const claimsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listClaims: build.query<ClaimSummaryDto[], { companyId: number; q?: string; open?: '1' | '0' }>(
      {
        query: ({ companyId, ...params }) => ({ url: `/companies/${companyId}/claims`, params }),
        providesTags: [{ type: 'Claim', id: 'LIST' }],
      },
    ),
    listPackageClaims: build.query<ClaimSummaryDto[], { companyId: number; riskPackageId: number }>(
      {
        query: ({ companyId, riskPackageId }) =>
          `/companies/${companyId}/risks/${riskPackageId}/claims`,
        providesTags: [{ type: 'Claim', id: 'LIST' }],
      },
    ),
    getClaim: build.query<ClaimDto, ClaimRef>({
      query: (ref) => claimUrl(ref),
      providesTags: (_r, _e, ref) => [{ type: 'Claim', id: ref.claimId }],
    }),
    findClaimPolicies: build.query<ClaimPolicyOptionDto[], { companyId: number; q: string }>({
      query: ({ companyId, q }) => ({
        url: `/companies/${companyId}/claim-policies`,
        params: { q },
      }),
    }),
    listLegalFirms: build.query<NamedRef[], { companyId: number }>({
      query: ({ companyId }) => `/companies/${companyId}/legal-firms`,
    }),
    reportIncident: build.mutation<ClaimDto, { companyId: number; body: ReportIncidentBody }>({
      query: ({ companyId, body }) => ({
        url: `/companies/${companyId}/claims`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [{ type: 'Claim', id: 'LIST' }],
    }),
    decideClaim: build.mutation<ClaimDto, ClaimRef & { body: ClaimDecisionBody }>({
      query: ({ body, ...ref }) => ({ url: `${claimUrl(ref)}/decision`, method: 'POST', body }),
      invalidatesTags: (_r, _e, ref) => changed(ref),
    }),
    appointLegalFirm: build.mutation<ClaimDto, ClaimRef & { legalCompanyId: number }>({
      query: ({ legalCompanyId, ...ref }) => ({
        url: `${claimUrl(ref)}/legal-firm`,
        method: 'PUT',
        body: { legalCompanyId },
      }),
      invalidatesTags: (_r, _e, ref) => changed(ref),
    }),
    setClaimStatus: build.mutation<ClaimDto, ClaimRef & { status: ClaimStatus }>({
      query: ({ status, ...ref }) => ({
        url: `${claimUrl(ref)}/status`,
        method: 'PUT',
        body: { status },
      }),
      invalidatesTags: (_r, _e, ref) => changed(ref),
    }),
    listClaimMovements: build.query<ClaimMovementDto[], ClaimRef>({
      query: (ref) => `${claimUrl(ref)}/movements`,
      providesTags: (_r, _e, ref) => [{ type: 'Claim', id: ref.claimId }],
    }),
    recordClaimMovement: build.mutation<ClaimDto, ClaimRef & { body: ClaimMovementBody }>({
      query: ({ body, ...ref }) => ({ url: `${claimUrl(ref)}/movements`, method: 'POST', body }),
      invalidatesTags: (_r, _e, ref) => changed(ref),
    }),
    listClaimActivities: build.query<ClaimActivityDto[], ClaimRef>({
      query: (ref) => `${claimUrl(ref)}/activities`,
      providesTags: (_r, _e, ref) => [{ type: 'Claim', id: ref.claimId }],
    }),
    postClaimText: build.mutation<
      ClaimActivityDto,
      ClaimRef & { kind: 'message' | 'note'; body: string }
    >({
      query: ({ kind, body, ...ref }) => ({
        url: `${claimUrl(ref)}/${kind}s`,
        method: 'POST',
        body: { body },
      }),
      invalidatesTags: (_r, _e, ref) => changed(ref),
    }),
    listClaimTasks: build.query<ClaimTaskDto[], ClaimRef>({
      query: (ref) => `${claimUrl(ref)}/tasks`,
      providesTags: (_r, _e, ref) => [{ type: 'Claim', id: ref.claimId }],
    }),
    addClaimTask: build.mutation<ClaimTaskDto, ClaimRef & { title: string; dueDate: string }>({
      query: ({ title, dueDate, ...ref }) => ({
        url: `${claimUrl(ref)}/tasks`,
        method: 'POST',
        body: { title, dueDate },
      }),
      invalidatesTags: (_r, _e, ref) => changed(ref),
    }),
    setClaimTaskDone: build.mutation<ClaimTaskDto, ClaimRef & { taskId: number; done: boolean }>({
      query: ({ taskId, done, ...ref }) => ({
        url: `${claimUrl(ref)}/tasks/${taskId}`,
        method: 'PUT',
        body: { done },
      }),
      invalidatesTags: (_r, _e, ref) => changed(ref),
    }),
    listClaimFiles: build.query<RiskFileDto[], ClaimRef>({
      query: (ref) => `${claimUrl(ref)}/files`,
      providesTags: (_r, _e, ref) => [{ type: 'Claim', id: ref.claimId }],
    }),
    uploadClaimFile: build.mutation<
      RiskFileDto,
      ClaimRef & { file: File; name: string; visibility: 1 | 2 }
    >({
      query: ({ file, name, visibility, ...ref }) => ({
        url: `${claimUrl(ref)}/files`,
        method: 'POST',
        params: { name, visibility },
        body: file,
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
      invalidatesTags: (_r, _e, ref) => changed(ref),
    }),
    deleteClaimFile: build.mutation<void, ClaimRef & { fileId: number }>({
      query: ({ fileId, ...ref }) => ({
        url: `${claimUrl(ref)}/files/${fileId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, ref) => changed(ref),
    }),
  }),
});

export const {
  useListClaimsQuery,
  useDeleteClaimFileMutation,
  useListPackageClaimsQuery,
  useGetClaimQuery,
  useFindClaimPoliciesQuery,
  useListLegalFirmsQuery,
  useReportIncidentMutation,
  useDecideClaimMutation,
  useAppointLegalFirmMutation,
  useSetClaimStatusMutation,
  useListClaimMovementsQuery,
  useRecordClaimMovementMutation,
  useListClaimActivitiesQuery,
  usePostClaimTextMutation,
  useListClaimTasksQuery,
  useAddClaimTaskMutation,
  useSetClaimTaskDoneMutation,
  useListClaimFilesQuery,
  useUploadClaimFileMutation,
} = claimsApi;
