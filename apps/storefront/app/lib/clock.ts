/** The one place that reads time and schedules timers, so tests can fake it (docs/architecture.md §5). */
export const clock = {
  now(): number {
    return Date.now();
  },
  /** Runs `fn` every `ms` milliseconds; returns the cancel function. */
  every(ms: number, fn: () => void): () => void {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  },
  /** Runs `fn` once after `ms` milliseconds; returns the cancel function. */
  after(ms: number, fn: () => void): () => void {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
};
