import { describe, expect, it } from 'vitest';
import { dataOrThrow, failureStatus, throwFailure } from './api-failure';

const failed = (status: number) => ({ ok: false as const, status });

/** The status of what `run` throws: react-router's data(null, { status }), as a loader throws it. */
function thrownStatus(run: () => unknown): number | null {
  try {
    run();
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? null;
  }
  return null;
}

describe('API failure → page status (B§8, T§2 Error pages, T§8)', () => {
  it('B§8 an address the API does not know is the not-found page', () => {
    expect(failureStatus(failed(404), 'page')).toBe(404);
  });

  it('B§8 a bad filter or slug (the API’s 400) on a page address is the not-found page too', () => {
    expect(failureStatus(failed(400), 'page')).toBe(404);
  });

  it.each([
    ['a timeout or an unreachable API (the client’s 503)', 503],
    ['an unreadable answer or one that breaks the contract (the client’s 502)', 502],
    ['an internal error of the API', 500],
    ['a wrong App-Token', 401],
    ['a rate limit', 429],
  ])('T§2 %s is the 5xx page with 503', (_case, status) => {
    expect(failureStatus(failed(status), 'page')).toBe(503);
  });

  it('pages are the default use', () => {
    expect(failureStatus(failed(400))).toBe(404);
  });
});

describe('API failure → form answer status (T§4, T§8)', () => {
  it.each([400, 401, 403, 404, 409, 429])('T§8 the API’s refusal %i keeps its status', (status) => {
    expect(failureStatus(failed(status), 'form')).toBe(status);
  });

  it.each([500, 502, 503, 504])('T§8 an outage (%i) answers 503', (status) => {
    expect(failureStatus(failed(status), 'form')).toBe(503);
  });
});

describe('throwing the answer from a loader (B§8)', () => {
  it('dataOrThrow gives the data of a successful call', () => {
    expect(dataOrThrow({ ok: true, data: { nome: 'x' } })).toEqual({ nome: 'x' });
  });

  it('dataOrThrow throws 404 for an unknown page address and 503 for an outage', () => {
    expect(thrownStatus(() => dataOrThrow(failed(404)))).toBe(404);
    expect(thrownStatus(() => dataOrThrow(failed(500)))).toBe(503);
    expect(thrownStatus(() => dataOrThrow(failed(400), 'form'))).toBe(400);
  });

  it('throwFailure throws the same rule', () => {
    expect(thrownStatus(() => throwFailure(failed(503)))).toBe(503);
  });
});
