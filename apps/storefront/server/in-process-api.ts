import type { FastifyInstance, HTTPMethods } from 'fastify';

/** Rejects when `signal` fires (light-my-request takes no signal). */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * A `fetch` that hands Store API calls to this process's own Fastify routes with `app.inject` (decision 023): the
 * same hooks, validation and answers as over HTTP, without a socket, an HTTP parser or a connection pool. The
 * shopper's address travels as the connection's address, as it would from a proxy.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new TypeError('The in-process Store API takes text bodies only.');
    }
    const pending = app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init.body === 'string' && { payload: init.body }),
      remoteAddress: headers['x-forwarded-for'] ?? '127.0.0.1',
    });
    const answer = await (init.signal ? Promise.race([pending, whenAborted(init.signal)]) : pending);
    const out = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const one of value) out.append(name, one);
      else if (value !== undefined) out.set(name, String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: out,
    });
  };
}
