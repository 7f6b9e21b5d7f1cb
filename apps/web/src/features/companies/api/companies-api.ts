import type {
  CompanyDto,
  CompanyType,
  CreateCompanyBody,
  UpdateCompanyBody,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

/** What GET /companies/by-handle/{handle} returns: the branding of a subdomain. */
export interface HandleCompanyDto {
  id: number;
  name: string;
  handle: string;
  refCompanyTypeId: CompanyType;
  appearance: CompanyDto['appearance'];
}

/** Company endpoints (docs/api.md). */
export const companiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyByHandle: build.query<HandleCompanyDto, string>({
      query: (handle) => `/companies/by-handle/${encodeURIComponent(handle)}`,
      providesTags: (result) => (result ? [{ type: 'Company', id: result.id }] : []),
    }),
    getCompany: build.query<CompanyDto, number>({
      query: (id) => `/companies/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
    createCompany: build.mutation<CompanyDto, CreateCompanyBody>({
      query: (body) => ({ url: '/companies', method: 'POST', body }),
      // The creator becomes the new company's admin: the user's roles change.
      invalidatesTags: ['Company', 'User', 'UserCompanyRole'],
    }),
    updateCompany: build.mutation<CompanyDto, { id: number; body: UpdateCompanyBody }>({
      query: ({ id, body }) => ({ url: `/companies/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Company', id }, 'User'],
    }),
    uploadBrandingImage: build.mutation<
      CompanyDto,
      { id: number; kind: 'logo' | 'header'; file: File }
    >({
      query: ({ id, kind, file }) => ({
        url: `/companies/${id}/appearance/${kind}`,
        method: 'POST',
        body: file,
        headers: { 'Content-Type': file.type },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Company', id }],
    }),
    removeBrandingImage: build.mutation<CompanyDto, { id: number; kind: 'logo' | 'header' }>({
      query: ({ id, kind }) => ({ url: `/companies/${id}/appearance/${kind}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Company', id }],
    }),
    getCompanyTypePermissions: build.query<
      { data: { id: number; refPermissionId: number }[] },
      number
    >({
      query: (id) => `/companies/${id}/company-type-permissions`,
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
  }),
});

export const {
  useGetCompanyByHandleQuery,
  useGetCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useUploadBrandingImageMutation,
  useRemoveBrandingImageMutation,
  useGetCompanyTypePermissionsQuery,
} = companiesApi;

/** Inline URL of a company file (§3: companies/{id}/file-versions/{fileVersionId}, type=inline). */
export const companyFileUrl = (
  companyId: number,
  fileVersionId: number | null | undefined,
): string | undefined =>
  fileVersionId ? `/companies/${companyId}/file-versions/${fileVersionId}?type=inline` : undefined;
