import { describe, expect, it } from 'vitest';
import routes from '../../routes';
import {
  PERSONAL_PAGE,
  SHARED_PAGE,
  VISITOR_PAGE,
  isPersonalAddress,
  originCacheControl,
  pageCacheControl,
} from './page-cache-control';

const URL_OF = 'http://loja.test/';
const get = (headers: Record<string, string> = {}, path = '/') => ({
  method: 'GET',
  headers: new Headers(headers),
  url: new URL(path, URL_OF).href,
});

describe('pageCacheControl (decision 027, issue 28)', () => {
  it('with PUBLIC_URL, a page asked for without cookies may be kept by a shared cache for 60 s', () => {
    expect(pageCacheControl(get(), 200, new Headers(), true)).toBe(SHARED_PAGE);
    expect(pageCacheControl({ ...get(), method: 'HEAD' }, 200, new Headers(), true)).toBe(SHARED_PAGE);
    expect(SHARED_PAGE).toMatch(/^public, .*s-maxage=60/);
  });

  it('issue 28: without PUBLIC_URL the page names the request’s Host, so it is never shared', () => {
    expect(pageCacheControl(get(), 200, new Headers(), false)).toBe(VISITOR_PAGE);
    expect(originCacheControl(3600, false)).toBe('private, max-age=3600');
    expect(originCacheControl(3600, true)).toBe('public, max-age=3600');
  });

  it('issue 28: the printable quote and pages asked with a key are kept by nobody, cookies or not', () => {
    for (const path of ['/orcamento/abc123/imprimir', '/pagina/avaliacao-loja?key=abcdefgh', '/pagina/x?key=1']) {
      expect(pageCacheControl(get({}, path), 200, new Headers(), true), path).toBe(PERSONAL_PAGE);
      expect(pageCacheControl(get({}, path), 404, new Headers(), true), path).toBe(PERSONAL_PAGE);
    }
  });

  it('a request with cookies or credentials gets a page of its own', () => {
    expect(pageCacheControl(get({ Cookie: 'cep=01310-100' }), 200, new Headers(), true)).toBe(VISITOR_PAGE);
    expect(pageCacheControl(get({ Authorization: 'Basic eDp5' }), 200, new Headers(), true)).toBe(VISITOR_PAGE);
  });

  it('an answer that sets a cookie is never shared', () => {
    const headers = new Headers({ 'Set-Cookie': 'versao=s4; Path=/' });
    expect(pageCacheControl(get(), 200, headers, true)).toBe(VISITOR_PAGE);
  });

  it('a route that chose its own Cache-Control keeps it', () => {
    expect(pageCacheControl(get(), 200, new Headers({ 'Cache-Control': 'private, no-store' }), true)).toBeNull();
  });

  it('only GET answers of 200 are marked (errors, not-found and redirects are not kept)', () => {
    expect(pageCacheControl(get(), 404, new Headers(), true)).toBeNull();
    expect(pageCacheControl(get(), 500, new Headers(), true)).toBeNull();
    expect(pageCacheControl({ ...get(), method: 'POST' }, 200, new Headers(), true)).toBeNull();
  });

  it('issue 28: every route of the route table, anonymous, is shared only with PUBLIC_URL and never when personal', () => {
    for (const route of routes) {
      const path = `/${route.path ?? ''}`.replace(/:(\w+)\??/g, 'abcdefgh').replace('*', 'x');
      for (const search of ['', '?key=abcdefgh']) {
        const request = get({}, `${path}${search}`);
        const personal = isPersonalAddress(new URL(request.url));
        expect(personal, path).toBe(search !== '' || path.startsWith('/orcamento/'));
        for (const publicUrl of [true, false]) {
          const rule = pageCacheControl(request, 200, new Headers(), publicUrl);
          const expected = personal ? PERSONAL_PAGE : publicUrl ? SHARED_PAGE : VISITOR_PAGE;
          expect(rule, `${path}${search} PUBLIC_URL ${publicUrl}`).toBe(expected);
        }
      }
    }
  });
});
