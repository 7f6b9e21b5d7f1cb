import type { CompanyTagBody, CompanyTagDto, PartnerCompanyDto, TagChipDto } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

const tags = (companyId: number) => `/companies/${companyId}/tags`;
const list = { type: 'CompanyTag' as const, id: 'LIST' };
const onPackage = (riskPackageId: number) => ({
  type: 'CompanyTag' as const,
  id: `package-${riskPackageId}`,
});
const partners = { type: 'CompanyTag' as const, id: 'PARTNERS' };

/** Company Tags (decision 171): the company's tags, on its risk packages and on its partner companies. */
export const tagsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCompanyTags: build.query<CompanyTagDto[], number>({
      query: (companyId) => tags(companyId),
      transformResponse: (r: { data: CompanyTagDto[] }) => r.data,
      providesTags: [list],
    }),
    saveCompanyTag: build.mutation<
      CompanyTagDto,
      { companyId: number; id: number | null; body: CompanyTagBody }
    >({
      query: ({ companyId, id, body }) => ({
        url: id === null ? tags(companyId) : `${tags(companyId)}/${id}`,
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
      // A renamed or recoloured tag shows on the packages and companies carrying it.
      invalidatesTags: ['CompanyTag'],
    }),
    deleteCompanyTag: build.mutation<null, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({ url: `${tags(companyId)}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['CompanyTag', { type: 'RiskPackage', id: 'LIST' }],
    }),
    listRiskPackageTags: build.query<TagChipDto[], { companyId: number; riskPackageId: number }>({
      query: ({ companyId, riskPackageId }) =>
        `/companies/${companyId}/risks/${riskPackageId}/tags`,
      transformResponse: (r: { data: TagChipDto[] }) => r.data,
      providesTags: (_r, _e, { riskPackageId }) => [onPackage(riskPackageId)],
    }),
    setRiskPackageTag: build.mutation<
      TagChipDto[],
      { companyId: number; riskPackageId: number; tagId: number; on: boolean }
    >({
      query: ({ companyId, riskPackageId, tagId, on }) => ({
        url: `/companies/${companyId}/risks/${riskPackageId}/tags/${tagId}`,
        method: on ? 'PUT' : 'DELETE',
      }),
      transformResponse: (r: { data: TagChipDto[] }) => r.data,
      invalidatesTags: (_r, _e, { riskPackageId }) => [
        onPackage(riskPackageId),
        list,
        { type: 'RiskPackage', id: 'LIST' },
      ],
    }),
    listPartnerCompanies: build.query<
      PartnerCompanyDto[],
      { companyId: number; tagId: number | null; search: string }
    >({
      query: ({ companyId, tagId, search }) => ({
        url: `/companies/${companyId}/partner-companies`,
        params: {
          ...(tagId !== null ? { tagId } : {}),
          ...(search.trim() ? { search: search.trim() } : {}),
        },
      }),
      transformResponse: (r: { data: PartnerCompanyDto[] }) => r.data,
      providesTags: [partners],
    }),
    setPartnerCompanyTag: build.mutation<
      PartnerCompanyDto,
      { companyId: number; partnerId: number; tagId: number; on: boolean }
    >({
      query: ({ companyId, partnerId, tagId, on }) => ({
        url: `/companies/${companyId}/partner-companies/${partnerId}/tags/${tagId}`,
        method: on ? 'PUT' : 'DELETE',
      }),
      invalidatesTags: [partners, list],
    }),
  }),
});

export const {
  useListCompanyTagsQuery,
  useSaveCompanyTagMutation,
  useDeleteCompanyTagMutation,
  useListRiskPackageTagsQuery,
  useSetRiskPackageTagMutation,
  useListPartnerCompaniesQuery,
  useSetPartnerCompanyTagMutation,
} = tagsApi;
