#!/usr/bin/env node
// Lighthouse (mobile, the default emulation and simulated throttling) on the seeded store, for the docs/architecture.md
// §7 budgets: performance / accessibility / best practices / SEO ≥ 95 / 100 / 100 / 100, LCP ≤ 2.0 s, TBT ≤ 100 ms,
// CLS ≤ 0.05 (issue 15's goal: 100 everywhere, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01). Each page is audited `--runs`
// times (3 by default) and the median of each figure printed, with the performance audits that lost points.
// Runs the Lighthouse CLI in Debian's Chromium (no browser download).
// Usage: node bench/lighthouse.mjs [--runs 3] [path …]   (default: home, a listing, a product, a kit and a search)
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { root, startDemoStore } from './lib.mjs';

const chromium = ensureChromium();
const store = await startDemoStore();

const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
const pathArgs = process.argv.slice(2).filter((arg, i, all) => arg !== '--runs' && all[i - 1] !== '--runs');

async function defaultPaths() {
  const { home, listing, product, kit } = await store.samplePages();
  return [home, listing, product, kit, '/busca?busca=termometro'];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

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
  // The performance metrics that lost points, with what each cost (weight × missing score).
  const lost = report.categories.performance.auditRefs
    .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
    .map(
      (ref) =>
        `${ref.id} ${report.audits[ref.id].displayValue ?? ''} (−${(ref.weight * (1 - report.audits[ref.id].score)).toFixed(1)})`,
    );
  return {
    scores: [score('performance'), score('accessibility'), score('best-practices'), score('seo')],
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failed,
    lost,
  };
}

try {
  const paths = pathArgs.length > 0 ? pathArgs : await defaultPaths();
  console.log(`median of ${runs} run(s) per page`);
  console.log('page'.padEnd(52), 'perf a11y  bp  seo   LCP s  TBT ms    CLS');
  for (const path of paths) {
    const all = Array.from({ length: runs }, () => audit(store.base + path));
    const scores = [0, 1, 2, 3].map((i) => median(all.map((r) => r.scores[i])));
    console.log(
      path.padEnd(52),
      scores.map((s) => String(s).padStart(4)).join(''),
      (median(all.map((r) => r.lcp)) / 1000).toFixed(2).padStart(7),
      median(all.map((r) => r.tbt))
        .toFixed(0)
        .padStart(7),
      median(all.map((r) => r.cls))
        .toFixed(3)
        .padStart(6),
      `  (TBT of each run: ${all.map((r) => r.tbt.toFixed(0)).join(', ')})`,
    );
    const failed = [...new Set(all.flatMap((r) => r.failed))];
    if (failed.length > 0) console.log('  failed audits:', failed.join(', '));
    const lost = all[0].lost;
    if (lost.length > 0) console.log('  performance lost on (first run):', lost.join('; '));
  }
} finally {
  await store.stop();
}
