// Plain JavaScript, loaded by each package's vitest.config.ts under mutation testing only (like
// load-failure-reporter.mjs).
import { relative } from 'node:path';
import { BaseSequencer } from 'vitest/node';

/**
 * Under mutation testing StrykerJS runs vitest with `bail: 1`: a mutant is killed by the first failing test
 * file, and the files after it are skipped. Vitest's own order runs the longest files first (right for
 * many workers, wrong here), so a mutant that a 30 ms file kills often waited for the model test first.
 * This order runs the files that failed in the previous run first (consecutive mutants are usually in the
 * same module and killed by the same file), then the quickest first. For a static mutant (code run while
 * modules load, re-tested against every related file) that is the difference between one file and all.
 * A surviving mutant still runs every file, so no result changes, only how soon a kill is known.
 */
export class QuickKillSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const { cache, config } = this.ctx;
    const key = (/** @type {import('vitest/node').TestSpecification} */ f) =>
      `${f.project.name}:${relative(config.root, f.moduleId)}`;
    const rank = (/** @type {import('vitest/node').TestSpecification} */ f) => {
      const state = cache.getFileTestResults(key(f));
      const size = cache.getFileStats(key(f))?.size ?? 0;
      return { failed: state?.failed ? 0 : 1, duration: state?.duration ?? size / 1000 };
    };
    return [...files]
      .map((f) => ({ f, r: rank(f) }))
      .sort((a, b) => a.r.failed - b.r.failed || a.r.duration - b.r.duration)
      .map(({ f }) => f);
  }
}
