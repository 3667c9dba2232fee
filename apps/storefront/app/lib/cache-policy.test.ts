import { describe, expect, it } from 'vitest';
import routes from '../routes';
import {
  SHARED_PAGE,
  UNKEPT_PAGE,
  VISITOR_PAGE,
  cacheControl,
  isPersonalAddress,
  mayKeepAnswer,
  originCacheControl,
  processCacheKey,
  sharedPageKey,
  withoutSession,
  type PolicyAnswer,
  type PolicyRequest,
} from './cache-policy';

const get = (path = '/', cookie: string | null = null, method = 'GET'): PolicyRequest => ({
  method,
  url: new URL(path, 'http://loja.test/'),
  cookie,
  authorization: false,
});
const html = (status = 200, more: Partial<PolicyAnswer> = {}): PolicyAnswer => ({
  status,
  contentType: 'text/html',
  cacheControl: null,
  setsCookie: false,
  ...more,
});

describe('the cache policy (decision 027, issues 28, 33 and 34)', () => {
  it('with PUBLIC_URL, an anonymous 200 page without variant cookies may be kept by a shared cache for 60 s', () => {
    expect(cacheControl(get(), html(), true)).toBe(SHARED_PAGE);
    expect(cacheControl(get('/', null, 'HEAD'), html(), true)).toBe(SHARED_PAGE);
    expect(cacheControl(get('/', '_ga=GA1.2.3'), html(), true)).toBe(SHARED_PAGE);
    expect(SHARED_PAGE).toMatch(/^public, .*s-maxage=60/);
  });

  it('issue 28: without PUBLIC_URL the page names the request’s Host, so it is never shared', () => {
    expect(cacheControl(get(), html(), false)).toBe(VISITOR_PAGE);
    expect(originCacheControl(3600, false)).toBe('private, max-age=3600');
    expect(originCacheControl(3600, true)).toBe('public, max-age=3600');
  });

  it('a session, a variant cookie, credentials or a cookie set make the page the visitor’s own', () => {
    expect(cacheControl(get('/', 'vitrine_sessao=abc'), html(), true)).toBe(VISITOR_PAGE);
    expect(cacheControl(get('/', 'cep=01310-100'), html(), true)).toBe(VISITOR_PAGE);
    expect(cacheControl({ ...get(), authorization: true }, html(), true)).toBe(VISITOR_PAGE);
    expect(cacheControl(get(), html(200, { setsCookie: true }), true)).toBe(VISITOR_PAGE);
  });

  it('issue 34: every other page answer, whatever the request, is kept by nobody', () => {
    for (const cookie of [null, 'vitrine_sessao=abc']) {
      for (const status of [301, 302, 400, 404, 500, 503]) {
        expect(cacheControl(get('/x.html', cookie), html(status), true), `${status} ${cookie}`).toBe(UNKEPT_PAGE);
      }
      expect(cacheControl(get('/x.html', cookie, 'POST'), html(200), true)).toBe(UNKEPT_PAGE);
    }
  });

  it('a route’s own rule stays, unless it would share a page rendered for one person', () => {
    const own = html(200, { cacheControl: 'private, no-store' });
    expect(cacheControl(get(), own, true)).toBe('private, no-store');
    const shared = html(200, { cacheControl: 'public, max-age=60' });
    expect(cacheControl(get(), shared, true)).toBe('public, max-age=60');
    expect(cacheControl(get('/', 'vitrine_sessao=abc'), shared, true)).toBe(VISITOR_PAGE);
    expect(cacheControl(get('/', 'vitrine_formulario=abc'), html(404, { cacheControl: 's-maxage=9' }), true)).toBe(
      VISITOR_PAGE,
    );
  });

  it('a page’s data is never shared; an answer that is not a page keeps its own rule', () => {
    const data = { ...html(), contentType: 'text/x-script' };
    expect(cacheControl(get('/data-loggers.data'), data, true)).toBe(VISITOR_PAGE);
    expect(cacheControl(get('/data-loggers.data', 'vitrine_sessao=a'), { ...data, status: 503 }, true)).toBe(
      UNKEPT_PAGE,
    );
    const json = { ...html(), contentType: 'application/json' };
    expect(cacheControl(get('/resources/menus'), json, true)).toBeNull();
  });

  it('issue 28: the printable quote, pages asked with a key and the back office are kept by nobody', () => {
    for (const path of ['/orcamento/abc123/imprimir', '/pagina/avaliacao-loja?key=abcdefgh', '/admin', '/admin.data']) {
      for (const status of [200, 404]) {
        expect(cacheControl(get(path), html(status), true), path).toBe(UNKEPT_PAGE);
        expect(cacheControl(get(path), html(status, { cacheControl: 'public, max-age=60' }), true), path).toBe(
          UNKEPT_PAGE,
        );
      }
      expect(processCacheKey(get(path)), path).toBeNull();
    }
  });

  it('the process keeps only GET pages of anonymous visitors, and only their 200 HTML answers', () => {
    expect(processCacheKey(get('/a?b=1'))).toBe('http://loja.test/a?b=1\n;;');
    expect(processCacheKey(get('/a', null, 'HEAD'))).toBeNull();
    expect(processCacheKey(get('/a', null, 'POST'))).toBeNull();
    expect(processCacheKey({ ...get('/a'), authorization: true })).toBeNull();
    expect(mayKeepAnswer(html())).toBe(true);
    expect(mayKeepAnswer(html(200, { cacheControl: VISITOR_PAGE }))).toBe(true);
    expect(mayKeepAnswer(html(200, { cacheControl: UNKEPT_PAGE }))).toBe(false);
    expect(mayKeepAnswer(html(200, { setsCookie: true }))).toBe(false);
    expect(mayKeepAnswer(html(404))).toBe(false);
    expect(mayKeepAnswer({ ...html(), contentType: 'application/json' })).toBe(false);
  });

  it('a page the process may keep gets the same Cache-Control for every request that shares its key', () => {
    const variants = [null, '_ga=1', 'cep=01310-100', 'cep=01310-100; _ga=2', 'home=1; popupHome=1'];
    const byKey = new Map<string, string | null>();
    for (const cookie of variants) {
      const request = get('/data-loggers', cookie);
      const key = processCacheKey(request);
      expect(key).not.toBeNull();
      const rule = cacheControl(request, html(), true);
      if (byKey.has(key ?? '')) expect(rule, cookie ?? '').toBe(byKey.get(key ?? ''));
      byKey.set(key ?? '', rule);
    }
  });

  it('issue 28: every route of the route table, anonymous, is shared only with PUBLIC_URL and never when personal', () => {
    for (const route of routes) {
      const path = `/${route.path ?? ''}`.replace(/:(\w+)\??/g, 'abcdefgh').replace('*', 'x');
      for (const search of ['', '?key=abcdefgh']) {
        const request = get(`${path}${search}`);
        const unkept = isPersonalAddress(request.url) || path.startsWith('/admin');
        expect(isPersonalAddress(request.url), path).toBe(search !== '' || path.startsWith('/orcamento/'));
        for (const publicUrl of [true, false]) {
          const expected = unkept ? UNKEPT_PAGE : publicUrl ? SHARED_PAGE : VISITOR_PAGE;
          expect(cacheControl(request, html(), publicUrl), `${path}${search} PUBLIC_URL ${publicUrl}`).toBe(expected);
        }
      }
    }
  });
});

