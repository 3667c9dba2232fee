import type { Verify } from '@vitrine/contract';
import { verifyUrl } from './api.server';
import { dataOrThrow } from '../../lib/api-failure';

/**
 * B§2.2: asks the Store API what an address is. An address it does not know (404, or 400 for a malformed one) is
 * the not-found page; an outage is the server-error page (503).
 */
export async function resolveAddress(request: Request): Promise<Verify> {
  const url = new URL(request.url);
  return dataOrThrow(await verifyUrl(request, url.pathname, url.search));
}
