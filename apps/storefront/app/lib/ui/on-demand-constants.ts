/**
 * The numbers and texts of the parts whose code loads on demand (decision 026): forms, pop-ups, the cart drawer, the
 * shipping calculator, 'Compre junto', search suggestions, the footer's menus. Apart from constants.ts, which every
 * page loads, so they travel with the code that uses them (docs/architecture.md §5: each named once).
 */
import { ALERT_LONG_MS, ALERT_MS } from '../constants';

/** B§9: the short alert (1.5 s). */
const ALERT_SHORT_MS = 1500;

// Header, menus and footer (B§2.6, B§9).
export const FOOTER_COLLAPSED_PX = 190;

// Error page (T§2): countdown from 5 to 1, then reload.
export const ERROR_RELOAD_SECONDS = 5;

// Search (B§4, B§5, B§9).
export const SUGGESTION_MIN_CHARS = 3;
export const SUGGESTION_DEBOUNCE_MS = 300;

// Texts used in more than one place.
export const SERVER_ERROR_TEXT = 'Por uma indisponibilidade do sistema, a página não pôde ser carregada.';
export const RELOAD_NOW_TEXT = 'Recarregar agora';
export const EBIT_COPY_ALERT = 'Cópia proibida! A certificação e-bit é de uso exclusivo de lojas conveniadas à e-bit.';
export const BACK_TEXT = 'Voltar';
export const POSTAL_CODE_PLACEHOLDER = '00000-000';
export const SHOW_ALL_MACHINES = 'Ver todas as máquinas';
export const HIDE_MACHINES = 'Esconder';

// Links to the external area (B§2.1, T§1).
export const LINK_CART = '/checkout/carrinho/';
export const LINK_PAYMENT = '/checkout/pagamento';
export const LINK_SEARCH = '/busca';

// Listings (B§2.3, B§4, B§5, B§9).
export const LINK_SEARCH_SUGGESTIONS = '/resources/search-suggestions';

// Product and kit detail (B§2.4, B§2.5, B§7, B§8, T§8).
export const QUOTE_POPUP_TITLE = 'SOLICITE ORÇAMENTO';
export const MORE_REVIEWS_TEXT = 'Ver mais avaliações';
export const BUY_TOGETHER_TITLE = 'Compre junto';

// Kit detail and 'Compre junto' (B§2.5, T§2, T§4).
export const BUY_TOGETHER_BUTTON = 'Comprar junto';
export const BUY_TOGETHER_ADDED_TEXT = 'Produtos adicionados ao carrinho.';
export const LINK_COMBINATION = '/resources/combination';
export function savingsText(value: string): string {
  return `Economize ${value}`;
}
/** A refused no-script 'Compre junto' add comes back with its message in this query parameter. */
export const ERROR_PARAM_COMBINATION = 'erroJunto';
/** T§3 a 'Compre junto' line in the cart: what the pair saves, for the line's quantity. */
export function combinationSavingsText(value: string): string {
  return `Compre junto: economize ${value}`;
}
/** The cart summary's line for the 'Compre junto' saving already taken off the total. */
export const CART_COMBINATION_SAVINGS_LABEL = 'Economia Compre junto';

// Shipping calculator and saved postal code (T§2, T§4, T§5, T§8, T§9).
export const SHIPPING_TITLE = 'Calcular Frete e Prazo';
/** T§2: the calculator's placeholder (the modal and home box show the saved form, POSTAL_CODE_PLACEHOLDER). */
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

// Demo sign-in and internal sale (T§2 "Header pieces", "Internal-sale banner", T§6, T§8).
export const LINK_SALE_ACTION = '/resources/sale';
export const SALE_CANCEL_QUESTION = 'Tem certeza que deseja cancelar?';
export const SALE_CANCEL_ERROR = 'Hove um erro ao cancelar a venda.';
/** Query parameters of the no-script cancel flow: the question, then the failure message. */
export const SALE_CONFIRM_PARAM = 'confirmarCancelamento';
export const SALE_ERROR_PARAM = 'erroVenda';

// Side cart and cart page (T§2, T§4, T§5, T§8, T§9).
export const CART_DEBOUNCE_MS = 300;
export const CART_TITLE = 'Carrinho';
export const SIDE_CART_TITLE = 'Meu carrinho';
export const CART_EMPTY_TEXT = 'Seu carrinho está vazio.';
export const CART_FINISH_TEXT = 'Concluir compra';
export const CART_CONTINUE_TEXT = 'Escolher mais produtos';
export const CART_SUBTOTAL_LABEL = 'Subtotal';
export const CART_TOTAL_LABEL = 'Total';
export const CART_LOADING_TEXT = 'Carregando o carrinho…';
export function cartRemoveLabel(nome: string): string {
  return `Remover ${nome} do carrinho`;
}

// Home (T§2 Home, T§9; B§2.7 and B§9 for its shelves and carousels).

// the note ranges are the contract's (@vitrine/contract/form-constants: FORM_MESSAGES, REVIEW_NOTE, STORE_RATING_NOTE; the states in documents).
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
