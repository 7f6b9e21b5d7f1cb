import { describe, expect, it } from 'vitest';
import {
  parseReferenceFormat,
  ReferenceFormatMessages as M,
  referenceFormatProblem,
  renderReference,
} from './reference-format.ts';
import { productVersionBody } from './product-versions.ts';
import { Messages } from '../messages.ts';

const fixed = {
  date: '2025-03-07',
  uuid: () => 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
  randomText: (n: number) => 'X'.repeat(n),
};

describe('parseReferenceFormat', () => {
  it('parses static text, symbols and zero padding', () => {
    const parsed = parseReferenceFormat('TUR-{yyyy}{mm}-{id:6}');
    expect(parsed).toEqual({
      ok: true,
      parts: [
        { kind: 'text', text: 'TUR-' },
        { kind: 'symbol', symbol: 'yyyy' },
        { kind: 'symbol', symbol: 'mm' },
        { kind: 'text', text: '-' },
        { kind: 'symbol', symbol: 'id', pad: 6 },
      ],
    });
  });

  it('reads randstr with and without a length', () => {
    expect(parseReferenceFormat('{randstr}')).toMatchObject({
      ok: true,
      parts: [{ symbol: 'randstr', length: 16 }],
    });
    expect(parseReferenceFormat('Q/{randstr8}')).toMatchObject({
      ok: true,
      parts: [{ kind: 'text' }, { symbol: 'randstr', length: 8 }],
    });
  });

  it.each([
    ['TUR {id}', M.spaces],
    ['TUR-\t{id}', M.spaces],
    ['TUR-{id', M.unclosed],
    ['TUR-{{id}}', M.unclosed],
    ['TUR-id}', M.strayBrace],
    ['TUR-{foo}', M.unknownSymbol('foo')],
    ['TUR-{ID}', M.unknownSymbol('ID')],
    ['TUR-{randstr0}', M.unknownSymbol('randstr0')],
    ['TUR-{randstr65}', M.unknownSymbol('randstr65')],
    ['TUR-{yyyy:4}-{id}', M.badPad('yyyy:4')],
    ['TUR-{id:0}', M.badPad('id:0')],
    ['TUR-{id:21}', M.badPad('id:21')],
    ['TUR-{yyyy}{mm}', M.noUnique],
    ['', M.empty],
    [`${'A'.repeat(100)}{id}`, M.tooLong(100)],
  ])('refuses %j with a clear message', (format, message) => {
    expect(referenceFormatProblem(format)).toBe(message);
  });
});

describe('renderReference', () => {
  it('renders dates, padded ids and static symbols', () => {
    expect(renderReference('TUR-{yyyy}{mm}-{id:6}', { ...fixed, id: 123 })).toBe(
      'TUR-202503-000123',
    );
    expect(
      renderReference('{yy}.{m}.{d}/{dd}#{insuredId:4}-{brokerageId}-{id}', {
        ...fixed,
        id: 9,
        insuredId: 42,
        brokerageId: 7,
      }),
    ).toBe('25.3.7/07#0042-7-9');
  });

  it('keeps ids longer than the pad whole and uses injected randomness', () => {
    expect(renderReference('P{id:3}', { ...fixed, id: 123456 })).toBe('P123456');
    expect(renderReference('{uuid}', { ...fixed, id: 1 })).toBe(fixed.uuid());
    expect(renderReference('R-{randstr4}', { ...fixed, id: 1 })).toBe('R-XXXX');
  });

  it('draws random text from an unambiguous alphabet by default', () => {
    const ref = renderReference('{randstr}', { id: 1, date: '2025-01-01' });
    expect(ref).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    expect(renderReference('{randstr}', { id: 1, date: '2025-01-01' })).not.toBe(ref);
  });

  it('throws for an invalid format or date', () => {
    expect(() => renderReference('A {id}', { ...fixed, id: 1 })).toThrow(/Spaces/);
    expect(() => renderReference('{id}', { id: 1, date: '7/3/2025' })).toThrow(/date/);
  });
});

describe('productVersionBody', () => {
  const valid = {
    timezone: 'Australia/Sydney',
    bindTime: '16:00',
    expiryTimeMode: 'fixed',
    expiryTime: '16:00',
    futureInceptionDayLimit: 60,
    defaultTermMonths: 12,
    minTermMonths: 1,
    maxTermMonths: 18,
    maxBackdateDays: 30,
    maxDiscountPercent: '15.5',
    authorityLevel: 5,
    minUnderwriterAuthorityLevel: 3,
    currency: 'aud',
  };
  const errors = (body: object) => {
    const r = productVersionBody.safeParse(body);
    return r.success
      ? {}
      : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts valid settings and fills defaults', () => {
    expect(productVersionBody.parse(valid)).toMatchObject({
      showQuoteSummaryPanel: true,
      premium: { fees: [], taxes: [] },
    });
  });

  it('applies the §5 limits', () => {
    expect(errors({ ...valid, timezone: 'Mars/Olympus' })).toEqual({
      timezone: Messages.invalidTimezone('Mars/Olympus'),
    });
    expect(errors({ ...valid, maxBackdateDays: 0 })).toEqual({ maxBackdateDays: Messages.min(1) });
    expect(errors({ ...valid, maxBackdateDays: 101 })).toEqual({
      maxBackdateDays: Messages.max(100),
    });
    expect(errors({ ...valid, maxDiscountPercent: '100.01' })).toEqual({
      maxDiscountPercent: Messages.max('100'),
    });
    expect(errors({ ...valid, authorityLevel: 11, minUnderwriterAuthorityLevel: 0 })).toEqual({
      authorityLevel: Messages.max(10),
      minUnderwriterAuthorityLevel: Messages.min(1),
    });
    expect(errors({ ...valid, defaultTermMonths: 24 })).toEqual({
      defaultTermMonths: Messages.max(18),
    });
    expect(errors({ ...valid, minTermMonths: 6, defaultTermMonths: 3 })).toEqual({
      defaultTermMonths: Messages.min(6),
    });
    expect(errors({ ...valid, expiryTime: null })).toEqual({ expiryTime: Messages.required });
    expect(errors({ ...valid, expiryTimeMode: 'bindDeclaration', expiryTime: null })).toEqual({});
  });
});
