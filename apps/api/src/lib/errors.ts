import type { ErrorCode } from '@vitrine/contract';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** The one error type handlers throw; `app.ts` maps it to the envelope and the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (message = 'Endereço não encontrado.') => new ApiError('not_found', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError('bad_request', message, fields);
