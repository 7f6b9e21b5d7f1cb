import { z } from 'zod';
import { Messages } from '../messages.ts';
import { RiskMessages } from './risk-messages.ts';

/* Field formats shared by the risks schemas (not part of the package's public exports). */

export const isoDate = z
  .string({ error: Messages.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: RiskMessages.invalidDate });
export const decimalString = z
  .string()
  .regex(/^-?\d{1,16}(\.\d{1,6})?$/, { error: 'Enter a number.' });
