import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { insertFileWithVersion } from './files.repository.ts';
import type { CheckedUpload } from './upload-guard.ts';

export interface UploadInput {
  /** The bytes and type the upload guard proved (platform/files/upload-guard.ts). */
  upload: CheckedUpload;
  name: string;
  purpose: string;
  companyId: number | null;
  ownerUserId: number | null;
  createdByUserId: number;
}

/** Stores the checked bytes and records file + version 1 (the upload guard has checked size and type). */
export async function storeUpload(ctx: AppContext, tx: Executor, input: UploadInput) {
  const { body, mime } = input.upload;
  const key = `${input.companyId ? `companies/${input.companyId}` : `users/${input.ownerUserId}`}/${input.purpose}/${randomUUID()}`;
  await ctx.storage.put(key, body, mime);
  return insertFileWithVersion(
    tx,
    {
      companyId: input.companyId,
      ownerUserId: input.ownerUserId,
      purpose: input.purpose,
      name: input.name,
    },
    {
      companyId: input.companyId,
      storageKey: key,
      mimeType: mime,
      sizeBytes: body.length,
      createdByUserId: input.createdByUserId,
    },
  );
}
