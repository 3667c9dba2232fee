import { getPage } from '../api/api.server';
import { dataOrThrow } from '../../lib/api-failure';

/** An institutional page (T§2); an address the Store API does not know → not-found page, an outage → 5xx page. */
export async function loadPage(request: Request, path: string) {
  return dataOrThrow(await getPage(request, path));
}
