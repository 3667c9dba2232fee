#!/usr/bin/env node
// Lighthouse (mobile, the default emulation and simulated throttling) on the seeded store, for the DESIGN.md §7
// budgets: performance / accessibility / best practices / SEO ≥ 95 / 100 / 100 / 100, LCP ≤ 2.0 s, TBT ≤ 100 ms,
// CLS ≤ 0.05. Runs the Lighthouse CLI in Debian's Chromium (no browser download).
// Usage: node bench/lighthouse.mjs [path …]   (default: home, a listing and a product page)
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { root, startDemoStore } from './lib.mjs';

const chromium = ensureChromium();
const store = await startDemoStore();

async function defaultPaths() {
  const { home, listing, product } = await store.samplePages();
  return [home, listing, product];
}

/** One Lighthouse run; the report's categories and the three metrics of §7. */
function audit(url, attempts = 3) {
  const run = spawnSync(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromium }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) {
    // Headless Chromium now and then loses the trace of a load (NO_NAVSTART); another run records it.
    if (attempts > 1) return audit(url, attempts - 1);
    throw new Error(`lighthouse failed on ${url}:\n${run.stderr}`);
  }
  const report = JSON.parse(run.stdout);
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id) => report.audits[id]?.numericValue ?? NaN;
  const failed = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    scores: [score('performance'), score('accessibility'), score('best-practices'), score('seo')],
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failed,
  };
}

try {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : await defaultPaths();
  console.log('page'.padEnd(52), 'perf a11y  bp  seo   LCP s  TBT ms    CLS');
  for (const path of paths) {
    const r = audit(store.base + path);
    console.log(
      path.padEnd(52),
      r.scores.map((s) => String(s).padStart(4)).join(''),
      (r.lcp / 1000).toFixed(2).padStart(7),
      r.tbt.toFixed(0).padStart(7),
      r.cls.toFixed(3).padStart(6),
    );
    if (r.failed.length > 0) console.log('  failed audits:', r.failed.join(', '));
  }
} finally {
  await store.stop();
}
