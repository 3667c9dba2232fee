import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFailure } from './failure-answer';

/** Issue 34: a failure no route answered is the store's page or envelope, never the driver's words. */
describe('the store’s answer to a failure no route answered', () => {
  let app: FastifyInstance;
  const failures: Record<string, object> = {
    recusado: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    encerrando: Object.assign(new Error('the database system is shutting down'), { code: '57P03' }),
    bug: new TypeError("Cannot read properties of undefined (reading 'x')"),
    large: Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    }),
  };

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setErrorHandler(answerFailure);
    app.get('/*', async (request) => {
      const name = new URL(request.url, 'http://x').searchParams.get('falha') ?? '';
      throw failures[name] ?? new Error(name);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (path: string, falha: string) => app.inject(`${path}?falha=${falha}`);

  it('a database out of reach on a page: the 503 page in Portuguese, Retry-After, kept by nobody', async () => {
    for (const falha of ['recusado', 'encerrando']) {
      const answer = await get('/data-loggers', falha);
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.body).toContain('Por uma indisponibilidade do sistema');
      expect(answer.body).not.toMatch(/ECONNREFUSED|57P03|127\.0\.0\.1|shutting/);
    }
  });

  it('on a call (APIs, resources, a page’s data): the envelope', async () => {
    for (const path of ['/v2/front/settings', '/v2/admin/inbox', '/resources/cart', '/busca.data']) {
      const answer = await get(path, 'recusado');
      expect(answer.statusCode, path).toBe(503);
      expect(answer.headers['retry-after'], path).toMatch(/^\d+$/);
      expect(answer.json(), path).toEqual({
        success: false,
        error: { code: 'unavailable', message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' },
      });
    }
  });

  it('any other failure is a 500 without its message; the framework’s refusals keep their status', async () => {
    const bug = await get('/', 'bug');
    expect(bug.statusCode).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
    expect(bug.body).not.toContain('Cannot read');
    expect((await get('/v2/front/x', 'bug')).json()).toMatchObject({ error: { code: 'internal' } });
    const large = await get('/v2/front/x', 'large');
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({
      success: false,
      error: { code: 'bad_request', message: 'Conteúdo grande demais.' },
    });
  });
});
