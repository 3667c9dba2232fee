#!/usr/bin/env node
// Start-up time of `npm start` on an empty data folder (create + migrate + seed) and on the second start,
// and the size of the seeded embedded database. Usage: node bench/startup.mjs
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, startStore } from './lib.mjs';

function folderBytes(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, entry) => sum + folderBytes(join(path, entry)), 0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
try {
  const first = await startStore({ DATA_DIR: dataDir });
  await first.stop();
  const second = await startStore({ DATA_DIR: dataDir });
  await second.stop();
  console.log(`first start (create, migrate, seed): ${fmt(first.ms)} ms`);
  console.log(`second start:                        ${fmt(second.ms)} ms`);
  console.log(`seeded database on disk:             ${(folderBytes(dataDir) / 1024 / 1024).toFixed(1)} MiB`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
