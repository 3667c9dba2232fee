import { ALERT_LONG_MS, ALERT_MS } from '../constants';

/**
 * The forms of T§2 (quote, 'Sob Consulta', sold-out, question, reviews, store rating, newsletter): their texts and how
 * long their messages stay (T§4, T§9). The fields' rules and messages are the contract's
 * (@vitrine/contract/form-constants: FORM_MESSAGES, REVIEW_NOTE, STORE_RATING_NOTE; the states in documents).
 */

/** B§9: the short alert (1.5 s). */
const ALERT_SHORT_MS = 1500;

export const REVIEW_OPEN_TEXT = 'Avaliar';
export const QUOTE_POPUP_TITLE = 'SOLICITE ORÇAMENTO';
export const MORE_REVIEWS_TEXT = 'Ver mais avaliações';
/** T§4 quote popup: 'E-mail enviado!' / 'Erro ao Enviar!' go back to 'Enviar' after 3 s. */
export const QUOTE_BUTTON_RESET_MS = ALERT_MS;
/** T§5 quote popup: 'Telefone inválido' and 'CNPJ inválido' show 1.5 s. */
export const QUOTE_FIELD_ALERT_MS = ALERT_SHORT_MS;
/** T§4 'Sob Consulta' form: its alert hides after 3 s. */
export const SOB_CONSULTA_ALERT_MS = ALERT_MS;
/** T§4, T§9 sold-out form: the message clears after 3 s (on the shopping-list form only). */
export const SOLD_OUT_LIST_MESSAGE_MS = ALERT_MS;
/** T§4, T§8, T§9 question form: success 3 s, error 5 s. */
export const QUESTION_SUCCESS_MS = ALERT_MS;
export const QUESTION_ERROR_MS = ALERT_LONG_MS;
/** T§4, T§8, T§9 review forms: success 3 s, failure 5 s. */
export const REVIEW_SUCCESS_MS = ALERT_MS;
export const REVIEW_ERROR_MS = ALERT_LONG_MS;
/** T§4, T§9 store rating: both messages disappear after 5 s. */
export const STORE_RATING_MESSAGE_MS = ALERT_LONG_MS;
/** T§4, T§9 newsletter: the button reverts after 5 s; the popup closes 3 s after success. */
export const NEWSLETTER_RESET_MS = ALERT_LONG_MS;
export const QUOTE_SEND_TEXT = 'Enviar';
export const QUOTE_SENDING_TEXT = 'Carregando';
export const QUOTE_SENT_TEXT = 'E-mail enviado!';
export const QUOTE_ERROR_TEXT = 'Erro ao Enviar!';
export const STATE_REGISTRATION_EXEMPT_TEXT = 'Isento';
export const SENT_TEXT = 'Enviado com sucesso';
export const SEND_ERROR_TEXT = 'Erro ao enviar';
export const SOB_CONSULTA_TITLE = 'Sob Consulta';
export const NOTIFY_ME_TITLE = 'Avise-me quando chegar';
export const QUESTION_SENT_TEXT = 'Pergunta enviada com sucesso!';
export const FORM_SEND_FAILED_TEXT = 'Houve um erro ao enviar.';
export const REVIEW_SENT_TEXT = 'Enviado com sucesso!';
export const STORE_RATING_TITLE = 'Avaliação da loja';
export const STORE_RATING_SENT_TEXT = 'Avaliação enviada com sucesso!!!';
export const STORE_RATING_ERROR_TEXT = 'Não foi possível enviar sua avaliação.';
/** Issue 25: what replaces the store-rating form once it is sent, and what a used key's page says. */
export const STORE_RATING_THANKS_TEXT = 'Obrigado pela sua avaliação! Ela nos ajuda a atender cada vez melhor.';
/** A rating posted without the key of its link, or with one that is no key (issue 34). */
export const STORE_RATING_KEY_TEXT = 'O link desta avaliação é inválido: use o link recebido por e-mail.';
export const STORE_RATING_USED_TEXT = 'Esta avaliação já foi enviada: o link de avaliação só pode ser usado uma vez.';
/** T§4 the strip's button: 'Enviar' until the first sign-up, then 'Cadastrado!', then 'Cadastrar' after 5 s. */
export const NEWSLETTER_STRIP_SEND_TEXT = 'Enviar';
export const NEWSLETTER_STRIP_IDLE_TEXT = 'Cadastrar';
export const NEWSLETTER_POPUP_SEND_TEXT = 'Enviar o cupom para o e-mail';
export const NEWSLETTER_POPUP_IDLE_TEXT = 'garanta seu desconto';
export const NEWSLETTER_DONE_TEXT = 'Cadastrado!';
export const NEWSLETTER_ERROR_TEXT = 'Erro ao cadastrar';
/** T§3: the newsletter's name is preset to a dot. */
export const NEWSLETTER_NAME = '.';
export const LINK_FORMS = '/resources/forms';
/** T§2 store-rating page and the printable quote (decision 017). */
export function quotePrintPath(key: string): string {
  return `/orcamento/${encodeURIComponent(key)}/imprimir`;
}
export const NEWSLETTER_POPUP_CLOSE_MS = ALERT_MS;
