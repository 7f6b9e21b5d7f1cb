import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The process safety net (issue 23, decision 110), in a child process so its exits are real. */
const child = fileURLToPath(new URL('../../test/fixtures/safety-net-child.ts', import.meta.url));
const run = (scenario: string) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', child, scenario], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: result.status, stderr: result.stderr };
};

describe('installProcessSafetyNet', () => {
  it('logs an unhandled rejection and keeps running', () => {
    const { code, stderr } = run('rejection');
    expect(code).toBe(0);
    expect(stderr).toContain('"msg":"unhandled promise rejection"');
    expect(stderr).toContain('nobody handled me');
  });

  it('logs a lost connection thrown as an uncaught exception and keeps running', () => {
    const { code, stderr } = run('connection');
    expect(code).toBe(0);
    expect(stderr).toContain('"msg":"connection error (recovering)"');
  });

  it('logs any other uncaught exception as fatal and exits 1 for the supervisor', () => {
    const { code, stderr } = run('exception');
    expect(code).toBe(1);
    expect(stderr).toContain('"level":"fatal"');
    expect(stderr).toContain('a real bug');
  });
});
