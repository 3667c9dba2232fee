/**
 * The `filtro` tokens of a listing URL (docs/decisions/005-listing-urls.md): parsed by the contract (one reading for
 * the API and the storefront); a token that cannot be read is a 400 here.
 */
import { parseFilterToken, type FilterToken } from '@vitrine/contract';
import { badRequest } from '../../../lib/errors';

export type { FilterToken };
export const parseToken = parseFilterToken;

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
