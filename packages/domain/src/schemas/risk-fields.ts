import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { decimalString as decimalSchema } from './decimal.ts';
import { RiskMessages } from './risk-messages.ts';

/* Field formats shared by the risks schemas (not part of the package's public exports). */

export const isoDate = z
  .string({ error: Messages.required })
  .max(10, { error: Messages.maxLength(10) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: RiskMessages.invalidDate });
/** A signed decimal string, format-checked before anything parses it (decision 103). */
export const decimalString = decimalSchema({
  integerDigits: 16,
  scale: 6,
  signed: true,
  message: 'Enter a number.',
});
