/**
 * The instalment words (B§2.4, B§2.7, B§3 "Installment option", T§9), the one place they are written: the cards' and
 * shelves' summary line, each row of the product page's 'ver parcelas' list, and the printed quote's rate label
 * (`labelTaxa`, written by the Store API). It imports nothing, so the browser loads it (`@vitrine/contract/
 * installments`) without the schema library; every export is a plain function, so a bundle keeps only what it calls.
 *
 * One wording (docs/decisions/037-instalment-wording.md):
 * - the rate: 0 is 'sem juros', positive 'com juros', negative (a discount) 'com desconto';
 * - the rate itself, only where the store shows it (`exibirTaxa`) and it is not 0, in brackets after those words,
 *   at most 2 decimals: 'com juros (1,99% a.m.)', 'com desconto (5%)';
 * - a row: 'Nx de R$ V ' + the rate label; the summary: the LAST option's row without the rate itself.
 */

/** What the words need of an instalment option (the contract's `Installment` has these fields). */
export interface InstallmentWords {
  parcelas: number;
  valorParcela: number;
  /** Negative: a discount; positive: monthly interest; 0: interest-free. */
  taxa: number;
  exibirTaxa: boolean;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** Formats reais as Brazilian currency, e.g. 1234.5 → "R$ 1.234,50" (with a non-breaking space). */
export function formatBRL(reais: number): string {
  return brl.format(reais);
}

/** 'sem juros', 'com juros', 'com juros (1,99% a.m.)', 'com desconto' or 'com desconto (5%)'. */
export function rateLabel(taxa: number, exibirTaxa: boolean): string {
  if (taxa === 0) return 'sem juros';
  const shown = exibirTaxa ? ` (${percent.format(Math.abs(taxa))}%${taxa > 0 ? ' a.m.' : ''})` : '';
  return (taxa > 0 ? 'com juros' : 'com desconto') + shown;
}

/** 'Nx de R$ V' followed by a rate label (left out when empty). */
export function installmentLine(parcelas: number, valorParcela: number, label: string): string {
  const base = `${parcelas}x de ${formatBRL(valorParcela)}`;
  return label ? `${base} ${label}` : base;
}

/** One row of 'ver parcelas': '3x de R$ 100,00 com juros (1,99% a.m.)'. */
export function installmentRow(option: InstallmentWords): string {
  return installmentLine(option.parcelas, option.valorParcela, rateLabel(option.taxa, option.exibirTaxa));
}

/** The summary of a card or shelf: the last option, without the rate itself; null when there is none. */
export function installmentSummary(parcelamento: readonly InstallmentWords[]): string | null {
  const last = parcelamento.at(-1);
  return last ? installmentLine(last.parcelas, last.valorParcela, rateLabel(last.taxa, false)) : null;
}
