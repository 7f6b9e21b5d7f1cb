import type {
  ActivityKind,
  InterestedPartyBody,
  RiskActivityDto,
  SendToClientBody,
  VersionedRiskFileDto,
} from '@turbine/domain';
import { baseApi, riskPackageChangedTags } from '../../../app/base-api.ts';

/** A risk package of the acting company: what every collaboration call hangs on. */
export interface PackageRef {
  companyId: number;
  riskPackageId: number;
}

const pkgUrl = ({ companyId, riskPackageId }: PackageRef) =>
  `/companies/${companyId}/risks/${riskPackageId}`;
const changed = (ref: PackageRef) => riskPackageChangedTags(ref.riskPackageId);

/** Files are cached per package under the package's tag with a 'FILES-' id. */
const filesTag = (riskPackageId: number) => ({
  type: 'RiskPackage' as const,
  id: `FILES-${riskPackageId}`,
});

/**
 * Collaboration around a risk package (DESIGN §2): messages, notes, timeline, files, interested
 * parties and client access (docs/decisions/090-risks-api.md routes).
 */
export const collaborationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRiskActivities: build.query<RiskActivityDto[], PackageRef & { kinds: ActivityKind[] }>({
      query: ({ kinds, ...a }) => ({
        url: `${pkgUrl(a)}/activities`,
        params: { kinds: kinds.join(',') },
      }),
      providesTags: (_r, _e, a) => [{ type: 'RiskPackageNote', id: a.riskPackageId }],
    }),
    postRiskMessage: build.mutation<
      RiskActivityDto,
      PackageRef & { kind: 'message' | 'note'; body: string }
    >({
      query: ({ kind, body, ...a }) => ({
        url: `${pkgUrl(a)}/${kind === 'note' ? 'notes' : 'messages'}`,
        method: 'POST',
        body: { body },
      }),
      invalidatesTags: (_r, _e, a) => changed(a),
    }),
    listRiskFiles: build.query<VersionedRiskFileDto[], PackageRef>({
      query: (a) => `${pkgUrl(a)}/files`,
      providesTags: (_r, _e, a) => [
        filesTag(a.riskPackageId),
        { type: 'RiskPackage', id: a.riskPackageId },
      ],
    }),
    uploadRiskFile: build.mutation<
      VersionedRiskFileDto,
      PackageRef & { file: File; name: string; visibility: 1 | 2 }
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
    deleteRiskFile: build.mutation<null, PackageRef & { fileId: number }>({
      query: ({ fileId, ...a }) => ({ url: `${pkgUrl(a)}/files/${fileId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, a) => [filesTag(a.riskPackageId), ...changed(a)],
    }),
    saveInterestedParty: build.mutation<
      unknown,
      PackageRef & { partyId: number | null; body: InterestedPartyBody }
    >({
      query: ({ partyId, body, ...ref }) => ({
        url: `${pkgUrl(ref)}/interested-parties${partyId === null ? '' : `/${partyId}`}`,
        method: partyId === null ? 'POST' : 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, ref) => changed(ref),
    }),
    deleteInterestedParty: build.mutation<null, PackageRef & { partyId: number }>({
      query: ({ partyId, ...ref }) => ({
        url: `${pkgUrl(ref)}/interested-parties/${partyId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, ref) => changed(ref),
    }),
    sendToClient: build.mutation<{ link: string }, PackageRef & { body: SendToClientBody }>({
      query: ({ body, ...ref }) => ({ url: `${pkgUrl(ref)}/send-to-client`, method: 'POST', body }),
      invalidatesTags: (_r, _e, ref) => changed(ref),
    }),
    revokeClientAccess: build.mutation<null, PackageRef>({
      query: (ref) => ({ url: `${pkgUrl(ref)}/client-access`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, ref) => changed(ref),
    }),
  }),
});

export const {
  useListRiskActivitiesQuery,
  usePostRiskMessageMutation,
  useListRiskFilesQuery,
  useUploadRiskFileMutation,
  useDeleteRiskFileMutation,
  useSaveInterestedPartyMutation,
  useDeleteInterestedPartyMutation,
  useSendToClientMutation,
  useRevokeClientAccessMutation,
} = collaborationApi;
