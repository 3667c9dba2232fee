import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { helmetOptions, scriptNonce } from './security';

const response = () => ({}) as ServerResponse;

describe('the CSP script nonce', () => {
  it('is one per response: the same when asked again, another for the next response', () => {
    const first = response();
    const nonce = scriptNonce(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(scriptNonce(first)).toBe(nonce);
    expect(scriptNonce(response())).not.toBe(nonce);
  });

  it("script-src names the response's nonce and has no 'unsafe-inline'; style-src keeps it", () => {
    const csp = helmetOptions.contentSecurityPolicy;
    if (!csp || csp === true) throw new Error('no CSP options');
    const res = response();
    const scriptSrc = [...(csp.directives?.scriptSrc as Iterable<string | ((a: unknown, b: unknown) => string)>)].map(
      (value) => (typeof value === 'function' ? value({}, res) : value),
    );
    expect(scriptSrc).toContain(`'nonce-${scriptNonce(res)}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect([...(csp.directives?.styleSrc as Iterable<unknown>)]).toContain("'unsafe-inline'");
  });
});
