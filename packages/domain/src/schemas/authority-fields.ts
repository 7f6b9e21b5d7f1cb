import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { decimalPattern } from './decimal.ts';

/* Field formats shared by the authority schemas (not part of the package's public exports). */

export const moneyFormat = { integerDigits: 16, scale: 2 } as const;
export const percentageFormat = { integerDigits: 3, scale: 6 } as const;
export const moneyPattern = decimalPattern(moneyFormat);
export const percentagePattern = decimalPattern(percentageFormat);

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
