/**
 * The product/value form field (T§4 kit list and combination purchase, T§7 list/shop and checkout/cart): a product
 * and its chosen simple value travel in one entry, `produto={id}:{idAtributoValor}` (0 when there is none), once
 * per product in kit order. Without script, the radio of a product's choice is named `valor-{id}`. Every form
 * writes, and every action reads, these names through this module.
 */

export type ProductValue = { id: number; idAtributoValor: number | null };

/** The name of the entry (repeated once per product). */
export const PRODUCT_VALUE_FIELD = 'produto';

/** The largest id the database stores (PostgreSQL integer); a larger one is no product of ours. */
export const MAX_ID = 2_147_483_647;

const ENTRY = /^(\d{1,10}):(\d{1,10})$/;

/** Reads `?valor=`, `valor-{id}` or an id field as a positive id; anything else (or beyond MAX_ID) is null. */
export function parseValueId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}

/** `{id}:{idAtributoValor|0}`. */
export function encodeProductValue({ id, idAtributoValor }: ProductValue): string {
  return `${id}:${idAtributoValor ?? 0}`;
}

/** The product and value of an entry; null when it is malformed or out of range (the entry is then ignored). */
export function decodeProductValue(raw: unknown): ProductValue | null {
  if (typeof raw !== 'string') return null;
  const match = ENTRY.exec(raw);
  if (!match) return null;
  const id = parseValueId(match[1]);
  if (id === null || Number(match[2]) > MAX_ID) return null;
  return { id, idAtributoValor: parseValueId(match[2]) };
}

/** Every well-formed entry of a form value (one entry, several, or none), in order. */
export function decodeProductValues(raw: unknown): ProductValue[] {
  const entries = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  return entries.flatMap((entry) => decodeProductValue(entry) ?? []);
}

/** The no-script radio name of a product's simple-value choice. */
export function valueFieldName(productId: number): string {
  return `valor-${productId}`;
}
