import { QUERY_FIELDS_MAX, brokenQuery, hostileFields } from '@vitrine/contract';

/** The longest path, and the longest query value, a page of the store is read from. */
const PATH_MAX = 2_048;
const QUERY_VALUE_MAX = 2_048;

/**
 * Whether an address (path and query as sent, percent-encoded) is malformed in the sense of the boundary's guard
 * (issue 28, `hostileFields`): percent-encoding that is not UTF-8, control characters, a path or a query value too
 * long, too many query keys. The store answers such an address with its not-found page, before any route reads it.
 */
export function isMalformedAddress(pathAndQuery: string): boolean {
  const question = pathAndQuery.indexOf('?');
  const path = question < 0 ? pathAndQuery : pathAndQuery.slice(0, question);
  const search = question < 0 ? '' : pathAndQuery.slice(question + 1);
  if (path.length > PATH_MAX) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  if (Object.keys(hostileFields(undefined, decoded)).length > 0) return true;
  if (search === '') return false;
  if (Object.keys(brokenQuery(search)).length > 0) return true;
  const values = [...new URLSearchParams(search)].slice(0, QUERY_FIELDS_MAX).flat();
  return (
    values.some((value) => value.length > QUERY_VALUE_MAX) || Object.keys(hostileFields(undefined, values)).length > 0
  );
}

/**
 * Where a malformed address is sent inside the router: six levels under the category pattern, which the category
 * route answers with the not-found page without asking the Store API (B§2.1: four levels at most).
 */
export const NOT_FOUND_PATH = '/endereco-invalido/1/2/3/4/5';
