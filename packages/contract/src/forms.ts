/**
 * Every form of the store (T§3 request entities, T§5 validations, T§7 calls): one request schema and one answer
 * schema per call. The Store API parses every post with these (400 with the field messages below); the storefront
 * uses the same schemas, so a rule lives once.
 *
 * Field order inside each object is the spec's validation order (zod reports issues in shape order), so the first
 * issue of a failed parse is the message T§5 shows first.
 *
 * Every text field is trimmed, has a length limit and refuses control characters (a NUL byte cannot even be stored);
 * single-line fields refuse line breaks too. Ids are PostgreSQL integers. Prices never come from a request.
 */
import { z } from 'zod';
import {
  FORM_LIMITS,
  FORM_MESSAGES as M,
  REVIEW_NOTE,
  STATE_REGISTRATION_EXEMPT,
  STORE_RATING_NOTE,
} from './form-constants';
import { INT4_MAX, money } from './common';
import { quoteAnswerSchema } from './quote-workflow';
import { multiline } from './guard';
import { UFS, isBrowserEmail, isValidEmail, normalizeCep, parseCpfCnpj, parsePhone } from './documents';

// ---------------------------------------------------------------------------------------------------------------
// Field builders
// ---------------------------------------------------------------------------------------------------------------

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- the same, line breaks and tabs included
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F]/;

interface TextOptions {
  max: number;
  /** The message for a missing or empty value. */
  required?: string;
  multiline?: boolean;
}

const checkedString = (o: TextOptions) => {
  const schema = z
    .string({ error: o.required ?? M.text })
    .max(20_000, M.tooLong(o.max))
    .refine((v) => !(o.multiline ? CONTROL : CONTROL_OR_BREAK).test(v), M.text)
    .transform((v) => v.trim())
    .refine((v) => v.length <= o.max, M.tooLong(o.max));
  // The boundary's guard (guard.ts) lets line breaks through where the field does.
  return o.multiline ? multiline(schema) : schema;
};

/** A required text: missing, wrong type or blank → `required`. */
export const requiredText = (o: TextOptions & { required: string }) =>
  checkedString(o).refine((v) => v.length > 0, o.required);

/** An optional text: missing or null reads as ''. */
export const optionalText = (o: TextOptions) =>
  checkedString(o)
    .nullish()
    .transform((v) => v ?? '');

/**
 * An e-mail: missing or blank → `required`; failing T§5's rule (or the form's own, `valid`) → `invalid`. Stored
 * lower-cased.
 */
export const emailField = (required: string, invalid: string, valid: (v: string) => boolean = isValidEmail) =>
  requiredText({ max: FORM_LIMITS.email, required })
    .refine((v) => v.length === 0 || valid(v), invalid)
    .transform((v) => v.toLowerCase());

/** A row id (PostgreSQL integer). */
export const rowId = z.number({ error: M.id }).int(M.id).min(1, M.id).max(INT4_MAX, M.id);

/** A boolean flag, false when absent. */
const flag = (fallback: boolean) => z.boolean({ error: M.choice }).default(fallback);

/** A phone with area code (T§5): any mask; answered as '(11) 98765-4321'. */
export const phoneField = (required: string) =>
  requiredText({ max: 20, required }).transform((v, ctx) => {
    if (v === '') return v;
    const phone = parsePhone(v);
    if (phone) return phone.formatted;
    ctx.addIssue({ code: 'custom', message: M.phone });
    return z.NEVER;
  });

/** CPF (a person) or CNPJ (a company, numeric or alphanumeric); answered formatted and upper-cased. */
export const cpfCnpjField = requiredText({ max: 18, required: M.cnpj }).transform((v, ctx) => {
  const parsed = parseCpfCnpj(v);
  if (parsed) return parsed.formatted;
  ctx.addIssue({ code: 'custom', message: /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(v) ? M.cpf : M.cnpj });
  return z.NEVER;
});

/** A state code from the list (T§9), in either case. */
export const ufField = z
  .string({ error: M.uf })
  .trim()
  .toUpperCase()
  .pipe(z.enum(UFS, { error: M.uf }));

/** A CEP, 00000-000 or 8 digits; answered as 8 digits. */
export const cepField = z.string({ error: M.cep }).transform((v, ctx) => {
  const cep = normalizeCep(v);
  if (cep) return cep;
  ctx.addIssue({ code: 'custom', message: M.cep });
  return z.NEVER;
});

