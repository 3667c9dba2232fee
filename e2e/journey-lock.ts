import { mkdir, rmdir, stat } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';

/** How long a lock left by a worker that died stands before another journey takes it over. */
const LOCK_STALE_MS = 120_000;
const LOCK_POLL_MS = 200;

/**
 * Runs `journey` while no other worker runs one of the same `name` against the same server: a directory beside the
 * system's temporary files, named after the journey and the server's port (mkdir is atomic), removed when the journey
 * ends however it ends. For journeys that change a setting every page reads, and put it back.
 */
export async function oneJourneyAtATime(name: string, baseURL: string | undefined, journey: () => Promise<void>) {
  const port = baseURL ? new URL(baseURL).port : 'default';
  const lock = join(os.tmpdir(), `vitrine-e2e-${name}-${port}.lock`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > LOCK_STALE_MS) await rmdir(lock).catch(() => undefined);
      else await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }
  try {
    await journey();
  } finally {
    await rmdir(lock).catch(() => undefined);
  }
}
