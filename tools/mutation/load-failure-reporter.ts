import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

/**
 * Under mutation testing only: a test file that fails to load (a mutant made a module throw on import)
 * becomes one failed test, so the mutant counts as killed. The vitest runner of StrykerJS 9.6.1 builds
 * a mutant's result from the tests it collected, and a file that cannot be imported collects none, so
 * such a mutant was reported as survived (stryker-js issue 6150).
 */
export class LoadFailureReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state === 'fail' && file.tasks.length === 0)
        file.tasks.push(loadFailure(file));
    }
  }
}

function loadFailure(file: RunnerTestFile): RunnerTestCase {
  const test = {
    type: 'test',
    name: 'loads',
    id: `${file.id}_loads`,
    mode: 'run',
    file,
    suite: file,
    meta: {},
    result: { state: 'fail', errors: file.result?.errors ?? [], duration: 0 },
  };
  return test as unknown as RunnerTestCase;
}
