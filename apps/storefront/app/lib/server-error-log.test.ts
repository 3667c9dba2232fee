import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serverErrorToLog } from './server-error-log';

/** An ErrorResponse as React Router builds it for a method a route does not take (status, text, the Error behind). */
function routerErrorResponse(status: number): unknown {
  return new ErrorResponseImpl(status, 'x', new Error(`internal ${status}`), true);
}

const live = () => new Request('http://loja.test/marcas', { method: 'POST' });

describe('what the server logs (issue 28: hostile traffic fills no log)', () => {
  it("a client's mistake (405 post to a page, 404) is not logged", () => {
    expect(serverErrorToLog(routerErrorResponse(405), live())).toBeNull();
    expect(serverErrorToLog(routerErrorResponse(404), live())).toBeNull();
  });

  it("a fault of the store is logged, with the error behind React Router's response when there is one", () => {
    const thrown = new Error('banco fora do ar');
    expect(serverErrorToLog(thrown, live())).toBe(thrown);
    const internal = routerErrorResponse(500) as { error: Error };
    expect(serverErrorToLog(internal, live())).toBe(internal.error);
    expect(serverErrorToLog(data('x', { status: 503 }), live())).not.toBeNull();
  });

  it('nothing is logged for a request the visitor abandoned', () => {
    const controller = new AbortController();
    controller.abort();
    const request = new Request('http://loja.test/', { signal: controller.signal });
    expect(serverErrorToLog(new Error('x'), request)).toBeNull();
  });
});
