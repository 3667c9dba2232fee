/**
 * The storefront route of a listing with options applied (B§2.3: "each option is a link to the route with that
 * option applied"). The API answers every `rota`, so the storefront never builds filter URLs. Query order is
 * fixed (busca, filtro…, order, ipp, s5, pg) so equal states give equal URLs; `pg` is always dropped when an
 * option changes.
 */
import { DEFAULT_ITEMS_PER_PAGE, type Order } from '@vitrine/contract';

export interface PageState {
  busca: string | null;
  filtros: readonly string[];
  /** null: the listing's default order (not written in the URL). */
  order: Order | null;
  /** null: the default items per page (not written in the URL). */
  ipp: number | null;
  s5: string | null;
}

const encodeText = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');
/** Tokens are validated to [a-z0-9-:], so the colon can stay readable. */
const encodeToken = (token: string) => encodeURIComponent(token).replace(/%3A/gi, ':');

export function rota(path: string, state: PageState, pg?: number): string {
  const parts: string[] = [];
  if (state.busca !== null && state.busca !== '') parts.push(`busca=${encodeText(state.busca)}`);
  for (const token of state.filtros) parts.push(`filtro=${encodeToken(token)}`);
  if (state.order !== null) parts.push(`order=${state.order}`);
  if (state.ipp !== null) parts.push(`ipp=${state.ipp}`);
  if (state.s5 !== null && state.s5 !== '') parts.push(`s5=${encodeText(state.s5)}`);
  if (pg !== undefined && pg > 1) parts.push(`pg=${pg}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

/** Applying an inactive token adds it; an active token's route removes it. */
export function toggleToken(state: PageState, token: string): PageState {
  return state.filtros.includes(token)
    ? { ...state, filtros: state.filtros.filter((t) => t !== token) }
    : { ...state, filtros: [...state.filtros, token] };
}

/** Single-choice groups (price range, discount, search category): applying one replaces the others of its kind. */
export function toggleExclusive(state: PageState, token: string, sameKind: (t: string) => boolean): PageState {
  if (state.filtros.includes(token)) return { ...state, filtros: state.filtros.filter((t) => t !== token) };
  return { ...state, filtros: [...state.filtros.filter((t) => !sameKind(t)), token] };
}

export const withoutToken = (state: PageState, token: string): PageState => ({
  ...state,
  filtros: state.filtros.filter((t) => t !== token),
});

export function withOrder(state: PageState, order: Order, defaultOrder: Order): PageState {
  return { ...state, order: order === defaultOrder ? null : order };
}

export function withIpp(state: PageState, ipp: number, defaultIpp: number = DEFAULT_ITEMS_PER_PAGE): PageState {
  return { ...state, ipp: ipp === defaultIpp ? null : ipp };
}

export const isKind = (kind: string) => (token: string) => token.startsWith(`${kind}:`);
