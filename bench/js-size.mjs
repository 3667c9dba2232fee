#!/usr/bin/env node
// JavaScript a page loads on first visit (gzip), for the docs/architecture.md §7 budget (≤ 140 KB on every page kind,
// goal 125).
// Usage: node bench/js-size.mjs [path …]   (default: home, a listing, a product page and a kit page)
import { gzipSync } from 'node:zlib';
import { startDemoStore } from './lib.mjs';

const store = await startDemoStore();

async function defaultPaths() {
  const { home, listing, product, kit } = await store.samplePages();
  return [home, listing, product, kit];
}

/** Every script the page asks for up front: module preloads and module scripts (React Router lists them all). */
function scriptUrls(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) urls.add(m[1]);
  return [...urls];
}

try {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : await defaultPaths();
  console.log('page'.padEnd(60), 'files', ' KB gzip');
  for (const path of paths) {
    const html = await (await fetch(store.base + path)).text();
    const urls = scriptUrls(html);
    let bytes = 0;
    for (const url of urls) bytes += gzipSync(Buffer.from(await (await fetch(store.base + url)).arrayBuffer())).length;
    console.log(path.padEnd(60), String(urls.length).padStart(5), (bytes / 1024).toFixed(1).padStart(8));
  }
} finally {
  await store.stop();
}