/** The quote's quantity (T§5): digits only, minimum 1, empty becomes 1. */
export const quoteQuantityField = z
  .union(
    [
      z.number({ error: M.quantity }),
      z
        .string({ error: M.quantity })
        .trim()
        .regex(/^\d{0,4}$/, M.quantity),
    ],
    {
      error: M.quantity,
    },
  )
  .nullish()
  .transform((v) => (v === '' || v === null || v === undefined ? 1 : Number(v)))
  .pipe(z.number().int(M.quantity).min(1, M.quantity).max(FORM_LIMITS.quantity, M.quantity));

/** A form body: anything but a JSON object is refused as a whole. */
const form = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: M.body });

const name = (required: string) => requiredText({ max: FORM_LIMITS.name, required });
const longText = (required: string) => requiredText({ max: FORM_LIMITS.text, required, multiline: true });
const optionalLongText = optionalText({ max: FORM_LIMITS.text, multiline: true });

/** The answer of every form post whose spec reads data.sucesso. */
export const formAnswerSchema = z.object({ sucesso: z.boolean() });
export type FormAnswer = z.infer<typeof formAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST /v2/front/budget — the quote pop-up 'SOLICITE ORÇAMENTO' (T§3 "Quote request (popup)", T§5 "Quote popup")
// ---------------------------------------------------------------------------------------------------------------

/**
 * Required, in T§5's order: the name (`contato`), e-mail, CNPJ (`cpfCnpj`; a CPF is accepted too, for a person),
 * phone with area code (`telefone`), state (`uf`) and the state registration (`rgIe`: 'ISENTO' when 'Isento' is
 * ticked). Optional: the company name (`nomeRazao`, 'razão social'), city, message. `quantidadeProduto` empty → 1.
 * `precoProduto` is accepted and ignored: the quote is priced from the database. `copiaEmail` sends the customer a
 * copy of the e-mail; `newsletter` also signs the e-mail up for the newsletter.
 */
export const budgetRequestSchema = form({
  idProduto: rowId,
  /** The product page's chosen simple value (its voltage, say); none when the product has no choice. */
  idAtributoValor: z
    .number({ error: M.id })
    .int(M.id)
    .min(0, M.id)
    .max(INT4_MAX, M.id)
    .nullish()
    .transform((v) => (v ? v : null)),
  contato: name(M.required),
  email: emailField(M.required, M.questionEmail),
  cpfCnpj: cpfCnpjField,
  telefone: phoneField(M.phone),
  uf: ufField,
  rgIe: requiredText({ max: FORM_LIMITS.stateRegistration, required: M.stateRegistration })
    .transform((v) => v.toUpperCase())
    .refine((v) => v.length === 0 || v === STATE_REGISTRATION_EXEMPT || /^[0-9A-Z][0-9A-Z./ -]*$/.test(v), {
      message: M.stateRegistration,
    }),
  nomeRazao: optionalText({ max: FORM_LIMITS.name }),
  cidade: optionalText({ max: FORM_LIMITS.city }),
  quantidadeProduto: quoteQuantityField,
  mensagem: optionalLongText,
  precoProduto: z.unknown().optional(),
  copiaEmail: flag(false),
  newsletter: flag(false),
});
export type BudgetRequest = z.input<typeof budgetRequestSchema>;
export type BudgetInput = z.output<typeof budgetRequestSchema>;

/** The quote's number and the key of its printable page (`GET budget/{key}`, `/pagina/orcamento?key=`). */
export const budgetAnswerSchema = z.object({
  sucesso: z.literal(true),
  idOrcamento: z.number().int().positive(),
  chave: z.string(),
});
export type BudgetAnswer = z.infer<typeof budgetAnswerSchema>;

/** A quote key: 22+ url-safe characters (crypto random, 128 bits or more). Anything else is an unknown key. */
export const budgetKeySchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);
/** GET budget/{key}: a key that cannot be one names no quote (404). */
export const budgetKeyParamsSchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'Orçamento não encontrado.'),
});

// ---------------------------------------------------------------------------------------------------------------
// GET /v2/front/budget/{key} — T§3 "Quote (print)": the request as sent, or the store's answer (issue 37)
// ---------------------------------------------------------------------------------------------------------------

