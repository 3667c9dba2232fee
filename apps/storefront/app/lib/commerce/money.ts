const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Formats reais as Brazilian currency, e.g. 1234.5 → "R$ 1.234,50" (with a non-breaking space). */
export function formatBRL(reais: number): string {
  return brl.format(reais);
}
