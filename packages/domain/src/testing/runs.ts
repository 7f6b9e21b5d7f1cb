const mutating = process.env.STRYKER_MUTATOR_WORKER !== undefined;

/**
 * fast-check options for a property test: the full run count normally; under mutation testing
 * (STRYKER_MUTATOR_WORKER is set in its workers) a tenth of it, at least 20, and no shrinking of a
 * failure — a mutant only needs the test to fail, and every mutant a property reaches re-runs it.
 */
export function runs(count: number): { numRuns: number; endOnFailure: boolean } {
  return mutating
    ? { numRuns: Math.max(20, Math.round(count / 10)), endOnFailure: true }
    : { numRuns: count, endOnFailure: false };
}
