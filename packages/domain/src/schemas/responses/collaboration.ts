import { z } from '../../zod-config.ts';
import type { FolderOption } from '../../documents/folder-options.ts';
import {
  activityKinds,
  type InterestedPartyBody,
  type RiskActivityDto,
  type RiskFileDto,
  type VersionedRiskFileDto,
} from '../risk-collaboration.ts';
import type {
  DirectoryDto,
  DocumentFileDetailDto,
  FolderSummaryDto,
  SharedStoreDto,
} from '../documents.ts';
import { epochSeconds, jsonObject, namedRef, type Agree } from './shared.ts';

/**
 * Response schemas of the collaboration module (decision 158): the declaration, interested parties, the
 * timeline, a package's files, client access and the client's portal, and the document stores. The DTO
 * interfaces of risk-collaboration.ts and documents.ts agree with them.
 */

const id = z.number().int();
/** §3 a folder's visibility: private 1 (own company only), public 2 (companies it works with). */
const folderVisibility = z.literal([1, 2]);
/** The actor's company type (CompanyType), null for a system entry. */
const companyType = z.number().int().nullable();

/** POST .../risks/{riskPackageId}/declaration. */
export const declarationResponse = z.object({ confirmedAt: epochSeconds, confirmedBy: namedRef });

export const interestedPartyOut = z.object({
  id,
  name: z.string(),
  interest: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
});
export const interestedPartiesResponse = z.array(interestedPartyOut);

/** A timeline entry (§2). */
export const riskActivityOut = z.object({
  id,
  kind: z.enum(activityKinds),
  actor: namedRef.extend({ companyType }).nullable(),
  body: z.string().nullable(),
  data: jsonObject,
  createdAt: epochSeconds,
});
export const riskActivitiesResponse = z.array(riskActivityOut);

/** A file of a package (or of a claim), with the path it downloads from. */
export const riskFileOut = z.object({
  id,
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  visibility: folderVisibility,
  uploadedBy: namedRef.nullable(),
  createdAt: epochSeconds,
  url: z.string(),
});
/** One version of a risk file (decision 184). */
export const riskFileVersionOut = z.object({
  id,
  versionNumber: z.number().int(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  uploadedBy: namedRef.nullable(),
  createdAt: epochSeconds,
  url: z.string(),
});
/** A risk file as listed and uploaded: its latest version's details and every version, newest first. */
export const versionedRiskFileOut = riskFileOut.extend({
  versionNumber: z.number().int(),
  updatedBy: namedRef.nullable(),
  updatedAt: epochSeconds,
  versions: z.array(riskFileVersionOut),
});
export const riskFilesResponse = z.array(versionedRiskFileOut);
/** A claim's files (single version each, decision 143). */
export const claimFilesResponse = z.array(riskFileOut);

/** POST .../risks/{riskPackageId}/send-to-client: the link the client was sent. */
export const sendToClientResponse = z.object({ link: z.string() });

export const folderSummaryOut = z.object({
  id,
  name: z.string(),
  locked: z.boolean(),
  visibility: folderVisibility,
});
const documentFileFields = {
  id,
  folderId: id,
  name: z.string(),
  mimeType: z.string(),
  versionNumber: z.number().int(),
  sizeBytes: z.number().int(),
  updatedBy: namedRef.nullable(),
  updatedOn: epochSeconds,
  locked: z.boolean(),
  protected: z.boolean(),
  url: z.string(),
};
/** A document store's folder with its sub-folders and files. */
export const directoryOut = folderSummaryOut.extend({
  parentId: id.nullable(),
  rootFolderId: id,
  companyId: id,
  path: z.array(namedRef),
  folders: z.array(folderSummaryOut),
  files: z.array(z.object(documentFileFields)),
  canManage: z.boolean(),
});
/** A document with its versions. */
export const documentFileDetailOut = z.object({
  ...documentFileFields,
  versions: z.array(
    z.object({
      id,
      versionNumber: z.number().int(),
      name: z.string(),
      mimeType: z.string(),
      sizeBytes: z.number().int(),
      updatedBy: namedRef.nullable(),
      updatedOn: epochSeconds,
      url: z.string(),
    }),
  ),
});
/**
 * The tree of folders a document or folder may be moved to. Unrolled to eight levels, deeper ones
 * described as any object: a recursive zod schema becomes a `$ref` the route's document cannot resolve.
 */
const folderOptionLevel = (depth: number): z.ZodType =>
  z.object({
    value: z.string(),
    label: z.string(),
    name: z.string(),
    expanded: z.boolean(),
    selectable: z.boolean(),
    children: z.array(depth > 0 ? folderOptionLevel(depth - 1) : jsonObject),
  });
export const folderOptionOut = folderOptionLevel(8) as z.ZodType<FolderOption>;
export const folderOptionsResponse = z.array(folderOptionOut);
/** GET /companies/{companyId}/shared-documents: the stores other companies share with this one. */
export const sharedStoresResponse = z.array(z.object({ companyId: id, name: z.string() }));

export type InterestedPartyAgrees = Agree<
  { id: number } & InterestedPartyBody,
  z.infer<typeof interestedPartyOut>
>;
export type RiskActivityAgrees = Agree<RiskActivityDto, z.infer<typeof riskActivityOut>>;
export type RiskFileAgrees = Agree<RiskFileDto, z.infer<typeof riskFileOut>>;
export type VersionedRiskFileAgrees = Agree<
  VersionedRiskFileDto,
  z.infer<typeof versionedRiskFileOut>
>;
export type FolderSummaryAgrees = Agree<FolderSummaryDto, z.infer<typeof folderSummaryOut>>;
export type DirectoryAgrees = Agree<DirectoryDto, z.infer<typeof directoryOut>>;
export type DocumentFileDetailAgrees = Agree<
  DocumentFileDetailDto,
  z.infer<typeof documentFileDetailOut>
>;
export type SharedStoreAgrees = Agree<SharedStoreDto, z.infer<typeof sharedStoresResponse>[number]>;
