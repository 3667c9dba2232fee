import { describe, expect, it } from 'vitest';
import { refererPath, returnPath, safeRedirect } from './safe-redirect';

describe('safeRedirect: a redirect target from input stays on this site (T§4 no-script posts, T§7 sale/cancel)', () => {
  it('keeps a same-origin path with its query and fragment', () => {
    expect(safeRedirect('/carrinho')).toBe('/carrinho');
    expect(safeRedirect('/produto.html?valor=12#compra')).toBe('/produto.html?valor=12#compra');
    expect(safeRedirect('/')).toBe('/');
  });

  it('resolves dot segments the way the browser will', () => {
    expect(safeRedirect('/a/./b/../c')).toBe('/a/c');
    expect(safeRedirect('/..')).toBe('/');
  });

  it.each([
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address with a path', '//evil.example/carrinho'],
    ['a slash and a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash further on', '/carrinho\\..\\'],
    ['a dot segment that leaves two slashes', '/.//evil.example'],
    ['a parent segment that leaves two slashes', '/x/..//evil.example'],
    ['an absolute https address', 'https://evil.example/'],
    ['an absolute address on this very site', 'http://vitrine.invalid/carrinho'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'carrinho'],
    ['a tab that the browser would drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/carrinho\r\nSet-Cookie: x=1'],
    ['a NUL byte', '/carrinho\u0000'],
    ['DEL', '/\u007f/evil.example'],
    ['a C1 control', '/\u0085/evil.example'],
    ['an empty string', ''],
    ['a value too long to be a path', `/${'a'.repeat(5000)}`],
  ])('rejects %s', (_case, target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a file', new File(['x'], 'x.txt')],
  ])('rejects a value that is not text (%s)', (_case, target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('answers the given fallback instead of /', () => {
    expect(safeRedirect('//evil.example', '/carrinho')).toBe('/carrinho');
    expect(safeRedirect(null, '')).toBe('');
  });

  it('keeps a percent-encoded slash as a path segment (not a second slash)', () => {
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('returnPath: where a plain form post goes back to (T§4 cart and postal code without JavaScript)', () => {
  const request = (referer?: string) =>
    new Request('http://loja.test/resources/cart', {
      method: 'POST',
      headers: referer === undefined ? {} : { Referer: referer },
    });

  it('uses the form’s own redirectTo when it is safe', () => {
    expect(returnPath(request('http://loja.test/outra'), '/produto.html')).toBe('/produto.html');
  });

  it('falls back to the Referer of this site when redirectTo is missing or unsafe', () => {
    expect(returnPath(request('http://loja.test/c/x?pg=2'), undefined)).toBe('/c/x?pg=2');
    expect(returnPath(request('http://loja.test/c/x'), '//evil.example')).toBe('/c/x');
  });

  it('never goes back to another site’s Referer', () => {
    expect(returnPath(request('https://evil.example/x'), null)).toBe('/');
    expect(returnPath(request('not a url'), null)).toBe('/');
    expect(returnPath(request(), null, '/carrinho')).toBe('/carrinho');
  });

  it('refererPath drops a Referer whose path resolves to another site', () => {
    expect(refererPath(request('http://loja.test//evil.example'))).toBeNull();
    expect(refererPath(request('http://loja.test/ok'))).toBe('/ok');
  });
});
