import { stringifySetCookie } from 'cookie';
import { createCookie } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAnonymous, processCacheKey } from './cache-policy';
import {
  COOKIES,
  PERSONAL_COOKIES,
  VARIANT_COOKIES,
  cookieValue,
  readCookies,
  setCookieHeader,
  signedCookieOptions,
} from './cookies';

const ALL = Object.values(COOKIES);
const request = (cookie: string | null) => ({
  method: 'GET',
  url: new URL('http://loja.test/data-loggers'),
  cookie,
  authorization: false,
});

describe('the cookie registry (issue 33)', () => {
  it('names each cookie once, each either personal or a variant of the page', () => {
    const names = ALL.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...PERSONAL_COOKIES, ...VARIANT_COOKIES].sort()).toEqual([...names].sort());
    expect(PERSONAL_COOKIES).toEqual(['vitrine_sessao', 'vitrine_formulario', 'vitrine_admin']);
    expect(VARIANT_COOKIES).toEqual(['home', 'cep', 'popupHome']);
  });

  it('every signed cookie is personal and kept from scripts; every plain one is readable by them', () => {
    for (const cookie of ALL) {
      expect(cookie.signed, cookie.name).toBe(cookie.effect === 'personal');
      expect(cookie.httpOnly, cookie.name).toBe(cookie.signed);
    }
  });

  it('a personal cookie makes a request one person’s: never kept by the process, whatever else it carries', () => {
    for (const name of PERSONAL_COOKIES) {
      for (const header of [`${name}=x`, `_ga=GA1.2; ${name}=x`, `cep=01310-100; ${name}=x; home=1`]) {
        expect(isAnonymous({ cookie: header, authorization: false }), header).toBe(false);
        expect(processCacheKey(request(header)), header).toBeNull();
      }
    }
  });

  it('every variant cookie keys the process’s page; a cookie the store does not know does not', () => {
    const plain = processCacheKey(request(null));
    expect(plain).not.toBeNull();
    expect(processCacheKey(request('_ga=GA1.2.3'))).toBe(plain);
    const keys = new Set([plain]);
    for (const name of VARIANT_COOKIES) {
      const key = processCacheKey(request(`${name}=1`));
      expect(key, name).not.toBeNull();
      expect(processCacheKey(request(`_ga=1; ${name}=1`)), name).toBe(key);
      expect(processCacheKey(request(`${name}=2`)), name).not.toBe(key);
      keys.add(key);
    }
    expect(keys.size).toBe(VARIANT_COOKIES.length + 1);
  });

  it('a plain cookie is written with its attributes and read back, first of a name winning', () => {
    const written = setCookieHeader(COOKIES.postalCode, '01310-100', true);
    expect(written).toBe('cep=01310-100; Path=/; Expires=Mon, 31 Dec 2035 23:59:59 GMT; Secure; SameSite=Lax');
    expect(setCookieHeader(COOKIES.homePopup, '1')).toBe('popupHome=1; Max-Age=31536000; Path=/; SameSite=Lax');
    const header = `a=1; ${written.split(';')[0]}; cep=99999-999`;
    expect(cookieValue(header, COOKIES.postalCode)).toBe('01310-100');
    expect(cookieValue('xcep=1; cep_=2', COOKIES.postalCode)).toBeNull();
    expect(readCookies(null)).toEqual({});
  });

  it('the pages’ own reader and writer agree with the `cookie` package the server uses (issue 38)', () => {
    const headers = [
      'cep=01310-100',
      ' cep = 01310%2D100 ; home=1',
      'foo; cep=1; cep=2',
      'cep="aspas"; x=%E0%A4%A',
      'xcep=1; cep_=2',
      'home=1=2;popupHome=%31',
      'x=%E0%A4%A; home=%E0%A4%A',
      '',
    ];
    for (const header of headers) {
      for (const spec of Object.values(COOKIES)) {
        expect(cookieValue(header, spec), `${spec.name} in ${header}`).toBe(readCookies(header)[spec.name] ?? null);
      }
    }
    for (const spec of ALL.filter((c) => !c.signed)) {
      for (const [value, secure] of [
        ['1', false],
        ['01310-100', true],
        ['a b;ç', false],
      ] as const) {
        expect(setCookieHeader(spec, value, secure)).toBe(stringifySetCookie({ ...spec, value, secure }));
      }
    }
  });

  it('a signed cookie is created with the registry’s attributes and read back only with its signature', async () => {
    for (const spec of ALL.filter((c) => c.signed)) {
      const cookie = createCookie(spec.name, signedCookieOptions(spec, 'segredo', true));
      const written = await cookie.serialize('token');
      expect(written, spec.name).toContain(`Max-Age=${spec.maxAge}`);
      expect(written, spec.name).toMatch(new RegExp(`HttpOnly; Secure; SameSite=${spec.sameSite}`, 'i'));
      const header = written.split(';')[0] ?? '';
      expect(await cookie.parse(header)).toBe('token');
      const forged = createCookie(spec.name, signedCookieOptions(spec, 'outro', true));
      expect(await forged.parse(header)).toBeNull();
    }
  });
});
