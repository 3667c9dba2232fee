/**
 * Long work in the API's process (a catalogue import's batch of 1,000 products) handing the event loop back now and
 * then, so that the requests queued meanwhile are answered in between instead of after the whole batch.
 */

/** One turn of the event loop: what is queued (requests, I/O) runs before the caller goes on. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Items handled between two turns: about a few milliseconds of an import's work. */
const EVERY = 50;

/** `items` mapped by `fn` in order, with a turn of the event loop every `every` items. */
export async function mapInTurns<T, U>(
  items: readonly T[],
  fn: (item: T, index: number) => U | Promise<U>,
  every = EVERY,
): Promise<U[]> {
  const out: U[] = [];
  for (const [i, item] of items.entries()) {
    if (i > 0 && i % every === 0) await nextTurn();
    out.push(await fn(item, i));
  }
  return out;
}
