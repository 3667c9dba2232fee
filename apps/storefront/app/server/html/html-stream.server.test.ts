import { describe, expect, it } from 'vitest';
import { DEFERRED_MODULE_TYPE, TurnChunks, scriptsAfterFirstPaint, type DocumentRewrite } from './html-stream.server';

/** What the stream passes on, chunk by chunk, while `write` runs its writes (possibly over several turns). */
async function chunksOf(
  write: (stream: TurnChunks) => Promise<void> | void,
  rewrite?: DocumentRewrite,
): Promise<string[]> {
  const stream = new TurnChunks(rewrite);
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

describe('scriptsAfterFirstPaint (decisions 030 and 047)', () => {
  const head =
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
    '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js" nonce="n"/>' +
    '<link rel="preload" as="image" href="/media/a.svg" fetchPriority="high"/></head>';
  const moduleScript = '<script nonce="n" type="module" async="">import "/assets/root.js";</script>';
  const body = `<body><p>&lt;link rel=&quot;modulepreload&quot; </p><p>type=&quot;module&quot;</p>${moduleScript}</body>`;
  const deferred = `<script nonce="n" type="${DEFERRED_MODULE_TYPE}" async="">import "/assets/root.js";</script>`;
  /** What the stream passes on when the page is written in two turns of the event loop. */
  const inTwoTurns = (first: string, second: string) =>
    chunksOf(async (stream) => {
      stream.write(first);
      await nextTurn();
      stream.write(second);
    }, scriptsAfterFirstPaint('n'));

  it("keeps the head's module preloads in an inert template, at low priority, and nothing else", async () => {
    const [page] = await chunksOf((stream) => void stream.write(head + body), scriptsAfterFirstPaint('n'));
    const [, template] = /<template id="modulos-da-pagina">(.*?)<\/template>/.exec(page ?? '') ?? [];
    expect(template).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js" nonce="n"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js" nonce="n"/>',
    );
    // No preload is left outside the template: the browser fetches no module before the first paint.
    expect(page?.replace(/<template.*?<\/template>/, '')).not.toContain('rel="modulepreload"');
    expect(page).toContain('<link rel="preload" as="image" href="/media/a.svg" fetchPriority="high"/>');
    expect(page).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("ends the head with the script that starts them, with the response's nonce", async () => {
    const [page] = await chunksOf((stream) => void stream.write(head + body), scriptsAfterFirstPaint('n'));
    expect(page).toMatch(/<\/template><script nonce="n">\(function\(\)\{.*requestAnimationFrame.*<\/script><\/head>/);
    const [untouched] = await chunksOf((stream) => void stream.write(head + body), scriptsAfterFirstPaint(undefined));
    expect(untouched).toMatch(/<\/template><script>\(function/);
  });

  it("gives React Router's module script a type no browser runs, found only by its tag with the nonce", async () => {
    const [page] = await chunksOf((stream) => void stream.write(head + body), scriptsAfterFirstPaint('n'));
    expect(page).toContain(deferred);
    expect(page).not.toContain('type="module"');
    // Text of the page that spells the tag (escaped by React) is left as it is.
    expect(page).toContain('<p>type=&quot;module&quot;</p>');
    // A script tag without this response's nonce is not React Router's: it is left alone.
    const [other] = await chunksOf((stream) => void stream.write(head + body), scriptsAfterFirstPaint('m'));
    expect(other).toContain(moduleScript);
  });

  it('finds the module script when it straddles two chunks, and streams the rest as before', async () => {
    const filler = 'x'.repeat(64 * 1024);
    const cut = moduleScript.indexOf('type=');
    const out = await chunksOf(async (stream) => {
      stream.write(head + filler + moduleScript.slice(0, cut));
      stream.write(moduleScript.slice(cut));
      await nextTurn();
      stream.write('<template>part</template>');
    }, scriptsAfterFirstPaint('n'));
    expect(out.join('')).toContain(deferred);
    expect(out.join('')).not.toContain('type="module"');
    expect(out.at(-1)).toBe('<template>part</template>');
  });

  it('passes on every byte when the tag never comes', async () => {
    const out = await inTwoTurns(head, '<body>no scripts</body>');
    expect(out.join('')).toMatch(/<\/head><body>no scripts<\/body>$/);
  });

  it('rewrites the head of the first chunk only, and nothing of a stream whose first chunk holds no head', async () => {
    const out = await inTwoTurns(head, '<link rel="modulepreload" href="/assets/other.js"/>');
    expect(out[0]?.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out.join('')).toMatch(/<\/head><link rel="modulepreload" href="\/assets\/other.js"\/>$/);
    const cut = await inTwoTurns(head.slice(0, -'</head>'.length), `</head>${body}`);
    // Its scripts start as React Router wrote them: nothing waits for a starter that is not there.
    expect(cut.join('')).toBe(head + body);
  });
});
