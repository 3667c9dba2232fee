import { describe, expect, it } from 'vitest';
import { freshReads } from './fresh-reads';

/** A read whose answers the test releases one by one: each answer is the number of reads issued so far. */
function controlledRead() {
  const releases: (() => void)[] = [];
  let issued = 0;
  const read = (who: string) =>
    new Promise<string>((resolve) => {
      issued += 1;
      const n = issued;
      releases.push(() => resolve(`${n}:${who}`));
    });
  return { read, releases, issued: () => issued };
}
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fresh reads (decision 035: one catalogue version read shared, never an older one)', () => {
  it('callers arriving while a read waits share it; one arriving while it runs gets the next', async () => {
    const source = controlledRead();
    const version = freshReads(source.read);
    const a = version('a');
    const b = version('b');
    await turn();
    expect(source.issued()).toBe(1); // a and b share the first read, made with the first caller's arguments
    const c = version('c'); // the first read is under way: c must not take its answer
    const d = version('d');
    await turn();
    expect(source.issued()).toBe(1); // at most one in flight
    source.releases[0]!();
    expect(await a).toBe('1:a');
    expect(await b).toBe('1:a');
    await turn();
    expect(source.issued()).toBe(2);
    source.releases[1]!();
    expect(await c).toBe('2:c');
    expect(await d).toBe('2:c');
  });

  it('a failed read fails its callers only; the next caller reads again', async () => {
    let fail = true;
    let reads = 0;
    const version = freshReads(() => {
      reads += 1;
      return fail ? Promise.reject(new Error('down')) : Promise.resolve('ok');
    });
    await expect(version()).rejects.toThrow('down');
    fail = false;
    expect(await version()).toBe('ok');
    expect(reads).toBe(2);
  });
});
