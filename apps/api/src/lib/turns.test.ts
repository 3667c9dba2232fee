import { describe, expect, it } from 'vitest';
import { mapInTurns } from './turns';

describe('long work gives the event loop turns (issue 26: the store answers during an import)', () => {
  it('maps in order and lets a queued callback run between slices, not only at the end', async () => {
    let ranAt = -1;
    let done = 0;
    setImmediate(() => (ranAt = done));
    const out = await mapInTurns(
      [1, 2, 3, 4, 5, 6, 7],
      (x) => {
        done += 1;
        return x * 2;
      },
      3,
    );
    expect(out).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(ranAt).toBe(3);
  });
});
