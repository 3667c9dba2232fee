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
    let payload: string | Buffer | undefined = typeof init.body === 'string' ? init.body : undefined;
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      // Form data (the back office's photo files) is encoded as fetch would send it, with its multipart boundary.
      const encoded = new Request(url, { method: 'POST', body: init.body });
      payload = Buffer.from(await encoded.arrayBuffer());
      // As fetch does: a content type the caller gave wins (a CSV file's bytes), else the body's own.
      headers['content-type'] ??= encoded.headers.get('content-type') ?? 'application/octet-stream';
    }
    const pending = app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers,
      ...(payload !== undefined && { payload }),
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
