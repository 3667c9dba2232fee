import { describe, expect, it } from 'vitest';
import { requestUrl } from './request-url';

describe('the request URL', () => {
  it('is the path on the request Host', () => {
    expect(requestUrl('http', 'loja.example.com:3000', '/busca?busca=x').href).toBe(
      'http://loja.example.com:3000/busca?busca=x',
    );
  });

  it('a path starting with // stays a path of this site', () => {
    const url = requestUrl('http', 'loja.example.com', '//evil.example/x');
    expect(url.host).toBe('loja.example.com');
    expect(url.pathname).toBe('//evil.example/x');
  });

  it('a malformed or hostile Host never fails the request', () => {
    for (const host of ['', 'a b', 'evil.example/x', 'evil.example#', 'x@evil.example', '[::1']) {
      expect(requestUrl('http', host, '/').host, host).toBe('localhost');
    }
  });
});
