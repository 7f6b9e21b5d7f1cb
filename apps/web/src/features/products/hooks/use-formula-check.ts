import { useEffect, useState } from 'react';
import type { FormulaIssue, RatingVersion, Suggestion } from '@turbine/rating';

type RatingModule = typeof import('@turbine/rating');
let loading: Promise<RatingModule> | null = null;

/** The rating engine is only needed by the formula editors, so it loads on first use (DESIGN §10). */
export function loadRating(): Promise<RatingModule> {
  loading ??= import('@turbine/rating');
  return loading;
}

/** Loads the engine and re-renders once it is there. */
export function useRatingEngine(): RatingModule | null {
  const [engine, setEngine] = useState<RatingModule | null>(null);
  useEffect(() => {
    let live = true;
    void loadRating().then((m) => live && setEngine(() => m));
    return () => {
      live = false;
    };
  }, []);
  return engine;
}

/** A syntax problem of one formula text, with the 1-based line and column when known. */
export interface SyntaxProblem {
  message: string;
  line?: number;
  column?: number;
}

/** Parses a formula as the server will (parseFormula); null when it parses, or while the engine loads. */
export function syntaxProblem(engine: RatingModule | null, text: string): SyntaxProblem | null {
  if (!engine || text.trim() === '') return null;
  try {
    engine.parseFormula(text);
    return null;
  } catch (e) {
    if (e instanceof engine.RatingError) {
      const pos = e.position;
      return pos
        ? { message: e.detail, line: pos.line, column: pos.column }
        : { message: e.detail };
    }
    return { message: e instanceof Error ? e.message : String(e) };
  }
}

/** The issues the whole-version check finds for one item (`source` = its name). */
export function issuesFor(
  engine: RatingModule | null,
  version: RatingVersion,
  source: string,
  fields?: readonly string[],
): FormulaIssue[] {
  if (!engine) return [];
  const check = engine.checkFormulaSet(version, fields ? { fields } : {});
  return check.issues.filter((i) => i.source === source);
}

/** The word being typed at the caret: letters, digits and _ ending at `caret`. */
export function wordAt(text: string, caret: number): { start: number; word: string } {
  const before = text.slice(0, caret);
  const match = /[A-Za-z_][A-Za-z0-9_]*$/.exec(before);
  return match ? { start: caret - match[0].length, word: match[0] } : { start: caret, word: '' };
}

export type { Suggestion };
