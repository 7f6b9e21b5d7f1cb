// Plain JavaScript: each package's vitest.config.ts imports it at run time from StrykerJS's sandbox copy,
// where Node loads it without a TypeScript loader.

/**
 * Under mutation testing only: a test file that fails to load (a mutant made a module throw on import)
 * becomes one failed test, so the mutant counts as killed. The vitest runner of StrykerJS 9.6.1 builds
 * a mutant's result from the tests it collected, and a file that cannot be imported collects none, so
 * such a mutant was reported as survived (stryker-js issue 6150).
 * @implements {import('vitest/node').Reporter}
 */
export class LoadFailureReporter {
  /** @type {import('vitest/node').Vitest | undefined} */
  vitest;

  /** @param {import('vitest/node').Vitest} vitest */
  onInit(vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      file.tasks.push(
        /** @type {any} */ ({
          type: 'test',
          name: 'loads',
          id: `${file.id}_loads`,
          mode: 'run',
          file,
          suite: file,
          meta: {},
          result: { state: 'fail', errors: file.result.errors ?? [], duration: 0 },
        }),
      );
    }
  }
}
