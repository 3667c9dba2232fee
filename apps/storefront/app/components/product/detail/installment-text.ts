import type { Installment } from '@vitrine/contract';
import { formatBRL } from '../../../lib/commerce/money';

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/**
 * B§2.4, B§3 one row of 'ver parcelas': 'Nx de R$ V sem juros' when taxa is 0, 'com juros' (with '(X% a.m.)' when
 * exibirTaxa) when positive, 'com desconto' when negative.
 */
export function installmentOptionText(option: Installment): string {
  const base = `${option.parcelas}x de ${formatBRL(option.valorParcela)}`;
  if (option.taxa === 0) return `${base} sem juros`;
  if (option.taxa < 0) return `${base} com desconto`;
  return option.exibirTaxa ? `${base} com juros (${percent.format(option.taxa)}% a.m.)` : `${base} com juros`;
}
