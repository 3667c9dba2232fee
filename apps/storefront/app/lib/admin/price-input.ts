/**
 * A price typed in the back office, in reais: Brazilian ('1.234,56') or plain ('1234.56') notation; empty is null
 * (no list price); anything else is undefined (refused with a message).
 */
export function parsePriceInput(text: string): number | null | undefined {
  const value = text.trim().replace(/^R\$\s*/, '');
  if (value === '') return null;
  const plain = value.includes(',') ? value.replace(/\./g, '').replace(',', '.') : value;
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  return Number(plain);
}

/** A price as the back office shows it in a field ('1234,56'). */
export const priceField = (value: number | null) => (value === null ? '' : value.toFixed(2).replace('.', ','));
