import { isRouteErrorResponse } from 'react-router';

/**
 * What the server logs of an error React Router hands it (entry.server's `handleError`): faults of the store, never a
 * client's mistake. A route error response under 500 (a post to a page that takes none: 405; an address no route has:
 * 404) is the client's, answered with the store's page, and not logged: hostile traffic would otherwise fill the log
 * with stack traces, each costing the event loop its formatting. A request the visitor abandoned logs nothing. The
 * error to log is the one behind a route error response when it has one (its stack), else the error itself.
 */
export function serverErrorToLog(error: unknown, request: Request): unknown {
  if (request.signal.aborted) return null;
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return null;
    // React Router keeps the thrown error of an internal error response here (not in its public type).
    const inner = (error as { error?: unknown }).error;
    return inner ?? error;
  }
  return error;
}
