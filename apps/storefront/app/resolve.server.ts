import type { Verify } from '@vitrine/contract';
import { data } from 'react-router';
import { verifyUrl } from './api.server';

/**
 * B§2.2: asks the Store API what an address is. A 404 answer is the not-found page (status 404);
 * any other failure is the server-error page (status 503).
 */
export async function resolveAddress(request: Request): Promise<Verify> {
  const url = new URL(request.url);
  const result = await verifyUrl(request, url.pathname, url.search);
  if (result.ok) return result.data;
  if (result.status === 404) throw data(null, { status: 404 });
  throw data(null, { status: 503 });
}
