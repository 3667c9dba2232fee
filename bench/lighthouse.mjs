#!/usr/bin/env node
// Lighthouse (mobile, the default emulation and simulated throttling) on the seeded store, for the docs/architecture.md
// §7 budgets: performance / accessibility / best practices / SEO ≥ 95 / 100 / 100 / 100, LCP ≤ 2.0 s, TBT ≤ 100 ms,
// CLS ≤ 0.05 (issue 15's goal: 100 everywhere, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01). Each page is audited `--runs`
// times (3 by default) and the median of each figure printed, with the performance audits that lost points.
// Runs the Lighthouse CLI in Debian's Chromium (no browser download). Beside each page: Lighthouse's CPU benchmark index
// of this machine, and the load's long tasks in plain Chromium without throttling (sum and longest, ms), so that two
// machines' figures can be compared.
// Usage: node bench/lighthouse.mjs [--runs 3] [path …]   (default: home, a listing, a product, a kit and a search)
import { audit, longTasks, median } from './lighthouse-audit.mjs';
import { startDemoStore } from './lib.mjs';

const store = await startDemoStore();

const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
const pathArgs = process.argv.slice(2).filter((arg, i, all) => arg !== '--runs' && all[i - 1] !== '--runs');

async function defaultPaths() {
  const { home, listing, product, kit } = await store.samplePages();
  return [home, listing, product, kit, '/busca?busca=termometro'];
}

try {
  const paths = pathArgs.length > 0 ? pathArgs : await defaultPaths();
  console.log(`median of ${runs} run(s) per page`);
  console.log('page'.padEnd(52), 'perf a11y  bp  seo   LCP s  TBT ms    CLS  CPU index  long tasks ms (sum / longest)');
  for (const path of paths) {
    const all = Array.from({ length: runs }, () => audit(store.base + path));
    const scores = [0, 1, 2, 3].map((i) => median(all.map((r) => r.scores[i])));
    const tasks = await longTasks(store.base + path, runs);
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
      String(Math.round(median(all.map((r) => r.benchmarkIndex)))).padStart(10),
      `  ${tasks.sum.toFixed(0)} / ${tasks.longest.toFixed(0)}`,
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
