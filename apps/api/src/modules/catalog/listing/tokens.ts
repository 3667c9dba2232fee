/**
 * The `filtro` tokens of a listing URL (docs/decisions/005-listing-urls.md). Parsing is pure: a token that does not
 * follow its kind's form is bad input (400); a well-formed token naming something the catalogue no longer has is
 * kept, matches nothing and shows as a removable chip.
 */
import { badRequest } from '../../../lib/errors';

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
export function parseToken(token: string): FilterToken | string {
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
      return { kind, token: priceToken(de, ate), de, ate };
    }
    default:
      return { kind: 'filtro', token, filterSlug: kind, valueSlug: value };
  }
}

/** Parses every token (duplicates dropped, first one kept); any malformed token is a 400 on `filtro`. */
export function parseTokens(tokens: readonly string[]): FilterToken[] {
  const out: FilterToken[] = [];
  const seen = new Set<string>();
  for (const raw of tokens) {
    const parsed = parseToken(raw);
    if (typeof parsed === 'string') throw badRequest(`Parâmetros inválidos (filtro: ${parsed})`, { filtro: parsed });
    if (seen.has(parsed.token)) continue;
    seen.add(parsed.token);
    out.push(parsed);
  }
  return out;
}

export const priceToken = (de: number | null, ate: number | null): string => `preco:${de ?? ''}-${ate ?? ''}`;
export const discountToken = (percent: number): string => `desconto:${percent}`;
export const attributeToken = (valueId: number): string => `atributo:${valueId}`;
export const categoryToken = (categoryId: number): string => `categoria:${categoryId}`;
export const filterToken = (filterSlug: string, valueSlug: string): string => `${filterSlug}:${valueSlug}`;

/** The slug of a filter's name, as used before the colon ('Faixa de medição' → 'faixa-de-medicao'). */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}
