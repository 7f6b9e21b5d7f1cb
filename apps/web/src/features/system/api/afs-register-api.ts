import type { AfsRegisterUploadDto } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

const listTag = { type: 'AfsRegister' as const, id: 'LIST' };

/** The operator's ASIC register extracts (decision 219). */
export const afsRegisterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAfsRegisters: build.query<{ data: AfsRegisterUploadDto[] }, void>({
      query: () => '/system/afs-register',
      providesTags: [listTag],
    }),
    uploadAfsRegister: build.mutation<AfsRegisterUploadDto, File>({
      query: (file) => ({
        url: '/system/afs-register',
        method: 'POST',
        params: { name: file.name.slice(0, 255) },
        body: file,
        headers: { 'Content-Type': file.type || 'text/csv', Accept: 'application/json' },
      }),
      invalidatesTags: [listTag],
    }),
  }),
});

export const { useListAfsRegistersQuery, useUploadAfsRegisterMutation } = afsRegisterApi;
