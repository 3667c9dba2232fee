// Lighthouse (mobile, the default emulation and simulated throttling) in Debian's Chromium, one page at a time: shared
// by bench/lighthouse.mjs (the demo store's pages) and bench/images.mjs (pages with photographic originals).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium as playwright } from 'playwright-core';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { root } from './lib.mjs';

const chromium = ensureChromium();

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run; the report's categories and the three metrics of §7. */
export function audit(url, attempts = 3) {
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
    // Lighthouse's own measure of this machine's CPU (higher is faster): two machines' figures compare only beside it.
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
    failed,
    lost,
  };
}

/**
 * The load's long tasks (> 50 ms) in plain Chromium, without Lighthouse's throttling, at a phone's viewport: their sum
 * and the longest, in ms (median of `runs` loads). What the page costs this machine's CPU, comparable across machines
 * with the benchmark index.
 */
export async function longTasks(url, runs = 3) {
  const browser = await playwright.launch({ executablePath: chromium, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const all = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await page.addInitScript(() => {
        globalThis.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) globalThis.__longTasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      const tasks = await page.evaluate(() => globalThis.__longTasks);
      all.push({ sum: tasks.reduce((a, b) => a + b, 0), longest: Math.max(0, ...tasks) });
      await context.close();
    }
    return { sum: median(all.map((t) => t.sum)), longest: median(all.map((t) => t.longest)) };
  } finally {
    await browser.close();
  }
}
