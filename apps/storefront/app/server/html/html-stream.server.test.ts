import { describe, expect, it } from 'vitest';
import { TurnChunks, lowPriorityModulePreloads } from './html-stream.server';

/** What the stream passes on, chunk by chunk, while `write` runs its writes (possibly over several turns). */
async function chunksOf(
  write: (stream: TurnChunks) => Promise<void> | void,
  head?: (html: string) => string,
): Promise<string[]> {
  const stream = new TurnChunks(head);
  const out: string[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk.toString()));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  await write(stream);
  stream.end();
  await ended;
  return out;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('TurnChunks (decision 028)', () => {
  it('passes on what one turn of the event loop wrote as one chunk, in order', async () => {
    const chunks = await chunksOf(async (stream) => {
      stream.write('<html>');
      stream.write('<body>');
      stream.write('shell');
      await nextTurn();
    });
    expect(chunks).toEqual(['<html><body>shell']);
  });

  it('keeps streaming: what a later turn writes is a chunk of its own, sent without waiting for the end', async () => {
    const seen: string[] = [];
    const chunks = await chunksOf(async (stream) => {
      stream.on('data', (chunk: Buffer) => seen.push(chunk.toString()));
      stream.write('shell');
      await nextTurn();
      expect(seen).toEqual(['shell']);
      stream.write('<template>part 1</template>');
      await nextTurn();
      expect(seen).toEqual(['shell', '<template>part 1</template>']);
      stream.write('part 2');
    });
    expect(chunks).toEqual(['shell', '<template>part 1</template>', 'part 2']);
  });

  it('passes a chunk on at once when a turn writes 64 KB or more', async () => {
    const big = 'x'.repeat(40 * 1024);
    const sizes: number[] = [];
    const chunks = await chunksOf((stream) => {
      stream.on('data', (chunk: Buffer) => sizes.push(chunk.length));
      stream.write(big);
      expect(sizes).toEqual([]);
      stream.write(big);
      expect(sizes).toEqual([80 * 1024]);
      stream.write('tail');
    });
    expect(chunks.map((c) => c.length)).toEqual([80 * 1024, 4]);
  });

  it('passes on what is left when the page ends within the turn, and nothing empty', async () => {
    expect(await chunksOf((stream) => void stream.write('only'))).toEqual(['only']);
    expect(await chunksOf(() => undefined)).toEqual([]);
  });
});

describe('lowPriorityModulePreloads (decision 030)', () => {
  const head =
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
    '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js"/>' +
    '<link rel="preload" as="image" href="/media/a.svg" fetchPriority="high"/></head>';

  it("lowers the head's module preloads and nothing else", async () => {
    const body =
      '<body><p>&lt;link rel=&quot;modulepreload&quot; </p><link rel="modulepreload" href="/late.js"/></body>';
    const [page] = await chunksOf((stream) => void stream.write(head + body), lowPriorityModulePreloads);
    expect(page?.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js" nonce="n"/>');
    expect(page).toContain('<link rel="preload" as="image" href="/media/a.svg" fetchPriority="high"/>');
    expect(page).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(page?.endsWith(`</head>${body}`)).toBe(true);
  });

  it('rewrites only the first chunk the stream passes on', async () => {
    const out = await chunksOf(async (stream) => {
      stream.write(head.slice(0, -'</head>'.length));
      await nextTurn();
      stream.write('<link rel="modulepreload" href="/assets/other.js"/></head>');
    }, lowPriorityModulePreloads);
    expect(out).toHaveLength(2);
    expect(out[0]?.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out[1]).toBe('<link rel="modulepreload" href="/assets/other.js"/></head>');
  });
});