export const quoteInstallmentSchema = z.object({
  quantidade: z.number().int().positive(),
  /** Each instalment. */
  valor: money,
  /** 'sem juros', '5% de desconto' or '1,99% a.m.' (empty when the store hides the rate). */
  labelTaxa: z.string(),
});

export const quoteSchema = z.object({
  info_loja: z.object({
    nomeSite: z.string(),
    razaoSocial: z.string(),
    endereco: z.string(),
    telefone: z.string(),
    email: z.string(),
  }),
  detalhes: z.object({
    id_orcamento: z.number().int().positive(),
    /** When the quote was asked for (ISO 8601). */
    data: z.string(),
    /** Every field the shopper gave (issue 37). */
    cliente: z.object({
      nomeRazao: z.string(),
      contato: z.string(),
      email: z.string(),
      uf: z.string(),
      cpfCnpj: z.string(),
      /** The state registration, or 'ISENTO' when 'Isento' was ticked. */
      rgIe: z.string(),
      isento: z.boolean().optional(),
      telefone: z.string().optional(),
      cidade: z.string().optional(),
      mensagem: z.string().optional(),
      newsletter: z.boolean().optional(),
    }),
    produto: z.object({
      /** Name and sku as they were when the quote was asked for. */
      nomeProduto: z.string(),
      sku: z.string(),
      variacao: z.string().nullable().optional(),
      /** Unit price when the quote was asked for (issue 37: never today's price). */
      precoProduto: money,
      quantidadeProduto: z.number().int().positive(),
      imagens: z.object({ medium: z.string().nullable(), small: z.string().nullable() }),
    }),
    pagamento: z.object({
      /** Unit price × quantity; once answered, the answer's total (its discount taken off). */
      precoTotal: money,
      /** The total paid by boleto or Pix (cash discount applied). */
      valorBoleto: money,
      parcelas: z.array(quoteInstallmentSchema),
      /** Invoicing terms for companies: days to pay after the invoice. */
      diasFaturamento: z.number().int().nonnegative(),
    }),
    /** The store's answer once it answered (its prices, discount and validity); null before. */
    resposta: quoteAnswerSchema.nullable().optional(),
  }),
});
export type Quote = z.infer<typeof quoteSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST /v2/front/product/budget — the 'Sob Consulta' form (T§3 "Product quote request", T§5)
// ---------------------------------------------------------------------------------------------------------------

/** nome, email and contato (the phone, at most 15 characters) required, each with 'Preencha os campos!'. */
export const productBudgetRequestSchema = form({
  idProduto: rowId,
  nome: name(M.requiredAll),
  email: emailField(M.requiredAll, M.questionEmail),
  contato: requiredText({ max: 25, required: M.requiredAll }).refine((v) => {
    if (v === '' || !/^[\d\s().+-]+$/.test(v)) return v === '';
    // T§5: at most 15 characters, the mask (xx) xxxxx-xxxx included; a whole number with its area code.
    return v.replace(/\D/g, '').length >= 10 && v.length <= FORM_LIMITS.contactPhone;
  }, M.phone),
  observacao: optionalLongText,
  mailing: flag(false),
  /** Send the customer a copy. */
  enviarEmail: flag(false),
});
export type ProductBudgetRequest = z.input<typeof productBudgetRequestSchema>;
export type ProductBudgetInput = z.output<typeof productBudgetRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST /v2/front/product/solicitation — 'Avise-me' for a product or a shopping list (T§3 "Sold-out request", T§5)
// ---------------------------------------------------------------------------------------------------------------

/** Exactly one of idProduto or idListaCompra (the list form's field, which T§3 leaves unnamed). */
export const solicitationRequestSchema = form({
  idProduto: rowId.optional(),
  idListaCompra: rowId.optional(),
  idAtributoValor: z
    .number({ error: M.id })
    .int(M.id)
    .min(0, M.id)
    .max(INT4_MAX, M.id)
    .nullish()
    .transform((v) => (v ? v : null)),
  nome: name(M.requiredAll),
  // T§5: no format check beyond the browser's e-mail input type.
  email: emailField(M.requiredAll, M.questionEmail, isBrowserEmail),
  observacao: optionalLongText,
  mailing: flag(false),
}).superRefine((v, ctx) => {
  if ((v.idProduto === undefined) === (v.idListaCompra === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['idProduto'], message: 'Informe idProduto ou idListaCompra.' });
  }
});
export type SolicitationRequest = z.input<typeof solicitationRequestSchema>;
export type SolicitationInput = z.output<typeof solicitationRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST /v2/front/question (T§3 "Question", T§5 "Question form": name, e-mail, e-mail format, question)
// ---------------------------------------------------------------------------------------------------------------

