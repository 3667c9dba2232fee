#!/usr/bin/env node
// Which components React draws again after a page's hydration, and in which commit: the commits after the first are
// counted from React's devtools hook (a stand-in installed before the page's scripts), each component that rendered
// again named by the first element it draws. A page whose server and browser values agree renders nothing again
// until the shopper acts (decision 045). The names are the build's (minified); the element says where it is.
// Usage: node bench/hydration-renders.mjs [--width 412] [path …]   (default: the product page, a listing and home)
import { chromium as playwright } from 'playwright-core';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { startDemoStore } from './lib.mjs';

const widthAt = process.argv.indexOf('--width');
const width = widthAt > 0 ? Number(process.argv[widthAt + 1]) : 412;
const pathArgs = process.argv.slice(2).filter((arg, i, all) => arg !== '--width' && all[i - 1] !== '--width');

/** Runs in the page before its scripts: a devtools hook that records, per commit, the components that rendered. */
function installProbe() {
  const PERFORMED_WORK = 1;
  let previous = new WeakSet();
  const commits = [];
  const describe = (fiber) => {
    let host = fiber.child;
    while (host && typeof host.type !== 'string') host = host.child;
    const element = host?.stateNode;
    const where =
      element instanceof globalThis.Element
        ? `<${element.localName}${element.id ? `#${element.id}` : ''}${
            element.getAttribute('class')
              ? `.${element.getAttribute('class').trim().split(/\s+/).slice(0, 2).join('.')}`
              : ''
          }${element.getAttribute('aria-label') ? ` "${element.getAttribute('aria-label')}"` : ''}>`
        : '(nothing drawn)';
    return `${fiber.type.displayName ?? fiber.type.name ?? '?'} ${where}`;
  };
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id, root) {
      const seen = new WeakSet();
      const rendered = [];
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        seen.add(fiber);
        if (
          typeof fiber.type === 'function' &&
          fiber.alternate !== null && // drawn before: not a first render (hydrating a streamed part, a mount)
          fiber.flags & PERFORMED_WORK &&
          !previous.has(fiber) &&
          commits.length > 0
        ) {
          rendered.push(describe(fiber));
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previous = seen;
      commits.push({ at: Math.round(performance.now()), rendered });
    },
  };
  globalThis.__hydrationCommits = commits;
}

const store = await startDemoStore();
const browser = await playwright.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  const { product, listing, home } = await store.samplePages();
  for (const path of pathArgs.length > 0 ? pathArgs : [product, listing, home]) {
    const context = await browser.newContext({
      viewport: { width, height: 823 },
      isMobile: width < 768,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(installProbe);
    await page.goto(store.base + path, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const commits = await page.evaluate(() => globalThis.__hydrationCommits);
    const total = commits.slice(1).reduce((sum, commit) => sum + commit.rendered.length, 0);
    console.log(`${path} at ${width} px: ${commits.length} commits, ${total} components rendered after the first`);
    commits.forEach((commit, i) => {
      if (i === 0 || commit.rendered.length === 0) return;
      const counts = new Map();
      for (const name of commit.rendered) counts.set(name, (counts.get(name) ?? 0) + 1);
      console.log(`  commit ${i} @${commit.at} ms: ${commit.rendered.length}`);
      for (const [name, count] of [...counts].slice(0, 25)) console.log(`    ${count > 1 ? `${count} × ` : ''}${name}`);
      if (counts.size > 25) console.log(`    … ${counts.size - 25} more`);
    });
    await context.close();
  }
} finally {
  await browser.close();
  await store.stop();
}
