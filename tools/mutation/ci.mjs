// Mutation testing in CI, run from a package folder (`npm run test:mutation:ci -w <package>`):
//   node ../../tools/mutation/ci.mjs [--check] [incremental file] [-- extra stryker arguments]
// (--check: only say whether anything changed, never start Stryker)
//
// StrykerJS's incremental mode re-tests only mutants whose code or covering tests changed, but before it
// can reuse anything it instruments the package, starts the TypeScript checker (a full `tsc` program) and
// makes a dry run of every related test with coverage: 1–3 minutes on a shared machine even when nothing
// changed (docs/testing.md, "In CI"). When every source file it mutates and every test file is exactly
// as the incremental file recorded them, Stryker would reuse every result, so this script reads the score
// from the file instead, and fails below `thresholds.break` the same way. Otherwise it runs
// `stryker run --incremental`, which re-tests what changed and applies the threshold itself.
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import process from 'node:process';

const args = process.argv.slice(2);
const dashes = args.indexOf('--');
const own = (dashes === -1 ? args : args.slice(0, dashes)).filter((a) => a !== '--check');
const checkOnly =
  args.indexOf('--check') !== -1 && (dashes === -1 || args.indexOf('--check') < dashes);
const extra = dashes === -1 ? [] : args.slice(dashes + 1);
const config = JSON.parse(readFileSync('stryker.config.json', 'utf8'));
const incrementalFile = own[0] ?? config.incrementalFile ?? 'reports/stryker-incremental.json';
const breakAt = config.thresholds?.break ?? 0;

/** Every file under `dir`, relative to the package, with forward slashes (as Stryker records them). */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [relative('.', path).split(sep).join('/')];
  });
}

// The same selection as `mutate` in stryker.config.json and `include` in vitest.config.ts; a `--mutate`
// list of files (no globs) among the extra arguments narrows the sources, as it narrows Stryker's run.
const all = walk('src').filter((f) => f.endsWith('.ts'));
const mutateAt = extra.indexOf('--mutate');
const mutateList = mutateAt === -1 ? null : extra[mutateAt + 1].split(',');
const sources = all.filter((f) =>
  mutateList
    ? mutateList.includes(f)
    : !f.endsWith('.test.ts') && !f.endsWith('/fixtures.ts') && !f.includes('/testing/'),
);

// A test file counts when it imports a mutated file, directly or through other files of the package (as
// vitest's `related` selects them); only those are recorded in the incremental file.
const importsOf = new Map(
  all.map((f) => [
    f,
    [...readFileSync(f, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)].map(([, spec]) =>
      join(dirname(f), spec).split(sep).join('/'),
    ),
  ]),
);
function reaches(file, targets, seen = new Set()) {
  if (targets.has(file)) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return (importsOf.get(file) ?? []).some((i) => reaches(i, targets, seen));
}
const tests = all.filter((f) => f.endsWith('.test.ts') && reaches(f, new Set(sources)));

function unchangedReason(report) {
  const recordedSources = Object.keys(report.files);
  const recordedTests = Object.keys(report.testFiles ?? {});
  for (const f of sources) {
    if (!recordedSources.includes(f)) return `${f} is not in ${incrementalFile}`;
    if (readFileSync(f, 'utf8') !== report.files[f].source) return `${f} changed`;
  }
  for (const f of recordedSources) if (!sources.includes(f)) return `${f} was removed`;
  for (const f of tests) {
    if (!recordedTests.includes(f)) return `${f} is not in ${incrementalFile}`;
    if (readFileSync(f, 'utf8') !== report.testFiles[f].source) return `${f} changed`;
  }
  for (const f of recordedTests) if (!tests.includes(f)) return `${f} was removed`;
  return null;
}

function scoreOf(report) {
  const count = { detected: 0, undetected: 0, compileErrors: 0, ignored: 0 };
  for (const file of Object.values(report.files)) {
    for (const { status } of file.mutants) {
      if (status === 'Killed' || status === 'Timeout') count.detected++;
      else if (status === 'Survived' || status === 'NoCoverage') count.undetected++;
      else if (status === 'CompileError' || status === 'RuntimeError') count.compileErrors++;
      else count.ignored++;
    }
  }
  const scored = count.detected + count.undetected;
  return { ...count, score: scored === 0 ? 100 : (100 * count.detected) / scored };
}

const report = existsSync(incrementalFile)
  ? JSON.parse(readFileSync(incrementalFile, 'utf8'))
  : null;
const changed = report ? unchangedReason(report) : `${incrementalFile} does not exist`;
if (report && changed === null && !extra.includes('--force')) {
  const s = scoreOf(report);
  const verdict = s.score >= breakAt ? 'passes' : 'is under';
  console.log(
    `mutation testing: nothing changed since ${incrementalFile}; every result reused: ` +
      `score ${s.score.toFixed(2)} % (${s.detected} detected, ${s.undetected} undetected, ` +
      `${s.compileErrors} compile errors) ${verdict} the break threshold of ${breakAt} %`,
  );
  process.exit(s.score >= breakAt ? 0 : 1);
}
if (checkOnly) {
  console.log(`mutation testing: ${changed}`);
  process.exit(3);
}
console.log(`mutation testing: ${changed}: running StrykerJS incrementally`);
const result = spawnSync(
  'npx',
  ['stryker', 'run', '--incremental', '--incrementalFile', incrementalFile, ...extra],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
