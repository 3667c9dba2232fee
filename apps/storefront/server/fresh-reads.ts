/**
 * Shares one read among the callers that arrive while it waits to be issued, never one already under way: every
 * caller gets a value read after it called, with at most one read in flight and one waiting behind it. A page cache
 * hit costs a fraction of a catalogue version read under load, yet still sees a write committed before it arrived.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<unknown> = Promise.resolve();
  let waiting: Promise<T> | null = null;
  return () => {
    if (waiting) return waiting;
    const next = inFlight.then(
      () => issue(),
      () => issue(),
    );
    const issue = () => {
      // From here on a new caller waits for the next read: this one may have started before it arrived.
      if (waiting === next) waiting = null;
      return read();
    };
    waiting = next;
    inFlight = next.catch(() => undefined);
    return next;
  };
}
