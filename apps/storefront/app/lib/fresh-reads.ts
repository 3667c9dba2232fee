/**
 * Shares one read among the callers that arrive while it waits to be issued, never one already under way: every
 * caller gets a value read after it called, with at most one read in flight and one waiting behind it. The waiting
 * read is made with the arguments of the first caller that asked for it (for reads whose answer is the same for
 * every caller, such as the catalogue version). A page cache hit costs a fraction of a catalogue version read under
 * load, yet still sees a write committed before it arrived.
 */
export function freshReads<A extends unknown[], T>(read: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let inFlight: Promise<unknown> = Promise.resolve();
  let waiting: Promise<T> | null = null;
  return (...args: A) => {
    if (waiting) return waiting;
    const next = inFlight.then(
      () => issue(),
      () => issue(),
    );
    const issue = () => {
      // From here on a new caller waits for the next read: this one may have started before it arrived.
      if (waiting === next) waiting = null;
      return read(...args);
    };
    waiting = next;
    inFlight = next.catch(() => undefined);
    return next;
  };
}
