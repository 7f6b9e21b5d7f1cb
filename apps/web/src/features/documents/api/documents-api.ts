import type {
  CreateFolderBody,
  DirectoryDto,
  DocumentFileDetailDto,
  FolderOption,
  FolderSummaryDto,
  SharedStoreDto,
  UpdateDocumentFileBody,
  UpdateFolderBody,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

/** Which store a screen shows: the company's own (`ownerId` = `companyId`) or one shared with it. */
export interface StoreRef {
  companyId: number;
  ownerId: number;
}

const storeBase = ({ companyId, ownerId }: StoreRef) =>
  ownerId === companyId
    ? `/companies/${companyId}/documents`
    : `/companies/${companyId}/shared-documents/${ownerId}`;
const own = (companyId: number) => `/companies/${companyId}/documents`;
const tag = { type: 'FileDirectory' as const, id: 'LIST' };

/** Company Documents (§2, decision 131): folders, files and their versions. */
export const documentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDirectory: build.query<DirectoryDto, StoreRef & { folderId: number | null }>({
      query: ({ folderId, ...ref }) => ({
        url: storeBase(ref),
        params: folderId === null ? {} : { folderId },
      }),
      providesTags: [tag],
    }),
    getDocumentFile: build.query<DocumentFileDetailDto, StoreRef & { fileId: number }>({
      query: ({ fileId, ...ref }) => `${storeBase(ref)}/files/${fileId}`,
      providesTags: [tag],
    }),
    /** §3 folder-tree option list of the company's own store (root node named, a folder left out). */
    getFolderOptions: build.query<
      FolderOption[],
      { companyId: number; rootFolderName: string; disabled: number[] }
    >({
      query: ({ companyId, rootFolderName, disabled }) => ({
        url: `${own(companyId)}/folder-options`,
        params: { rootFolderName, disabled: disabled.join(',') },
      }),
      providesTags: [tag],
    }),
    listSharedStores: build.query<SharedStoreDto[], number>({
      query: (companyId) => `/companies/${companyId}/shared-documents`,
      providesTags: [tag],
    }),
    createFolder: build.mutation<FolderSummaryDto, { companyId: number; body: CreateFolderBody }>({
      query: ({ companyId, body }) => ({ url: `${own(companyId)}/folders`, method: 'POST', body }),
      invalidatesTags: [tag],
    }),
    updateFolder: build.mutation<
      FolderSummaryDto,
      { companyId: number; folderId: number; body: UpdateFolderBody }
    >({
      query: ({ companyId, folderId, body }) => ({
        url: `${own(companyId)}/folders/${folderId}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: [tag],
    }),
    deleteFolder: build.mutation<null, { companyId: number; folderId: number }>({
      query: ({ companyId, folderId }) => ({
        url: `${own(companyId)}/folders/${folderId}`,
        method: 'DELETE',
      }),
      invalidatesTags: [tag],
    }),
    uploadDocument: build.mutation<
      DocumentFileDetailDto,
      { companyId: number; folderId: number; file: File; name: string; protected: boolean }
    >({
      query: ({ companyId, folderId, file, name, protected: isProtected }) => ({
        url: `${own(companyId)}/folders/${folderId}/files`,
        method: 'POST',
        params: { name, protected: String(isProtected) },
        // The raw file as the body (decision 108): the server proves the type from the bytes.
        body: file,
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
      invalidatesTags: [tag],
    }),
    uploadVersion: build.mutation<
      DocumentFileDetailDto,
      { companyId: number; fileId: number; file: File; name: string }
    >({
      query: ({ companyId, fileId, file, name }) => ({
        url: `${own(companyId)}/files/${fileId}/versions`,
        method: 'POST',
        params: { name },
        body: file,
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
      invalidatesTags: [tag],
    }),
    updateDocumentFile: build.mutation<
      DocumentFileDetailDto,
      { companyId: number; fileId: number; body: UpdateDocumentFileBody }
    >({
      query: ({ companyId, fileId, body }) => ({
        url: `${own(companyId)}/files/${fileId}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: [tag],
    }),
    deleteDocumentFile: build.mutation<null, { companyId: number; fileId: number }>({
      query: ({ companyId, fileId }) => ({
        url: `${own(companyId)}/files/${fileId}`,
        method: 'DELETE',
      }),
      invalidatesTags: [tag],
    }),
  }),
});

export const {
  useGetDirectoryQuery,
  useGetDocumentFileQuery,
  useListSharedStoresQuery,
  useGetFolderOptionsQuery,
  useCreateFolderMutation,
  useUpdateFolderMutation,
  useDeleteFolderMutation,
  useUploadDocumentMutation,
  useUploadVersionMutation,
  useUpdateDocumentFileMutation,
  useDeleteDocumentFileMutation,
} = documentsApi;
