import { describe, expect, it } from 'vitest';
import { pageCacheControl, SHARED_PAGE, VISITOR_PAGE } from './page-cache-control';

const get = (headers: Record<string, string> = {}) => ({ method: 'GET', headers: new Headers(headers) });

describe('pageCacheControl (decision 027)', () => {
  it('a page asked for without cookies may be kept by a shared cache for 60 s', () => {
    expect(pageCacheControl(get(), 200, new Headers())).toBe(SHARED_PAGE);
    expect(pageCacheControl({ method: 'HEAD', headers: new Headers() }, 200, new Headers())).toBe(SHARED_PAGE);
    expect(SHARED_PAGE).toMatch(/^public, .*s-maxage=60/);
  });

  it('a request with cookies or credentials gets a page of its own', () => {
    expect(pageCacheControl(get({ Cookie: 'cep=01310-100' }), 200, new Headers())).toBe(VISITOR_PAGE);
    expect(pageCacheControl(get({ Authorization: 'Basic eDp5' }), 200, new Headers())).toBe(VISITOR_PAGE);
  });

  it('an answer that sets a cookie is never shared', () => {
    expect(pageCacheControl(get(), 200, new Headers({ 'Set-Cookie': 'versao=s4; Path=/' }))).toBe(VISITOR_PAGE);
  });

  it('a route that chose its own Cache-Control keeps it', () => {
    expect(pageCacheControl(get(), 200, new Headers({ 'Cache-Control': 'private, no-store' }))).toBeNull();
  });

  it('only GET answers of 200 are marked (errors, not-found and redirects are not kept)', () => {
    expect(pageCacheControl(get(), 404, new Headers())).toBeNull();
    expect(pageCacheControl(get(), 500, new Headers())).toBeNull();
    expect(pageCacheControl({ method: 'POST', headers: new Headers() }, 200, new Headers())).toBeNull();
  });
});
