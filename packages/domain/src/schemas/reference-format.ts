/**
 * Risk reference formats (spec §5 "static text and symbols, no spaces", §9 symbols), e.g.
 * `TUR-{yyyy}{mm}-{id:6}`. Syntax (docs/decisions/060-products.md):
 *   - static text: any printable character except space, `{` and `}`;
 *   - a symbol in braces: id, insuredId, brokerageId, uuid, randstr (16 characters), randstrN
 *     (N = 1–64 characters), yyyy, yy, mm, m, dd, d;
 *   - `{symbol:N}` left-pads a numeric symbol (id, insuredId, brokerageId) with zeros to N (1–20) digits.
 * A format must contain id, uuid or a randstr so every reference it renders is unique.
 */

export const referenceSymbols = [
  'id',
  'insuredId',
  'brokerageId',
  'uuid',
  'randstr',
  'yyyy',
  'yy',
  'mm',
  'm',
  'dd',
  'd',
] as const;
export type ReferenceSymbol = (typeof referenceSymbols)[number];

export type ReferencePart =
  | { kind: 'text'; text: string }
  | { kind: 'symbol'; symbol: ReferenceSymbol; pad?: number; length?: number };

export const ReferenceFormatMessages = {
  spaces: 'Spaces are not allowed.',
  unclosed: 'A symbol is missing its closing brace }.',
  strayBrace: 'A closing brace } has no opening brace {.',
  unknownSymbol: (name: string) => `Unknown symbol {${name}}.`,
  badPad: (name: string) =>
    `Zero padding applies only to id, insuredId and brokerageId, up to 20 digits ({${name}}).`,
  noUnique: 'The format must include {id}, {uuid} or {randstr} so every reference is unique.',
  tooLong: (n: number) => `This field has a maximum length of ${n}`,
  empty: 'This field is required',
} as const;

export const REFERENCE_FORMAT_MAX_LENGTH = 100;
const numericSymbols: readonly string[] = ['id', 'insuredId', 'brokerageId'];
const symbolPattern = /^([A-Za-z]+?)(\d+)?(?::(\d+))?$/;

function parseSymbol(body: string): ReferencePart | string {
  const match = symbolPattern.exec(body);
  if (!match) return ReferenceFormatMessages.unknownSymbol(body);
  const [, name = '', digits, pad] = match;
  if (name === 'randstr') {
    const length = digits === undefined ? 16 : Number(digits);
    if (pad !== undefined || length < 1 || length > 64)
      return ReferenceFormatMessages.unknownSymbol(body);
    return { kind: 'symbol', symbol: 'randstr', length };
  }
  if (digits !== undefined || !(referenceSymbols as readonly string[]).includes(name))
    return ReferenceFormatMessages.unknownSymbol(body);
  if (pad === undefined) return { kind: 'symbol', symbol: name as ReferenceSymbol };
  const width = Number(pad);
  if (!numericSymbols.includes(name) || width < 1 || width > 20)
    return ReferenceFormatMessages.badPad(body);
  return { kind: 'symbol', symbol: name as ReferenceSymbol, pad: width };
}

/** Parses a format into parts, or returns the first problem as the spec-style message. */
export function parseReferenceFormat(
  format: string,
): { ok: true; parts: ReferencePart[] } | { ok: false; message: string } {
  if (format.length === 0) return { ok: false, message: ReferenceFormatMessages.empty };
  if (format.length > REFERENCE_FORMAT_MAX_LENGTH)
    return { ok: false, message: ReferenceFormatMessages.tooLong(REFERENCE_FORMAT_MAX_LENGTH) };
  // Any white space (tabs, newlines, no-break spaces) would break references in filenames and lookups.
  if (/\s/u.test(format)) return { ok: false, message: ReferenceFormatMessages.spaces };
  const parts: ReferencePart[] = [];
  let i = 0;
  while (i < format.length) {
    const open = format.indexOf('{', i);
    const close = format.indexOf('}', i);
    if (close !== -1 && (open === -1 || close < open))
      return { ok: false, message: ReferenceFormatMessages.strayBrace };
    if (open === -1) {
      parts.push({ kind: 'text', text: format.slice(i) });
      break;
    }
    if (open > i) parts.push({ kind: 'text', text: format.slice(i, open) });
    const end = format.indexOf('}', open);
    if (end === -1) return { ok: false, message: ReferenceFormatMessages.unclosed };
    const body = format.slice(open + 1, end);
    if (body.includes('{')) return { ok: false, message: ReferenceFormatMessages.unclosed };
    const part = parseSymbol(body);
    if (typeof part === 'string') return { ok: false, message: part };
    parts.push(part);
    i = end + 1;
  }
  const unique = parts.some(
    (p) =>
      p.kind === 'symbol' && (p.symbol === 'id' || p.symbol === 'uuid' || p.symbol === 'randstr'),
  );
  if (!unique) return { ok: false, message: ReferenceFormatMessages.noUnique };
  return { ok: true, parts };
}

/** The problem with a format as a message, or null when it is valid. */
export function referenceFormatProblem(format: string): string | null {
  const parsed = parseReferenceFormat(format);
  return parsed.ok ? null : parsed.message;
}

export interface ReferenceValues {
  id: number;
  insuredId?: number | null;
  brokerageId?: number | null;
  /** The calendar date the reference is issued on, `YYYY-MM-DD` in the product's time zone. */
  date: string;
  /** Injected for deterministic tests; default crypto.randomUUID. */
  uuid?: () => string;
  /** Injected for deterministic tests; default crypto-random upper-case letters and digits. */
  randomText?: (length: number) => string;
}

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function cryptoRandomText(length: number): string {
  // Unambiguous letters and digits (no 0/O, 1/I) so references read aloud over the phone survive.
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

function renderSymbol(
  part: Extract<ReferencePart, { kind: 'symbol' }>,
  values: ReferenceValues,
  date: [string, string, string],
): string {
  const [yyyy, mm, dd] = date;
  switch (part.symbol) {
    case 'id':
    case 'insuredId':
    case 'brokerageId': {
      const raw = String(values[part.symbol] ?? 0);
      return part.pad ? raw.padStart(part.pad, '0') : raw;
    }
    case 'uuid':
      return (values.uuid ?? (() => globalThis.crypto.randomUUID()))();
    case 'randstr':
      return (values.randomText ?? cryptoRandomText)(part.length ?? 16);
    case 'yyyy':
      return yyyy;
    case 'yy':
      return yyyy.slice(2);
    case 'mm':
      return mm;
    case 'm':
      return String(Number(mm));
    case 'dd':
      return dd;
    case 'd':
      return String(Number(dd));
  }
}

/** Renders a reference from a valid format; throws for an invalid format (validate on save first). */
export function renderReference(format: string, values: ReferenceValues): string {
  const parsed = parseReferenceFormat(format);
  if (!parsed.ok) throw new Error(`Invalid reference format: ${parsed.message}`);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(values.date);
  if (!match) throw new Error(`Invalid reference date: ${values.date}`);
  const date: [string, string, string] = [match[1]!, match[2]!, match[3]!];
  return parsed.parts
    .map((part) => (part.kind === 'text' ? part.text : renderSymbol(part, values, date)))
    .join('');
}
