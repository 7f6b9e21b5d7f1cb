import type {
  DirectoryDto,
  DocumentFileDetailDto,
  DocumentFileDto,
  FileVersionDto,
  FolderSummaryDto,
} from '@turbine/domain';
import type { DocumentFileRow, FileVersionRow, FolderRow } from './documents.repository.ts';
import { pathTo, type Store, visibleChildren } from './documents-store.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
/** §3 company file path: companies/{id}/file-versions/{fileVersionId} (add `?type=inline` to open it). */
export const versionUrl = (companyId: number, versionId: number) =>
  `/companies/${companyId}/file-versions/${versionId}`;

export const presentFolder = (f: FolderRow): FolderSummaryDto => ({
  id: f.id,
  name: f.name,
  locked: f.locked,
  visibility: f.visibility === 2 ? 2 : 1,
});

export function presentDocumentFile(r: DocumentFileRow): DocumentFileDto {
  return {
    id: r.file.id,
    folderId: r.folderId,
    name: r.file.name,
    mimeType: r.version.mimeType,
    versionNumber: r.version.versionNumber,
    sizeBytes: r.version.sizeBytes,
    updatedBy:
      r.version.createdByUserId !== null && r.updatedBy !== null
        ? { id: r.version.createdByUserId, name: r.updatedBy }
        : null,
    updatedOn: seconds(r.version.createdAt),
    locked: r.file.locked,
    protected: r.file.isProtected,
    url: versionUrl(r.file.companyId!, r.version.id),
  };
}

export function presentVersion(
  companyId: number,
  fileName: string,
  r: FileVersionRow,
): FileVersionDto {
  return {
    id: r.version.id,
    versionNumber: r.version.versionNumber,
    name: r.version.name ?? fileName,
    mimeType: r.version.mimeType,
    sizeBytes: r.version.sizeBytes,
    updatedBy:
      r.version.createdByUserId !== null && r.updatedBy !== null
        ? { id: r.version.createdByUserId, name: r.updatedBy }
        : null,
    updatedOn: seconds(r.version.createdAt),
    url: versionUrl(companyId, r.version.id),
  };
}

export const presentFileDetail = (
  r: DocumentFileRow,
  versions: FileVersionRow[],
): DocumentFileDetailDto => ({
  ...presentDocumentFile(r),
  versions: versions.map((v) => presentVersion(r.file.companyId!, r.file.name, v)),
});

export function presentDirectory(
  store: Store,
  folder: FolderRow,
  fileRows: DocumentFileRow[],
  canManage: boolean,
): DirectoryDto {
  return {
    ...presentFolder(folder),
    parentId: folder.parentId,
    rootFolderId: store.root.id,
    companyId: store.companyId,
    path: pathTo(store, folder),
    folders: visibleChildren(store, folder.id).map(presentFolder),
    files: fileRows.map(presentDocumentFile),
    canManage,
  };
}