describe('the shared page of a shopper with a session (decision 044)', () => {
  const session = 'vitrine_sessao=abc';
  it('a document GET with a session is keyed as the anonymous page of its address and variant cookies', () => {
    expect(sharedPageKey(get('/produto.html', session))).toBe(processCacheKey(get('/produto.html')));
    expect(sharedPageKey(get('/produto.html', `cep=01001000; ${session}; _ga=1`))).toBe(
      processCacheKey(get('/produto.html', 'cep=01001000')),
    );
    expect(withoutSession(`home=1; ${session}`)).toBe('home=1');
    expect(withoutSession(session)).toBeNull();
  });
  it('posts, data requests, the cart page, the quote, the store rating, the shop area and the back office are hers', () => {
    expect(sharedPageKey(get('/produto.html', session, 'POST'))).toBeNull();
    expect(sharedPageKey(get('/produto.html.data', session))).toBeNull();
    for (const path of [
      '/carrinho',
      '/orcamento/abc/imprimir',
      '/pagina/avaliacao-loja?key=abc',
      '/checkout/acesso',
      '/minha-conta',
      '/admin',
      '/admin/caixa',
    ]) {
      expect(sharedPageKey(get(path, session)), path).toBeNull();
    }
  });
  it('a form’s answer, the back office’s session or credentials make her page drawn for her alone', () => {
    expect(sharedPageKey(get('/', `${session}; vitrine_formulario=x`))).toBeNull();
    expect(sharedPageKey(get('/', `${session}; vitrine_admin=x`))).toBeNull();
    expect(sharedPageKey({ ...get('/', session), authorization: true })).toBeNull();
    // Without a session the anonymous page is the process cache's own (processCacheKey).
    expect(sharedPageKey(get('/'))).toBeNull();
  });
});
