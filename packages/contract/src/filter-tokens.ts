/**
 * The `filtro` tokens of a listing URL (docs/decisions/005-listing-urls.md), read the same way by the Store API and the
 * storefront. Parsing is pure: a token that does not follow its kind's form cannot be read (the API answers 400, the
 * storefront leaves it out of the listing's address); a well-formed token naming something the catalogue no longer
 * has is kept, matches nothing and shows as a removable chip.
 */
import { FILTER_TOKEN } from './constants';

export type FilterToken =
  | { kind: 'filtro'; token: string; filterSlug: string; valueSlug: string }
  | { kind: 'atributo'; token: string; valueId: number }
  | { kind: 'preco'; token: string; de: number | null; ate: number | null }
  | { kind: 'desconto'; token: string; percent: number }
  | { kind: 'categoria'; token: string; categoryId: number };

const MAX_ID = 2_147_483_647;
const MAX_PRICE = 9_999_999;

function positiveId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_ID ? n : null;
}

/** One token, or an error message in Portuguese. */
export function parseFilterToken(token: string): FilterToken | string {
  if (!FILTER_TOKEN.test(token)) return `Filtro inválido: ${token}.`;
  const colon = token.indexOf(':');
  if (colon < 1) return `Filtro inválido: ${token}.`;
  const kind = token.slice(0, colon);
  const value = token.slice(colon + 1);
  switch (kind) {
    case 'atributo': {
      const valueId = positiveId(value);
      return valueId === null ? `Atributo inválido: ${token}.` : { kind, token, valueId };
    }
    case 'categoria': {
      const categoryId = positiveId(value);
      return categoryId === null ? `Categoria inválida: ${token}.` : { kind, token, categoryId };
    }
    case 'desconto': {
      const percent = /^\d{1,2}$/.test(value) ? Number(value) : 0;
      return percent >= 1 && percent <= 99 ? { kind, token, percent } : `Desconto inválido (1 a 99): ${token}.`;
    }
    case 'preco': {
      const m = /^(\d{0,7})-(\d{0,7})$/.exec(value);
      const de = m?.[1] ? Number(m[1]) : null;
      const ate = m?.[2] ? Number(m[2]) : null;
      if (!m || (de === null && ate === null) || (de !== null && ate !== null && de >= ate)) {
        return `Faixa de preço inválida (use preco:DE-ATE em reais): ${token}.`;
      }
      if ((de ?? 0) > MAX_PRICE || (ate ?? 0) > MAX_PRICE) return `Faixa de preço inválida: ${token}.`;
      return { kind, token: `preco:${de ?? ''}-${ate ?? ''}`, de, ate };
    }
    default:
      return { kind: 'filtro', token, filterSlug: kind, valueSlug: value };
  }
}

/** Whether a token can be read (its kind's form); one that cannot is left out of a listing's address. */
export const isReadableFilterToken = (token: string): boolean => typeof parseFilterToken(token) !== 'string';
