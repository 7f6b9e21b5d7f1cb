import { parsePhoneNumberWithError, ParseError, type CountryCode } from 'libphonenumber-js';

export type PhoneError = 'INVALID_COUNTRY' | 'TOO_SHORT' | 'TOO_LONG' | 'NOT_A_NUMBER' | 'INVALID';

/** Strips everything but digits and plus, as the spec's phone display does (§5). */
export function stripPhone(value: string): string {
  return value.replace(/[^\d+]/g, '');
}

/** Parses a phone number (default country AU); returns the E.164 form or the spec's error code. */
export function parsePhone(
  value: string,
  defaultCountry: CountryCode = 'AU',
): { ok: true; e164: string; international: string } | { ok: false; error: PhoneError } {
  const digits = stripPhone(value).replace(/\+/g, '');
  // §5: a national number over 17 digits is too long, under 2 too short.
  if (digits.length > 17) return { ok: false, error: 'TOO_LONG' };
  if (digits.length < 2) return { ok: false, error: 'TOO_SHORT' };
  try {
    const phone = parsePhoneNumberWithError(value, defaultCountry);
    if (!phone.isValid()) return { ok: false, error: 'INVALID' };
    return { ok: true, e164: phone.number, international: phone.formatInternational() };
  } catch (error) {
    if (error instanceof ParseError) {
      const code = error.message as PhoneError;
      return {
        ok: false,
        error: ['INVALID_COUNTRY', 'TOO_SHORT', 'TOO_LONG'].includes(code) ? code : 'INVALID',
      };
    }
    throw error;
  }
}

/** International format when parseable, else the stripped input. */
export function formatPhone(value: string): string {
  const parsed = parsePhone(value);
  return parsed.ok ? parsed.international : stripPhone(value);
}
