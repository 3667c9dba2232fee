#!/usr/bin/env node
// What a page's HTML is made of, for issue 38's goals 2 (HTML ≤ 60 KB product, ≤ 90 KB listing, before compression).
// Per page kind: the whole document, the markup of header, footer and main, the class attributes, the inline SVG,
// React Router's hydration data (window.__reactRouterContext and the turbo-stream it enqueues), other inline scripts
// and styles; the parts overlap (a class attribute inside the header counts in both), the total does not.
// Usage: node bench/html-size.mjs [--save file.html-prefix] [path …]
//        (default: home, a listing, a product page, a kit page and a search)
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startDemoStore } from './lib.mjs';

/** Issue 38's goals (KB, uncompressed); the page kinds it names none for are only measured. */
const GOALS = { product: 60, listing: 90 };

const args = process.argv.slice(2);
const saveAt = args.indexOf('--save');
const savePrefix = saveAt >= 0 ? args.splice(saveAt, 2)[1] : null;

const kb = (n) => (n / 1024).toFixed(1);

/** The outer length of the first element `tag` (with its nested elements of the same name), or 0. */
function elementLength(html, tag) {
  const start = html.search(new RegExp(`<${tag}[\\s>]`));
  if (start < 0) return 0;
  const re = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  re.lastIndex = start;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return re.lastIndex - start;
  }
  return html.length - start;
}

const sum = (html, re) => [...html.matchAll(re)].reduce((n, m) => n + m[0].length, 0);

/** Inline scripts: those that carry React Router's data (context and stream) apart from the others. */
function scripts(html) {
  let routerData = 0;
  let other = 0;
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g)) {
    if (/__reactRouterContext|streamController/.test(m[0])) routerData += m[0].length;
    else other += m[0].length;
  }
  return { routerData, other };
}

function composition(html) {
  const { routerData, other } = scripts(html);
  return {
    total: html.length,
    gzip: gzipSync(html).length,
    header: elementLength(html, 'header'),
    footer: elementLength(html, 'footer'),
    main: elementLength(html, 'main'),
    classes: sum(html, / class="[^"]*"/g),
    svg: sum(html, /<svg[\s>][\s\S]*?<\/svg>/g),
    routerData,
    scripts: other,
    styles: sum(html, /<style[\s>][\s\S]*?<\/style>| style="[^"]*"/g),
  };
}

const COLUMNS = [
  ['total', 'total'],
  ['gzip', 'gzip'],
  ['header', 'header'],
  ['footer', 'footer'],
  ['main', 'main'],
  ['classes', 'class='],
  ['svg', 'svg'],
  ['routerData', 'RR data'],
  ['scripts', 'scripts'],
  ['styles', 'styles'],
];

const store = await startDemoStore();
try {
  let pages;
  if (args.length > 0) pages = args.map((path) => [path, path]);
  else {
    const { home, listing, product, kit } = await store.samplePages();
    pages = [
      ['product', product],
      ['listing', listing],
      ['home', home],
      ['kit', kit],
      ['search', '/busca?busca=termometro'],
    ];
  }
  console.log('KB, uncompressed unless gzip; parts overlap (a class inside the header counts in both)');
  console.log('page'.padEnd(9), ...COLUMNS.map(([, label]) => label.padStart(8)), 'goal'.padStart(6));
  for (const [kind, path] of pages) {
    const res = await fetch(store.base + path);
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    const html = await res.text();
    if (savePrefix) writeFileSync(`${savePrefix}${kind.replace(/\W+/g, '_')}.html`, html);
    const c = composition(html);
    const goal = GOALS[kind];
    const verdict = goal === undefined ? '' : `${goal} ${c.total / 1024 <= goal ? '✅' : '❌'}`;
    console.log(kind.padEnd(9), ...COLUMNS.map(([key]) => kb(c[key]).padStart(8)), verdict.padStart(6));
  }
  console.log('(pages:', pages.map(([, p]) => p).join(' '), ')');
} finally {
  await store.stop();
}
