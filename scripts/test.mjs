#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure, with a timing table at the end.
//
// Environment: SKIP_E2E=1 skips the end-to-end step on a developer machine (ignored when CI is set).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CI = Boolean(process.env.CI);

const STEPS = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'format', script: 'format:check' },
  { name: 'unit + component tests', script: 'test:unit' },
  { name: 'API tests on PGlite', script: 'test:api' },
  { name: 'API tests on PostgreSQL', script: 'test:api:pg' },
  { name: 'end-to-end tests', script: 'test:e2e', e2e: true },
];

let skipE2e = process.env.SKIP_E2E === '1' || process.env.SKIP_E2E === 'true';
if (skipE2e && CI) {
  console.error('[test] SKIP_E2E is ignored because CI is set: the end-to-end tests run.');
  skipE2e = false;
}

let current = null;
let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = signal;
    if (current && current.exitCode === null && current.signalCode === null) current.kill(signal);
  });
}

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { cwd: ROOT, stdio: 'inherit' });
    current = child;
    child.on('error', (error) => {
      console.error(`[test] could not start npm: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolve(signal ? 128 + (os.constants.signals[signal] ?? 1) : (code ?? 1));
    });
  });
}

function printTable(rows) {
  const header = ['step', 'seconds', 'result'];
  const cells = rows.map((row) => [row.name, row.seconds, row.result]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((cell) => cell[i].length)));
  const line = (cell) =>
    cell
      .map((text, i) => (i === 1 ? text.padStart(widths[i]) : text.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log('');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cell of cells) console.log(line(cell));
}

const rows = [];
let exitCode = 0;
const started = Date.now();

for (const step of STEPS) {
  if (exitCode !== 0) {
    rows.push({ name: step.name, seconds: '', result: 'not run' });
    continue;
  }
  if (step.e2e && skipE2e) {
    console.error('[test] SKIP_E2E=1: skipping the end-to-end tests.');
    rows.push({ name: step.name, seconds: '', result: 'SKIPPED (SKIP_E2E=1)' });
    continue;
  }
  console.log(`\n[test] ${step.name}: npm run ${step.script}`);
  const t0 = Date.now();
  const code = await run(step.script);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (code === 0) {
    rows.push({ name: step.name, seconds, result: 'ok' });
  } else {
    rows.push({ name: step.name, seconds, result: `FAILED (exit ${code})` });
    exitCode = code;
    const reason = interrupted ? `interrupted by ${interrupted}` : `\`npm run ${step.script}\` exited with ${code}`;
    const later = step === STEPS.at(-1) ? '' : ' Later steps were not run.';
    console.error(`\n[test] ${step.name} failed: ${reason}.${later}`);
  }
}

printTable(rows);
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(exitCode);
