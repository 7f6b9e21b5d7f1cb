import { baseApi } from '../../../app/base-api.ts';
import type { ProposalForm } from '../model/to-schema.ts';

export interface VersionFormRef {
  companyId: number;
  productId: number;
  versionId: number;
}

const formUrl = ({ companyId, productId, versionId }: VersionFormRef) =>
  `/companies/${companyId}/products/${productId}/versions/${versionId}/form`;

/** The proposal form of a product version: `GET / PUT {v}/form` (docs/api.md, decision 060). */
export const proposalFormApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProposalForm: build.query<ProposalForm, VersionFormRef>({
      query: formUrl,
      providesTags: (_r, _e, ref) => [{ type: 'ProductVersion', id: `form-${ref.versionId}` }],
    }),
    saveProposalForm: build.mutation<ProposalForm, VersionFormRef & { body: ProposalForm }>({
      query: ({ body, ...ref }) => ({ url: formUrl(ref), method: 'PUT', body }),
      // Saving sets the version's "saved once" (decision 060), so the version reloads too.
      invalidatesTags: (_r, _e, ref) => [
        { type: 'ProductVersion', id: `form-${ref.versionId}` },
        { type: 'ProductVersion', id: ref.versionId },
      ],
    }),
  }),
});

export const { useGetProposalFormQuery, useSaveProposalFormMutation } = proposalFormApi;
