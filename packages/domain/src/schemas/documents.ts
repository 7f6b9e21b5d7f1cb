import { z } from '../zod-config.ts';
import { fileNameText, requiredText } from './common.ts';
import type { NamedRef } from './risk-dtos.ts';

/** §3 visibility of a folder: private 1 (own company only), public 2 (companies it works with). */
const visibility = z.union([z.literal(1), z.literal(2)]);

/** POST /companies/{id}/documents/folders: a folder under a parent (the root folder when none is given). */
export const createFolderBody = z.object({
  parentId: z.number().int().positive().nullable().default(null),
  name: requiredText(120),
  visibility: visibility.default(1),
  locked: z.boolean().default(false),
});
export type CreateFolderBody = z.input<typeof createFolderBody>;

/** PATCH /companies/{id}/documents/folders/{folderId}: rename, move, share or lock (a locked folder only unlocks). */
export const updateFolderBody = z.object({
  name: requiredText(120).optional(),
  parentId: z.number().int().positive().optional(),
  visibility: visibility.optional(),
  locked: z.boolean().optional(),
});
export type UpdateFolderBody = z.input<typeof updateFolderBody>;

/** PATCH /companies/{id}/documents/files/{fileId}: rename, move, lock or protect (a locked file only unlocks). */
export const updateDocumentFileBody = z.object({
  name: fileNameText(255).optional(),
  folderId: z.number().int().positive().optional(),
  locked: z.boolean().optional(),
  protected: z.boolean().optional(),
});
export type UpdateDocumentFileBody = z.input<typeof updateDocumentFileBody>;

/** A version of a company file (§3 file: version number, updated by, updated on). */
export interface FileVersionDto {
  id: number;
  versionNumber: number;
  name: string;
  mimeType: string;
  sizeBytes: number;
  updatedBy: NamedRef | null;
  updatedOn: number;
  /** Download (attachment); add `?type=inline` to open it in the browser. */
  url: string;
}

/** §3 file: name, mime type, version number, updated by, updated on, protected and locked flags. */
export interface DocumentFileDto {
  id: number;
  folderId: number;
  name: string;
  mimeType: string;
  versionNumber: number;
  sizeBytes: number;
  updatedBy: NamedRef | null;
  updatedOn: number;
  locked: boolean;
  protected: boolean;
  /** The latest version's download URL. */
  url: string;
}

/** A file with its whole version history, newest first. */
export interface DocumentFileDetailDto extends DocumentFileDto {
  versions: FileVersionDto[];
}

/** A folder as listed in its parent (no content). */
export interface FolderSummaryDto {
  id: number;
  name: string;
  locked: boolean;
  visibility: 1 | 2;
}

/** §3 directory: id, name, folders (nested), files; the root directory also carries rootFolderId. */
export interface DirectoryDto extends FolderSummaryDto {
  parentId: number | null;
  rootFolderId: number;
  /** The company whose store this is. */
  companyId: number;
  /** From the root down to this folder's parent. */
  path: { id: number; name: string }[];
  folders: FolderSummaryDto[];
  files: DocumentFileDto[];
  /** Whether the viewer may change this store (its own company with Manage documents). */
  canManage: boolean;
}

/** A folder and its sub-folders, the input of the folder-tree option list. */
export interface FolderTreeDto {
  id: number;
  name: string;
  folders: FolderTreeDto[];
}

/** A company whose public folders the viewer may see. */
export interface SharedStoreDto {
  companyId: number;
  name: string;
}