export const questionRequestSchema = form({
  idNivel: rowId,
  nivel: z.literal('produto', { error: M.id }).default('produto'),
  nome: name(M.required),
  email: emailField(M.required, M.questionEmail),
  pergunta: longText(M.required),
});
export type QuestionRequest = z.input<typeof questionRequestSchema>;
export type QuestionInput = z.output<typeof questionRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST /v2/front/evaluations/product and /evaluations/list (T§3 reviews; T§5: stars, comment, name, e-mail, format)
// ---------------------------------------------------------------------------------------------------------------

const reviewNote = z
  .number({ error: M.reviewNote })
  .int(M.reviewNote)
  .min(REVIEW_NOTE.min, M.reviewNote)
  .max(REVIEW_NOTE.max, M.reviewNote);

const reviewFields = {
  nota: reviewNote,
  comentario: longText(M.required),
  nome: name(M.required),
  email: emailField(M.required, M.reviewEmail),
  recomenda: flag(true),
};

export const productReviewRequestSchema = form({ idProduto: rowId, ...reviewFields });
export type ProductReviewRequest = z.input<typeof productReviewRequestSchema>;
export type ProductReviewInput = z.output<typeof productReviewRequestSchema>;

export const listReviewRequestSchema = form({ idListaCompra: rowId, ...reviewFields });
export type ListReviewRequest = z.input<typeof listReviewRequestSchema>;
export type ListReviewInput = z.output<typeof listReviewRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET and POST /v2/front/evaluations/store/add/{key} — the store rating (T§3 "Store rating", T§5)
// ---------------------------------------------------------------------------------------------------------------

/** A store-rating key as sent in the e-mailed link; a malformed one is simply not a valid key (sucesso false). */
export const storeRatingKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);
/**
 * The answer of evaluations/store/add/{key} (GET and POST): `sucesso`, and when false because the key was already
 * used for a rating, `motivo: 'usada'` (issue 25: the page says so instead of going home).
 */
export const storeRatingAnswerSchema = z.object({
  sucesso: z.boolean(),
  motivo: z.literal('usada').optional(),
});
export type StoreRatingAnswer = z.infer<typeof storeRatingAnswerSchema>;

/** evaluations/store/add/{key}: any key is asked about; one that is malformed, unknown or used answers sucesso false. */
export const storeRatingKeyParamsSchema = z.object({ key: z.string() });

const ratingNote = z
  .number({ error: M.ratingNote })
  .int(M.ratingNote)
  .min(STORE_RATING_NOTE.min, M.ratingNote)
  .max(STORE_RATING_NOTE.max, M.ratingNote);

export const storeRatingRequestSchema = form({
  experiencia: ratingNote,
  atendimento: ratingNote,
  satisfacao: z.boolean({ error: M.ratingChoice }),
  mensagem: optionalLongText,
  /** May the message be published (the e-mail never is). */
  autorizacao: flag(false),
});
export type StoreRatingRequest = z.input<typeof storeRatingRequestSchema>;
export type StoreRatingInput = z.output<typeof storeRatingRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST /v2/front/newsletter — footer strip and home pop-up (T§3 "Newsletter signup", T§5)
// ---------------------------------------------------------------------------------------------------------------

/** The name is preset to a dot (T§5); `cupom` (pop-up only) asks for the first-purchase coupon by e-mail. */
export const newsletterRequestSchema = form({
  email: emailField(M.required, M.questionEmail),
  /** The footer sends '.' for no name (T§5): kept as no name (issue 37). */
  nome: optionalText({ max: FORM_LIMITS.name }).transform((v) => (/^[\s.]*$/.test(v) ? '' : v)),
  cupom: flag(false),
});
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;
export type NewsletterInput = z.output<typeof newsletterRequestSchema>;
