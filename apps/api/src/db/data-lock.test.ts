import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE, holdDataDir } from './data-lock';

describe('one process at a time on an embedded database folder (issue 36, point 4)', () => {
  it('issue 36: a folder a live process holds is refused in Portuguese; a stale pid is taken over', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, LOCK_FILE), `${other.pid}\n`);
      expect(() => holdDataDir(dir)).toThrow(/está em uso por outro processo da loja \(pid \d+\)/);
    } finally {
      other.kill();
      await new Promise((r) => other.once('exit', r));
    }
    // The store that held it is gone: its pid is stale.
    const release = holdDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    release();
    expect(() => readFileSync(join(dir, LOCK_FILE))).toThrow();
  });

  it.runIf(process.platform === 'linux')(
    'issue 36: a pid reused by a process that is no store (after a restart) does not hold the folder',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'vitrine-lock-'));
      const other = spawn('sleep', ['30']);
      try {
        writeFileSync(join(dir, LOCK_FILE), `${other.pid}\n`);
        const release = holdDataDir(dir);
        expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
        release();
      } finally {
        other.kill();
        await new Promise((r) => other.once('exit', r));
      }
    },
  );
});
