import type { APIRequestContext } from '@playwright/test';
import routeTable from '../apps/storefront/app/routes';
import { englishIn, storefrontPosts, storefrontRequests, type HostileRequest } from '../apps/api/test/hostile-cases';
import { postTargets } from '../apps/storefront/host/post-fields';
import { expect, test } from './fixtures';

/**
 * Issue 28, tests: hostile requests generated from the storefront's route table (every route × every path
 * parameter × every hostile class, each page query key meeting each class) and its post routes (each × every class,
 * the fields each reads turning: apps/storefront/host/post-fields.ts),
 * sent to the running store: no answer ≥ 500, no English message, none slower than 1 s. The Store API's endpoint
 * table has its own (apps/api/test/fuzz.test.ts, on both databases); `bench/hostile.mjs` sends all of both.
 */
type RouteEntry = { path?: string | undefined; children?: RouteEntry[] | undefined };
const flatten = (routes: readonly RouteEntry[]): RouteEntry[] =>
  routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);

/** An address of its own: these posts count against no other test's per-address limits. */
const SHOPPER = '203.0.113.77';
const IN_FLIGHT = 2;
const SLOW_MS = 1_000;

async function send(request: APIRequestContext, baseURL: string, hostile: HostileRequest) {
  const started = Date.now();
  const response = await request.fetch(hostile.url, {
    method: hostile.method,
    headers: { ...hostile.headers, origin: baseURL, 'x-forwarded-for': SHOPPER },
    ...(hostile.body ? { data: hostile.body } : {}),
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  const ms = Date.now() - started;
  const status = response.status();
  const english = status >= 400 ? englishIn(response.headers()['content-type'] ?? '', await response.text()) : null;
  return { status, ms, english };
}

test.describe('Hostile requests to every storefront route (issue 28)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) !== 1366, 'width-independent: checked at 1366 px');

  test('every route, parameter and post × every hostile class: no 5xx, no English, none over 1 s', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const requests = [
      ...storefrontRequests(flatten(routeTable as RouteEntry[]), { sample: true }),
      ...storefrontPosts(postTargets(routeTable), { sample: true }),
    ];
    expect(requests.length).toBeGreaterThan(800);
    // A fresh server's first pages compile and fill its caches: that time is not a hostile request's.
    for (const warm of ['/', '/data-loggers', '/busca?busca=termometro']) await request.get(warm);
    const failures: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < requests.length) {
          const hostile = requests[next++]!;
          const { status, ms, english } = await send(request, baseURL!, hostile);
          if (status >= 500) failures.push(`${status} ${hostile.label}`);
          if (english) failures.push(`English (${status}) ${hostile.label}: ${english}`);
          if (ms > SLOW_MS) failures.push(`${ms} ms ${hostile.label}`);
        }
      }),
    );
    expect(failures).toEqual([]);
  });
});
