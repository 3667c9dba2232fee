import { describe, expect, it } from 'vitest';
import { guardPost, type PostRequest } from './post-guard';

const post = (headers: PostRequest['headers'], over: Partial<PostRequest> = {}): PostRequest => ({
  method: 'POST',
  origin: 'http://loja.test',
  publicOrigin: null,
  headers: { 'content-length': '120', ...headers },
  ...over,
});

describe('the guard of state-changing requests', () => {
  it('lets the store’s own pages post (same origin, or the public origin behind a proxy)', () => {
    expect(guardPost(post({ origin: 'http://loja.test', 'sec-fetch-site': 'same-origin' }))).toBeNull();
    expect(
      guardPost(post({ origin: 'https://www.loja.com.br' }, { publicOrigin: 'https://www.loja.com.br' })),
    ).toBeNull();
    // No Origin and no fetch metadata: not a browser carrying a shopper's cookies from elsewhere.
    expect(guardPost(post({}))).toBeNull();
  });

  it('refuses a post from another site (Origin, or Sec-Fetch-Site cross-site): 403 in Portuguese', () => {
    expect(guardPost(post({ origin: 'https://evil.example' }))).toEqual({
      status: 403,
      message: 'Requisição recusada: ela não veio das páginas da loja.',
    });
    expect(guardPost(post({ origin: 'null' }))?.status).toBe(403);
    expect(guardPost(post({ 'sec-fetch-site': 'cross-site' }))?.status).toBe(403);
  });

  it('refuses a body above the limit before reading it, and a body of unknown length', () => {
    expect(guardPost(post({ 'content-length': String(100 * 1024 * 1024) }))).toEqual({
      status: 413,
      message: 'Conteúdo grande demais.',
    });
    expect(guardPost(post({ 'content-length': undefined, 'transfer-encoding': 'chunked' }))?.status).toBe(411);
    expect(guardPost(post({ 'content-length': 'x' }))?.status).toBe(400);
  });

  it('never stands in the way of reading', () => {
    expect(guardPost(post({ origin: 'https://evil.example' }, { method: 'GET' }))).toBeNull();
  });
});
