import { data } from 'react-router';
import { getPage } from './api.server';

/** An institutional page (T§2); failed page load → not-found page (B§8), Store API unreachable → 5xx page. */
export async function loadPage(request: Request, path: string) {
  const result = await getPage(request, path);
  if (result.ok) return result.data;
  throw data(null, { status: result.status === 503 ? 503 : 404 });
}
