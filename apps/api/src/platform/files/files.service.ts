import { randomUUID } from 'node:crypto';
import { Messages } from '@turbine/domain';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { insertFileWithVersion } from './files.repository.ts';
import { sniffContentType } from './sniff.ts';

export interface UploadInput {
  body: Buffer;
  name: string;
  purpose: string;
  companyId: number | null;
  ownerUserId: number | null;
  createdByUserId: number;
  /** Content types this upload accepts; checked against the bytes, not the declared type. */
  allowed: readonly string[];
}

/** Checks size and type by magic bytes (§8 messages), stores the bytes, records file + version 1. */
export async function storeUpload(ctx: AppContext, tx: Executor, input: UploadInput) {
  const limitBytes = ctx.config.MAX_UPLOAD_MB * 1024 * 1024;
  if (input.body.length >= limitBytes) {
    throw new AppError('FILE_TOO_LARGE', {
      message: Messages.fileTooLarge(ctx.config.MAX_UPLOAD_MB),
      errors: { file: [Messages.fileTooLarge(ctx.config.MAX_UPLOAD_MB)] },
    });
  }
  const mime = sniffContentType(input.body);
  if (!mime || !input.allowed.includes(mime)) {
    throw new AppError('INVALID_FILE_TYPE', { errors: { file: [Messages.invalidFileType] } });
  }
  const key = `${input.companyId ? `companies/${input.companyId}` : `users/${input.ownerUserId}`}/${input.purpose}/${randomUUID()}`;
  await ctx.storage.put(key, input.body, mime);
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
      sizeBytes: input.body.length,
      createdByUserId: input.createdByUserId,
    },
  );
}
