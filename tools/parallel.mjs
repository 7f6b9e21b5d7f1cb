#!/usr/bin/env node
// Runs shell commands side by side, at most `--jobs N` at once (default: the number of cores), and
// fails when any of them fails. Each command's output is held and printed whole when it ends, so two
// logs never interleave. Used by `npm run typecheck` (seven independent `tsc -p`) and by `.ci/run`
// (type check, lint and formatting at once): on the 2-core machine the sequential chain left a core idle.
// With --stream, each line is printed as it comes, prefixed with the command's number ([1], [2]…): for
// long runs (`npm test` runs vitest beside Playwright), so a CI log shows progress rather than nothing
// for twenty minutes.
//   node tools/parallel.mjs [--jobs N] [--stream] 'cmd one' 'cmd two' ...
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { StringDecoder } from 'node:string_decoder';
import { availableParallelism } from 'node:os';
import process from 'node:process';

const args = process.argv.slice(2);
let jobs = availableParallelism();
if (args[0] === '--jobs') {
  jobs = Math.max(1, Number(args[1]) || 1);
  args.splice(0, 2);
}
let stream = false;
if (args[0] === '--stream') {
  stream = true;
  args.shift();
}
const queue = args.map((command, index) => ({ command, index }));
const failures = [];
const started = Date.now();

/** Writes whole lines with the prefix; keeps a partial last line until the next chunk or the end. */
function lineWriter(prefix) {
  let pending = '';
  const decoder = new StringDecoder('utf8'); // a character split across two chunks stays whole
  return {
    write(chunk) {
      const lines = (pending + decoder.write(chunk)).split('\n');
      pending = lines.pop() ?? '';
      if (lines.length > 0) process.stdout.write(lines.map((l) => `${prefix} ${l}\n`).join(''));
    },
    end() {
      pending += decoder.end();
      if (pending) process.stdout.write(`${prefix} ${pending}\n`);
      pending = '';
    },
  };
}

function run({ command, index }) {
  return new Promise((resolve) => {
    const begin = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    const out = stream ? lineWriter(`[${index + 1}]`) : null;
    if (out) process.stdout.write(`[${index + 1}] ${command}\n`);
    child.stdout.on('data', (c) => (out ? out.write(c) : chunks.push(c)));
    child.stderr.on('data', (c) => (out ? out.write(c) : chunks.push(c)));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      out?.end();
      const seconds = ((Date.now() - begin) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`${ok ? '✓' : '✗'} ${command} (${seconds} s)\n`);
      const output = Buffer.concat(chunks).toString();
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      if (!ok) failures.push(`${command} (${signal ?? `exit ${code}`})`);
      resolve();
    });
  });
}

async function worker() {
  for (let next = queue.shift(); next; next = queue.shift()) await run(next);
}

await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, worker));
const total = ((Date.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  process.stdout.write(`${failures.length} failed after ${total} s:\n  ${failures.join('\n  ')}\n`);
  process.exit(1);
}
process.stdout.write(`all ${args.length} passed in ${total} s\n`);
