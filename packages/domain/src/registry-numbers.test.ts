import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, parsePhone, stripPhone } from './phone.ts';
import { isValidAbn, isValidNzbn } from './registry-numbers.ts';
import { runs } from './testing/runs.ts';

describe('ABN and NZBN check digits', () => {
  it('accepts real ABNs, with or without spaces, and refuses any one-digit change', () => {
    for (const abn of ['51 824 753 556', '53004085616', '33 102 417 032'])
      expect(isValidAbn(abn)).toBe(true);
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('61 824 753 556')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false); // 10 digits
    expect(isValidAbn('518247535560')).toBe(false); // 12 digits
    expect(isValidAbn('51-824-753-556')).toBe(false);
    expect(isValidAbn('')).toBe(false);
  });

  it('a changed digit of a valid ABN is caught (property)', () => {
    const valid = '51824753556';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (i, delta) => {
        const d = (Number(valid[i]) + delta) % 10;
        const changed = valid.slice(0, i) + String(d) + valid.slice(i + 1);
        expect(isValidAbn(changed)).toBe(false);
      }),
      runs(100),
    );
  });

  it('accepts NZBNs starting 94 with a valid GTIN-13 check digit', () => {
    expect(isValidNzbn('9429041535004')).toBe(true);
    expect(isValidNzbn('94 2904 1535 004')).toBe(true);
    expect(isValidNzbn('9429041535003')).toBe(false);
    expect(isValidNzbn('9529041535004')).toBe(false);
    expect(isValidNzbn('942904153500')).toBe(false);
    expect(isValidNzbn('94290415350030')).toBe(false);
    expect(isValidNzbn('9429000000000')).toBe(true); // check digit 0
    expect(isValidNzbn('9400000000008')).toBe(false);
  });
});

describe('phone numbers (§5)', () => {
  it('strips everything but digits and plus', () => {
    expect(stripPhone(' +61 (2) 9999-0000 ext ')).toBe('+61299990000');
  });

  it('parses AU numbers by default and other countries with their prefix', () => {
    expect(parsePhone('02 9999 0000')).toEqual({
      ok: true,
      e164: '+61299990000',
      international: '+61 2 9999 0000',
    });
    expect(parsePhone('0412 345 678')).toEqual({
      ok: true,
      e164: '+61412345678',
      international: '+61 412 345 678',
    });
    expect(parsePhone('+64 21 123 4567')).toMatchObject({ ok: true, e164: '+64211234567' });
    expect(parsePhone('021 123 4567', 'NZ')).toMatchObject({ ok: true, e164: '+64211234567' });
    expect(formatPhone('0412345678')).toBe('+61 412 345 678');
    expect(formatPhone('12-34')).toBe('1234');
  });

  it('refuses with the error code at the length bounds', () => {
    expect(parsePhone('1')).toEqual({ ok: false, error: 'TOO_SHORT' });
    expect(parsePhone('+1')).toEqual({ ok: false, error: 'TOO_SHORT' });
    expect(parsePhone('1'.repeat(18))).toEqual({ ok: false, error: 'TOO_LONG' });
    expect(parsePhone('1'.repeat(17))).not.toEqual({ ok: false, error: 'TOO_LONG' });
    expect(parsePhone('12')).not.toEqual({ ok: false, error: 'TOO_SHORT' });
    expect(parsePhone('02 9999 000')).toEqual({ ok: false, error: 'INVALID' });
    expect(parsePhone('not a phone 12')).toMatchObject({ ok: false });
  });
});
