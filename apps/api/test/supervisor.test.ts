/**
 * docs/architecture.md §2 (issue 34): `npm start` supervises the store. The real start script runs (PGlite in a directory of
 * its own); its worker is killed with SIGKILL and the store serves again, started anew by the supervisor; SIGTERM
 * then stops it all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restartDelayMs, workerCount } from '../../../scripts/supervisor.mjs';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PORT = 3300 + (process.pid % 500);
const BASE = `http://127.0.0.1:${PORT}`;

describe('the supervisor’s rules', () => {
  it('one worker per core on PostgreSQL (or WORKERS); PGlite always one', () => {
    expect(workerCount({ workers: 0, postgres: true, cores: 4 })).toBe(4);
    expect(workerCount({ workers: 2, postgres: true, cores: 4 })).toBe(2);
    expect(workerCount({ workers: 8, postgres: false, cores: 4 })).toBe(1);
  });
  it('restarts at once, then backs off while the worker keeps dying young', () => {
    expect([1, 2, 3, 4, 10, 20].map(restartDelayMs)).toEqual([0, 250, 500, 1_000, 30_000, 30_000]);
  });
});

async function serving(): Promise<boolean> {
  try {
    return (await fetch(`${BASE}/healthz`, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('architecture §2: npm start keeps the store up', () => {
  let store: ChildProcess;
  let output = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-supervisor-'));
  const workerPids = () => [...output.matchAll(/worker (\d+) started/g)].map((m) => Number(m[1]));

  beforeAll(async () => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'DATABASE_URL'),
    );
    store = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: { ...env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    store.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    store.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(serving, 170_000);
  }, 180_000);
  afterAll(async () => {
    if (store && store.exitCode === null) {
      store.kill('SIGTERM');
      await until(() => store.exitCode !== null, 15_000).catch(() => store.kill('SIGKILL'));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('a worker killed with SIGKILL is started again and the store serves', async () => {
    const [worker] = workerPids();
    expect(worker, output).toBeGreaterThan(0);
    const killed = performance.now();
    process.kill(worker!, 'SIGKILL');
    await until(async () => !(await serving()) || workerPids().length > 1, 5_000);
    // A restarted worker opens the embedded database again (its recovery after a kill) before it listens.
    await until(serving, 150_000).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${output.slice(-3_000)}`);
    });
    const ms = Math.round(performance.now() - killed);
    expect(workerPids().length).toBe(2);
    console.info(`kill -9 of the worker → serving again: ${ms} ms`);
  }, 180_000);

  it('SIGTERM stops the workers and the supervisor', async () => {
    store.kill('SIGTERM');
    await until(() => store.exitCode !== null, 15_000);
    expect(store.exitCode).toBe(0);
    expect(await serving()).toBe(false);
  }, 30_000);
});
