import { z } from 'zod';
import { Messages } from '../messages.ts';

/* Field formats shared by the authority schemas (not part of the package's public exports). */

export const moneyPattern = /^\d{1,16}(\.\d{1,2})?$/;
export const percentagePattern = /^\d{1,3}(\.\d{1,6})?$/;

export const nullable = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema, z.null()])
    .optional()
    .transform((v) => v ?? null);

export const id = z.number({ error: Messages.required }).int().positive();
export const noDuplicates =
  <T>(key: (v: T) => unknown) =>
  (items: T[]) =>
    new Set(items.map(key)).size === items.length;
