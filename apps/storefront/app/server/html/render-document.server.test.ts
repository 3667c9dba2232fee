import { Suspense, createElement, use } from 'react';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { renderDocument } from './render-document.server';

const after = (ms: number, text: string) => new Promise<string>((resolve) => setTimeout(() => resolve(text), ms));

/** A part that waits for its data, behind a placeholder, as a shelf does (20 KB: more than React sends in place). */
function Part({ data }: { data: Promise<string> }) {
  return createElement('div', null, createElement('p', null, use(data)), createElement('p', null, 'x'.repeat(20_000)));
}

function page(data: Promise<string>) {
  return createElement(
    'main',
    null,
    createElement('h1', null, 'Produto'),
    createElement(Suspense, { fallback: createElement('p', null, 'carregando') }, createElement(Part, { data })),
  );
}

async function text(body: Readable): Promise<{ first: string; whole: string }> {
  let first: string | null = null;
  let whole = '';
  for await (const chunk of body) {
    const piece = Buffer.from(chunk as Buffer).toString('utf8');
    first ??= piece;
    whole += piece;
  }
  return { first: first ?? '', whole };
}

describe('renderDocument (streamed parts in place when ready within the wait)', () => {
  it('a part ready within the wait goes out in place: no placeholder, no hidden copy, no script moving it', async () => {
    const started = performance.now();
    const { body } = renderDocument(page(after(5, 'Prateleira')), { nonce: 'n', waitForAll: false, onError: () => {} });
    const { first, whole } = await text(await body);
    expect(first).toContain('<h1>Produto</h1><!--$--><div><p>Prateleira</p>');
    expect(whole).not.toContain('carregando');
    expect(whole).not.toContain('<template');
    expect(whole).not.toContain('<script');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('a part later than the wait streams behind its placeholder; the shell went out after the wait', async () => {
    const started = performance.now();
    const { body } = renderDocument(page(after(300, 'Prateleira')), {
      nonce: 'n',
      waitForAll: false,
      wholeWithinMs: 40,
      onError: () => {},
    });
    const out = await body;
    const sentAfter = performance.now() - started;
    const { first, whole } = await text(out);
    expect(sentAfter).toBeGreaterThanOrEqual(35);
    expect(sentAfter).toBeLessThan(250);
    expect(first).toContain('carregando');
    expect(first).not.toContain('Prateleira');
    expect(whole).toContain('Prateleira');
    expect(whole).toContain('nonce="n"');
  });

  it('bots wait for every part, however long', async () => {
    const { body } = renderDocument(page(after(150, 'Prateleira')), {
      nonce: 'n',
      waitForAll: true,
      wholeWithinMs: 10,
      onError: () => {},
    });
    const { first } = await text(await body);
    expect(first).toContain('<p>Prateleira</p>');
    expect(first).not.toContain('carregando');
    expect(first).not.toContain('<template');
  });

  it('an error of a part once the shell is ready is told as a part error; abort sends what there is', async () => {
    const stages: string[] = [];
    const never = new Promise<string>(() => {});
    const { body, abort } = renderDocument(page(never), {
      nonce: 'n',
      waitForAll: false,
      wholeWithinMs: 10_000,
      onError: (_error, stage) => stages.push(stage),
    });
    setTimeout(() => abort(new Error('tempo esgotado')), 20);
    const { whole } = await text(await body);
    expect(whole).toContain('<h1>Produto</h1>');
    expect(stages).toEqual(['part']);
  });
});
