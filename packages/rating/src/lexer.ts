import { RatingError, type SourcePosition } from './errors.ts';

export type TokenType =
  'number' | 'text' | 'name' | 'operator' | 'lparen' | 'rparen' | 'comma' | 'eof';

export interface Token {
  readonly type: TokenType;
  /** Source text of the token; for text literals the unescaped content; for names the dotted path. */
  readonly value: string;
  readonly position: SourcePosition;
}

/** Operators in longest-first order so `<=` wins over `<`. */
const OPERATORS = ['<>', '<=', '>=', '+', '-', '*', '/', '^', '&', '=', '<', '>', '%'] as const;

/**
 * Names that would reach JavaScript internals if anything ever used them as property keys. Scopes are
 * Maps, so they are harmless today; rejecting them keeps it that way and flags hostile input early.
 */
const RESERVED_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

const NAME_START = /[A-Za-z_]/;
const NAME_PART = /[A-Za-z0-9_]/;
const DIGIT = /[0-9]/;

/** Why a name segment may not be used, or undefined when it is fine. */
export function reservedReason(segment: string): string | undefined {
  if (RESERVED_SEGMENTS.has(segment) || segment.startsWith('__'))
    return `The name "${segment}" is reserved`;
  return undefined;
}

/** Splits formula text into tokens, each with its position. */
export function tokenize(source: string): Token[] {
  const lexer = new Lexer(source);
  const tokens: Token[] = [];
  for (;;) {
    const token = lexer.next();
    tokens.push(token);
    if (token.type === 'eof') return tokens;
  }
}

class Lexer {
  private offset = 0;
  private line = 1;
  private lineStart = 0;

  constructor(private readonly source: string) {}

  next(): Token {
    this.skipWhitespace();
    const position = this.position();
    const char = this.source[this.offset];
    if (char === undefined) return { type: 'eof', value: '', position };
    if (DIGIT.test(char) || (char === '.' && DIGIT.test(this.source[this.offset + 1] ?? ''))) {
      return this.readNumber(position);
    }
    if (char === '"') return this.readText(position);
    if (NAME_START.test(char)) return this.readName(position);
    if (char === '(') return this.single('lparen', position);
    if (char === ')') return this.single('rparen', position);
    if (char === ',') return this.single('comma', position);
    const operator = OPERATORS.find((op) => this.source.startsWith(op, this.offset));
    if (operator !== undefined) {
      this.offset += operator.length;
      return { type: 'operator', value: operator, position };
    }
    throw new RatingError('SYNTAX_ERROR', `Unexpected character ${JSON.stringify(char)}`, {
      position,
    });
  }

  private position(): SourcePosition {
    return { offset: this.offset, line: this.line, column: this.offset - this.lineStart + 1 };
  }

  private skipWhitespace(): void {
    for (;;) {
      const char = this.source[this.offset];
      if (char === '\n') {
        this.offset += 1;
        this.line += 1;
        this.lineStart = this.offset;
      } else if (char === ' ' || char === '\t' || char === '\r') {
        this.offset += 1;
      } else {
        return;
      }
    }
  }

  private single(type: TokenType, position: SourcePosition): Token {
    this.offset += 1;
    return { type, value: this.source[position.offset] ?? '', position };
  }

  private readNumber(position: SourcePosition): Token {
    const start = this.offset;
    this.skipDigits();
    if (this.source[this.offset] === '.' && DIGIT.test(this.source[this.offset + 1] ?? '')) {
      this.offset += 1;
      this.skipDigits();
    }
    if (NAME_START.test(this.source[this.offset] ?? '') || this.source[this.offset] === '.') {
      throw new RatingError('SYNTAX_ERROR', 'Malformed number', { position });
    }
    return { type: 'number', value: this.source.slice(start, this.offset), position };
  }

  private skipDigits(): void {
    while (DIGIT.test(this.source[this.offset] ?? '')) this.offset += 1;
  }

  private readText(position: SourcePosition): Token {
    let value = '';
    let index = this.offset + 1;
    for (;;) {
      const close = this.source.indexOf('"', index);
      if (close < 0)
        throw new RatingError('SYNTAX_ERROR', 'Unterminated text (missing closing ")', {
          position,
        });
      value += this.source.slice(index, close);
      if (this.source[close + 1] !== '"') {
        this.advanceTo(close + 1);
        return { type: 'text', value, position };
      }
      value += '"';
      index = close + 2;
    }
  }

  /** Moves past text that may contain line breaks, keeping line numbers right. */
  private advanceTo(end: number): void {
    for (let i = this.offset; i < end; i += 1) {
      if (this.source[i] === '\n') {
        this.line += 1;
        this.lineStart = i + 1;
      }
    }
    this.offset = end;
  }

  private readName(position: SourcePosition): Token {
    const segments: string[] = [];
    for (;;) {
      const segmentPosition = this.position();
      const start = this.offset;
      while (NAME_PART.test(this.source[this.offset] ?? '')) this.offset += 1;
      const segment = this.source.slice(start, this.offset);
      const reason = reservedReason(segment);
      if (reason !== undefined)
        throw new RatingError('RESERVED_NAME', reason, { position: segmentPosition });
      segments.push(segment);
      if (this.source[this.offset] !== '.') break;
      this.offset += 1;
      if (!NAME_START.test(this.source[this.offset] ?? '')) {
        throw new RatingError('SYNTAX_ERROR', 'Expected a field name after "."', {
          position: this.position(),
        });
      }
    }
    return { type: 'name', value: segments.join('.'), position };
  }
}
