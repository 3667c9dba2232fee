#!/usr/bin/env node
// A page load in Chromium as Lighthouse's phone sees it (412 × 823 px, 4× slower CPU by default), traced: the load's
// long tasks (> 30 ms) in order, each with what it spent its time on (layout, style, module evaluation, a script's
// function calls), and the paint marks. What TBT and LCP are made of, measured without Lighthouse's simulation.
// Usage: node bench/load-trace.mjs [--rate 4] [path …]   (default: the demo store's product page and a listing)
import { chromium as playwright } from 'playwright-core';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { startDemoStore } from './lib.mjs';

const rateAt = process.argv.indexOf('--rate');
const rate = rateAt > 0 ? Number(process.argv[rateAt + 1]) : 4;
const pathArgs = process.argv.slice(2).filter((arg, i, all) => arg !== '--rate' && all[i - 1] !== '--rate');

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'toplevel'];
const SCRIPT_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'v8.compileModule', 'v8.evaluateModule']);

/** What an event inside a task is called in the summary: a script's events carry its file and function. */
function label(event) {
  if (!SCRIPT_EVENTS.has(event.name)) return event.name;
  const data = event.args?.data ?? {};
  const file = String(data.url ?? event.args?.fileName ?? '')
    .split('/')
    .pop();
  return `${event.name}(${file}${data.functionName ? ` ${data.functionName}` : ''})`;
}

function summarize(trace) {
  const events = trace.traceEvents;
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith('http'));
  const onMain = (e) => e.pid === parse.pid && e.tid === parse.tid;
  const start =
    events.find((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'))
      ?.ts ?? parse.ts;
  const slices = events.filter((e) => onMain(e) && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const ms = (us) => (us / 1000).toFixed(0);
  const marks = events
    .filter(
      (e) => e.pid === parse.pid && ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name),
    )
    .map((e) => `${e.name} ${ms(e.ts - start)} ms ${e.args?.data?.type ?? ''}`);
  const tasks = slices.filter((e) => e.name === 'RunTask' && e.dur > 30_000);
  let blocking = 0;
  const lines = tasks.map((task) => {
    const parts = new Map();
    for (const e of slices) {
      if (e.ts < task.ts || e === task) continue;
      if (e.ts >= task.ts + task.dur) break;
      parts.set(label(e), (parts.get(label(e)) ?? 0) + e.dur);
    }
    blocking += Math.max(0, task.dur / 1000 - 50);
    const top = [...parts]
      .filter(([name, dur]) => dur > 3000 && !name.startsWith('ThreadController') && !name.startsWith('Receive'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, dur]) => `${name} ${ms(dur)}`);
    return `  @${ms(task.ts - start).padStart(5)} ms ${ms(task.dur).padStart(4)} ms  ${top.join(' | ')}`;
  });
  return { marks, lines, blocking };
}

const store = await startDemoStore();
const browser = await playwright.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  const { product, listing } = await store.samplePages();
  for (const path of pathArgs.length > 0 ? pathArgs : [product, listing]) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(store.base + path); // the server's caches warm, as for Lighthouse's runs after the first
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(store.base + path, { waitUntil: 'load' });
    await page.waitForTimeout(1500 * rate);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const { marks, lines, blocking } = summarize(trace);
    console.log(`${path} (CPU ${rate}× slower)`);
    for (const mark of marks) console.log(`  ${mark}`);
    for (const line of lines) console.log(line);
    console.log(`  sum of each long task beyond 50 ms, whole load: ${blocking.toFixed(0)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  await store.stop();
}
