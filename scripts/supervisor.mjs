// The supervisor of `npm start` (docs/architecture.md §2): a primary process that runs the store's workers on the one port
// (Node's cluster) and starts a worker again as soon as it dies — at once the first time, then with a back-off
// while it keeps dying young. SIGTERM and SIGINT stop the workers gracefully (each finishes the requests in flight)
// and then the supervisor.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

/** A worker that lived this long was healthy: its death starts the back-off over. */
export const HEALTHY_AFTER_MS = 30_000;
const BACKOFF_FIRST_MS = 250;
const BACKOFF_MAX_MS = 30_000;

/** How many workers: WORKERS when set (> 0), else one per core on PostgreSQL; PGlite always one. */
export function workerCount({ workers, postgres, cores = availableParallelism() }) {
  if (!postgres) return 1;
  return workers > 0 ? workers : Math.max(1, cores);
}

/** The wait before restarting after `crashes` deaths in a row of young workers: 0, then 250 ms doubling to 30 s. */
export function restartDelayMs(crashes) {
  if (crashes <= 1) return 0;
  return Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** (crashes - 2));
}

const log = (message) => console.log(`[supervisor] ${message}`);

/**
 * Runs `count` workers. The first starts alone (it migrates and seeds an empty database); the others once it
 * listens, so they never race on the schema.
 */
export function supervise(count) {
  let stopping = false;
  let crashes = 0;
  const startedAt = new Map();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    log(`worker ${worker.process.pid} started`);
    return worker;
  };

  const first = fork();
  first.once('listening', () => {
    for (let i = 1; i < count; i += 1) fork();
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    crashes = lived >= HEALTHY_AFTER_MS ? 1 : crashes + 1;
    const delay = restartDelayMs(crashes);
    log(
      `worker ${worker.process.pid} ended (${signal ?? `code ${code}`}) after ${lived} ms; restarting in ${delay} ms`,
    );
    // Not unref'd: with its only worker gone, this timer is what keeps the supervisor alive until the next fork.
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping the workers (requests in flight finish first)`);
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
