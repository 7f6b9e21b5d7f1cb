/** A place in formula source text; line and column are 1-based, offset is 0-based (UTF-16 units). */
export interface SourcePosition {
  readonly offset: number;
  readonly line: number;
  readonly column: number;
}

/** Every failure the engine reports, so callers can switch on a code instead of parsing text. */
export type RatingErrorCode =
  | 'SYNTAX_ERROR'
  | 'RESERVED_NAME'
  | 'FORMULA_TOO_LONG'
  | 'NESTING_TOO_DEEP'
  | 'UNKNOWN_FUNCTION'
  | 'WRONG_ARGUMENT_COUNT'
  | 'UNKNOWN_REFERENCE'
  | 'CIRCULAR_REFERENCE'
  | 'TYPE_ERROR'
  | 'DIVISION_BY_ZERO'
  | 'NUMBER_OVERFLOW'
  | 'STEP_LIMIT_EXCEEDED'
  | 'TEXT_TOO_LONG'
  | 'LIST_TOO_LONG'
  | 'LOOKUP_NOT_FOUND'
  | 'UNKNOWN_DATASET'
  | 'UNKNOWN_COLUMN'
  | 'INVALID_DATE'
  | 'INVALID_ARGUMENT'
  | 'INVALID_STEPS'
  | 'INVALID_NAME'
  | 'DUPLICATE_NAME'
  | 'INVALID_VERSION'
  | 'INVALID_CONTEXT'
  | 'INVALID_PROPOSAL'
  | 'NOT_OVERRIDABLE';

/** One problem found while checking a formula set (also carried by INVALID_VERSION errors). */
export interface FormulaIssue {
  readonly code: RatingErrorCode;
  readonly message: string;
  /** The property formula, underwriting formula or rule the issue belongs to. */
  readonly source?: string;
  /** For underwriting steps: where in the JSON, e.g. `steps[2].then[0].expression`. */
  readonly path?: string;
  readonly position?: SourcePosition;
}

/** Formats a position the way the editor shows it to underwriters. */
export function describePosition(position: SourcePosition): string {
  return `line ${position.line}, column ${position.column}`;
}

/** The single error type the engine throws; the message already includes the position when known. */
export class RatingError extends Error {
  override readonly name = 'RatingError';
  readonly code: RatingErrorCode;
  /** The message without position or source prefix, for UIs that show the position themselves. */
  readonly detail: string;
  readonly position: SourcePosition | undefined;
  readonly source: string | undefined;
  readonly issues: readonly FormulaIssue[];

  constructor(
    code: RatingErrorCode,
    detail: string,
    options: { position?: SourcePosition; source?: string; issues?: readonly FormulaIssue[] } = {},
  ) {
    super(composeMessage(detail, options.position, options.source));
    this.code = code;
    this.detail = detail;
    this.position = options.position;
    this.source = options.source;
    this.issues = options.issues ?? [];
  }

  /** The same error attributed to a named formula or rule (kept immutable for callers). */
  withSource(source: string): RatingError {
    if (this.source !== undefined) return this;
    return new RatingError(this.code, this.detail, {
      position: this.position,
      source,
      issues: this.issues,
    });
  }

  /** This error as a save-time issue. */
  toIssue(extra: { source?: string; path?: string } = {}): FormulaIssue {
    const source = extra.source ?? this.source;
    return {
      code: this.code,
      message: composeMessage(this.detail, this.position, undefined),
      ...(source === undefined ? {} : { source }),
      ...(extra.path === undefined ? {} : { path: extra.path }),
      ...(this.position === undefined ? {} : { position: this.position }),
    };
  }
}

function composeMessage(detail: string, position?: SourcePosition, source?: string): string {
  const located = position === undefined ? detail : `${detail} at ${describePosition(position)}`;
  return source === undefined ? located : `${source}: ${located}`;
}
