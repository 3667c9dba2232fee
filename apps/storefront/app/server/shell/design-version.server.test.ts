import { describe, expect, it } from 'vitest';
import { requestDesignVersion } from './design-version.server';

const request = (path: string, cookie = '') =>
  new Request(`http://loja.test${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe('B§4 design version on the server (issue 25)', () => {
  it('a stored home=1 (its cookie) gives v1 in the first HTML', () => {
    expect(requestDesignVersion(request('/', 'home=1')).version).toBe('v1');
  });
  it('v=1 stores home=1 (a cookie), once', () => {
    expect(requestDesignVersion(request('/?v=1')).setCookie).toMatch(/^home=1;/);
    expect(requestDesignVersion(request('/?v=1', 'home=1')).setCookie).toBeNull();
  });
  it('a later address without a version is the default version, whatever an earlier one named', () => {
    expect(requestDesignVersion(request('/?s4=v1'))).toEqual({ version: 's4', setCookie: null });
    expect(requestDesignVersion(request('/marcas', 'versao=s4')).version).toBe('default');
  });
});
