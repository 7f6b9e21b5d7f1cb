import { Decimal } from 'decimal.js';
import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';

/** How a decimal string is written and which values it may take (DESIGN §4–5: money and percentages). */
export interface DecimalFormat {
  /** Digits before the decimal point (numeric(p, s) allows p − s). */
  integerDigits: number;
  /** Digits after the decimal point. */
  scale: number;
  /** A leading minus sign is allowed. */
  signed?: boolean;
  min?: string;
  max?: string;
  /** The message when the text is not a decimal of this format. */
  message: string;
  /** The message for an empty string; the format message when not given. */
  requiredMessage?: string;
}

/** The pattern a decimal string of this format matches, anchored at both ends. */
export function decimalPattern(format: Pick<DecimalFormat, 'integerDigits' | 'scale' | 'signed'>) {
  const sign = format.signed ? '-?' : '';
  return new RegExp(`^${sign}\\d{1,${format.integerDigits}}(\\.\\d{1,${format.scale}})?$`);
}

/**
 * A decimal string (never a JSON number): the format is checked before anything parses it, so decimal.js
 * never sees text it would refuse with a DecimalError (issue 22); bounds are compared in decimal.
 */
export function decimalString(format: DecimalFormat) {
  const pattern = decimalPattern(format);
  // The longest text the pattern allows: sign, integer digits, point, scale digits.
  const maxLength = (format.signed ? 1 : 0) + format.integerDigits + 1 + format.scale;
  return (
    z
      .string({ error: Messages.required })
      .trim()
      .superRefine((v, ctx) => {
        if (v === '')
          return void ctx.addIssue({
            code: 'custom',
            message: format.requiredMessage ?? format.message,
          });
        if (!pattern.test(v)) return void ctx.addIssue({ code: 'custom', message: format.message });
        const d = new Decimal(v);
        if (format.min !== undefined && d.lt(format.min))
          ctx.addIssue({ code: 'custom', message: Messages.min(format.min) });
        if (format.max !== undefined && d.gt(format.max))
          ctx.addIssue({ code: 'custom', message: Messages.max(format.max) });
      })
      // The OpenAPI document names the format (the generated bad-input test finds decimal fields by it);
      // the check itself is the refinement above, so no text reaches decimal.js unchecked.
      .meta({ pattern: pattern.source, maxLength })
  );
}
