import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const drizzleKit = resolve(apiRoot, '../../node_modules/drizzle-kit/bin.cjs');

/** Runs `drizzle-kit generate` over a copy of the committed migrations; returns the .sql files after. */
function generateOnCopy(prepare: (migrationsDir: string) => void = () => {}): {
  before: string[];
  after: string[];
} {
  const dir = mkdtempSync(join(tmpdir(), 'turbine-migrations-'));
  try {
    const out = join(dir, 'migrations');
    cpSync(join(apiRoot, 'migrations'), out, { recursive: true });
    prepare(out);
    const list = () =>
      readdirSync(out)
        .filter((f) => f.endsWith('.sql'))
        .sort();
    const before = list();
    // drizzle-kit resolves paths relative to its working directory.
    const schema = relative(dir, join(apiRoot, 'src/platform/db/schema.ts'));
    writeFileSync(
      join(dir, 'drizzle.config.ts'),
      `export default { dialect: 'postgresql', schema: ${JSON.stringify(schema)}, out: './migrations' };\n`,
    );
    execFileSync(process.execPath, [drizzleKit, 'generate', '--config', 'drizzle.config.ts'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { before, after: list() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('migrations (CONVENTIONS: CI fails if schema and migrations disagree)', () => {
  it('generating from the current schema adds no migration to the committed ones', () => {
    const { before, after } = generateOnCopy();
    expect(before.length).toBeGreaterThan(0);
    expect(after).toEqual(before);
  }, 60_000);

  it('does notice a schema change that has no migration (the check can fail)', () => {
    // Drop the newest migration and its snapshot from the copy: the schema is now "ahead".
    const { before, after } = generateOnCopy((out) => {
      const newest = readdirSync(out)
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .pop()!;
      const index = newest.slice(0, 4);
      rmSync(join(out, newest));
      rmSync(join(out, 'meta', `${index}_snapshot.json`));
      const journalPath = join(out, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
        entries: { idx: number }[];
      };
      journal.entries = journal.entries.filter((e) => e.idx !== Number(index));
      writeFileSync(journalPath, JSON.stringify(journal));
    });
    expect(after.length).toBe(before.length + 1);
  }, 60_000);
});
