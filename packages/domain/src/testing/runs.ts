/**
 * Property-test runs: the full count normally, a tenth (at least 20) under mutation testing, where
 * every mutant a property test reaches re-runs it (STRYKER_MUTATOR_WORKER is set in its workers).
 */
export function runs(count: number): number {
  return process.env.STRYKER_MUTATOR_WORKER === undefined
    ? count
    : Math.max(20, Math.round(count / 10));
}
