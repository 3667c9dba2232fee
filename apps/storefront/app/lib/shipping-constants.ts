/**
 * The shipping calculator and the saved postal code (T§2, T§4, T§5, T§8, T§9): texts, timings and addresses. By
 * subject; the client build inlines constants where they are used (vite.config.ts, `inlineConst`).
 */

export const SHIPPING_ERROR = 'Erro ao calcular o frete';
/** Not in the spec: a code shorter than 8 digits, told as the field's hint tells it (issue 39). */
export const SHIPPING_SHORT_CEP = 'CEP incompleto: digite os 8 números.';
export const FREE_SHIPPING_TEXT = 'Grátis';
export const POSTAL_CODE_PLACEHOLDER = '00000-000';
export const SHIPPING_TITLE = 'Calcular Frete e Prazo';
/**
 * The shipping calculator's placeholder, as the field writes a CEP (issue 25: T§2's '00.000-000' has a dot the mask
 * never writes, and 10 characters where the field takes 9); the hint says the hyphen is the field's.
 */
export const SHIPPING_PLACEHOLDER = '00000-000';
export const SHIPPING_HINT = 'Digite só os números: o hífen entra sozinho.';
export const SHIPPING_BUTTON = 'Calcular';
export const SHIPPING_EMPTY_TEXT = 'Informe o CEP.';
export const UNKNOWN_CEP_TEXT = 'Não sei meu CEP';
export const LINK_CORREIOS_CEP_SEARCH = 'https://buscacepinter.correios.com.br/app/endereco/index.php';
export const LINK_SHIPPING = '/resources/shipping';
export const LINK_POSTAL_CODE = '/resources/postal-code';
/** T§4, T§9: the confirmation shows 4 s; an invalid entry's error 3 s (ALERT_MS). */
export const POSTAL_CODE_SAVED_MS = 4000;
export const POSTAL_CODE_INVALID_TEXT = 'CEP inválido. Use o formato 00000-000.';
export function postalCodeSavedText(cep: string): string {
  return `Enviar para: ${cep}`;
}
