import type { ImportMode, PolicyImportDto } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

const url = (companyId: number) => `/companies/${companyId}/woodina-bulk-import`;

/** Import Policy Data (§7 woodina-bulk-import, docs/api.md Imports). */
export const importsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPolicyImport: build.query<PolicyImportDto, { companyId: number; id: number }>({
      query: ({ companyId, id }) => `${url(companyId)}/${id}`,
    }),
    startPolicyImport: build.mutation<
      PolicyImportDto,
      { companyId: number; mode: ImportMode; file: File }
    >({
      query: ({ companyId, mode, file }) => ({
        url: mode === 'validate' ? `${url(companyId)}/validate` : url(companyId),
        method: 'POST',
        params: { name: file.name.slice(0, 255) },
        // The raw file as the body, with the file's type or text/csv (§7).
        body: file,
        headers: { 'Content-Type': file.type || 'text/csv', Accept: 'application/json' },
      }),
      // Imported policies appear in the risk lists and the report.
      invalidatesTags: (_r, _e, { mode }) => (mode === 'import' ? ['Risk', 'RiskPackage'] : []),
    }),
  }),
});

export const { useGetPolicyImportQuery, useStartPolicyImportMutation } = importsApi;

export const templatePath = (companyId: number) => `${url(companyId)}/template`;
