import type { ProductStatus } from '@vitrine/contract';
import {
  BUY_TEXT,
  NOTIFY_ME_TEXT,
  ON_REQUEST_TEXT,
  REQUEST_QUOTE_TEXT,
  SEE_DETAILS_TEXT,
  UNAVAILABLE_TEXT,
} from '../detail-constants';
import { S5_ON } from '../constants';

export type StatusView = {
  /** Whether prices and instalments are shown. */
  showPrice: boolean;
  /** The text shown instead of the price, if any. */
  note: string | null;
  button: string;
  available: boolean;
};

/**
 * B§4 product status: 'disponivel' shows the price and 'Comprar' ('Ver detalhes' when the conversion-test flag s5
 * is on); 'sobConsulta' shows 'Sob consulta' and 'Solicitar orçamento'; 'indisponivel' shows 'Produto
 * indisponível' and 'Avise-me quando chegar'. Anything other than 'disponivel' counts as not available.
 */
export function statusView(status: ProductStatus | string, s5 = false): StatusView {
  if (status === 'disponivel') {
    return { showPrice: true, note: null, button: s5 ? SEE_DETAILS_TEXT : BUY_TEXT, available: true };
  }
  if (status === 'sobConsulta') {
    return { showPrice: false, note: ON_REQUEST_TEXT, button: REQUEST_QUOTE_TEXT, available: false };
  }
  return { showPrice: false, note: UNAVAILABLE_TEXT, button: NOTIFY_ME_TEXT, available: false };
}

/** B§4 design version: the query s5=v1 turns the conversion test (versaoS5) on. */
export function isS5(value: string | null | undefined): boolean {
  return value === S5_ON;
}
