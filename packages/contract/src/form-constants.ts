import { CART_RATE_LIMITED_MESSAGE } from './constants';

/**
 * Forms (T§3, T§5, T§8, T§9): the texts the validations produce and the limits (the state list is documents.ts'). The schemas in
 * forms.ts use them, and the storefront shows the same texts. A module of its own (not constants.ts), so the
 * storefront's forms, whose code loads on demand, take them along instead of every page.
 */

/** T§5 texts, exactly as the spec writes them (the two e-mail texts differ in case on purpose). */
export const FORM_MESSAGES = {
  required: 'Preencha o campo!',
  requiredAll: 'Preencha os campos!',
  reviewNote: 'Selecione a nota!',
  reviewEmail: 'Insira um E-mail válido!',
  questionEmail: 'Insira um e-mail válido!',
  ratingNote: 'Por favor, dê uma nota.',
  ratingChoice: 'Por favor, escolha um.',
  phone: 'Telefone inválido',
  cnpj: 'CNPJ inválido',
  // Not in the spec; chosen for the checks it leaves unnamed.
  cpf: 'CPF inválido',
  /** The quote pop-up is for companies (T§5: CNPJ); a person typing a CPF is told where to ask instead. */
  quoteCompaniesOnly:
    'Este orçamento é para empresas (CNPJ). Pessoa física: compre pelo site ou fale com a nossa central de ' +
    'atendimento (telefone, WhatsApp e e-mail no rodapé da página).',
  /** 'Avise-me' for a product that is in stock (the shopper can buy it now). */
  soldOutInStock: 'Este produto está disponível em estoque: você já pode comprá-lo.',
  uf: 'Selecione o estado.',
  stateRegistration: 'Informe a inscrição estadual ou marque Isento.',
  cep: 'CEP inválido',
  quantity: 'Informe uma quantidade de 1 a 9999.',
  text: 'O texto contém caracteres inválidos.',
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  id: 'Identificador inválido.',
  choice: 'Escolha sim ou não.',
  body: 'Envie os campos do formulário.',
  rateLimited: 'Muitos envios em pouco tempo. Aguarde um minuto e tente novamente.',
  /** A cart add over its limit (issue 28): the Store API's 429 message, and the no-script alert's text. */
  cartRateLimited: CART_RATE_LIMITED_MESSAGE,
} as const;

/** What the quote form sends as rgIe when 'Isento' is ticked (T§5). */
export const STATE_REGISTRATION_EXEMPT = 'ISENTO';

/** Field lengths every form shares. */
export const FORM_LIMITS = {
  name: 120,
  email: 254,
  city: 80,
  stateRegistration: 20,
  /** Comments, questions, messages, observations. */
  text: 2000,
  /** Sob Consulta: telefone at most 15 characters, (xx) xxxxx-xxxx (T§5). */
  contactPhone: 15,
  quantity: 9999,
} as const;

/** Review stars 1–5 and store-rating notes 1–10 (T§9). */
export const REVIEW_NOTE = { min: 1, max: 5 } as const;
export const STORE_RATING_NOTE = { min: 1, max: 10 } as const;
