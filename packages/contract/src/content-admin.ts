/**
 * Banners, the home pop-up and the e-mails' texts as the back office edits them (issue 37, point 3;
 * docs/decisions/042-store-settings-and-content.md). Moments are the store's wall-clock time (America/Sao_Paulo) as a
 * `datetime-local` field sends them, `YYYY-MM-DDTHH:mm`; the API turns them into instants. Every refusal names its
 * field in Portuguese.
 */
import { z } from 'zod';
import { oneLine, text } from './backoffice';
import { INT4_MAX } from './common';
import { multiline } from './guard';
import { bannerSlots } from './content';

/** A moment of the store's clock as a `datetime-local` field sends it (seconds allowed and dropped). */
const localMoment = (name: string) =>
  oneLine(25, name).refine(
    (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(v) && !Number.isNaN(Date.parse(`${v.slice(0, 16)}:00Z`)),
    `${name}: informe data e hora, como 2026-12-01T08:00.`,
  );
/** The same, or empty (no end). */
const optionalMoment = (name: string) =>
  oneLine(25, name).refine(
    (v) =>
      v === '' ||
      (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(v) && !Number.isNaN(Date.parse(`${v.slice(0, 16)}:00Z`))),
    `${name}: informe data e hora, como 2026-12-31T23:59, ou deixe vazio.`,
  );

/** A link of the shop (`/…`, never `//…`) or an https address; empty: no link. */
const shopLink = oneLine(300, 'Link').refine(
  (v) => v === '' || /^\/(?![/\\])\S*$/.test(v) || /^https:\/\/\S+$/i.test(v),
  'Link: use um caminho da loja (/categoria) ou um endereço https://, ou deixe vazio.',
);

/**
 * A picture the content may use: an uploaded original (`/media/fotos/{sha256}/…`, the photo pipeline of issue 35) or
 * one of the store's drawn banners (`/media/banners/…svg`). Empty on a save: keep the current one.
 */
export const contentImageSchema = oneLine(200, 'Imagem').refine(
  (v) =>
    v === '' || /^\/media\/fotos\/[0-9a-f]{64}\/[a-z0-9{}.]+$/.test(v) || /^\/media\/banners\/[a-z0-9-]+\.svg$/.test(v),
  'Imagem: envie uma imagem JPEG, PNG, WebP ou AVIF.',
);

// ————— banners —————

/** What each slot is, in the back office's words (the slots of showcase/banners/{slot}, B§7, T§7). */
export const BANNER_SLOT_LABELS: Record<(typeof bannerSlots)[number], string> = {
  'banner-principal-home': 'Home: carrossel principal',
  banner_grid_rectangular: 'Home: grade, banners largos (2)',
  banner_grid_square: 'Home: grade, quadrados (4)',
  'meio-home': 'Home: meio da página (2)',
  'banner-listagem-categoria': 'Listagem: topo da categoria',
  'banner-cupom-categoria': 'Listagem: cupom da categoria',
  'banner-menu-principal': 'Menu principal',
  'banner-subcategoria-menu-topo': 'Menu: subcategorias',
  'banner-grande-menu-categorias': 'Menu de categorias: grande',
  'banner-pequeno-menu-categorias': 'Menu de categorias: pequenos',
};

export const adminBannerBodySchema = z.object({
  slot: z.enum(bannerSlots, { error: 'Espaço: escolha um dos espaços da loja.' }),
  titulo: oneLine(120, 'Título').refine((v) => v.length > 0, 'Título: obrigatório.'),
  subtitulo: oneLine(200, 'Subtítulo'),
  alt: oneLine(200, 'Texto alternativo').refine(
    (v) => v.length > 0,
    'Texto alternativo: descreva a imagem para quem não a vê.',
  ),
  link: shopLink,
  /** Empty on a save keeps the banner's picture; a new banner needs one. */
  imagem: contentImageSchema,
  dataInicial: localMoment('Início'),
  dataFinal: optionalMoment('Fim'),
  posicao: z.coerce
    .number({ error: 'Ordem: informe um número.' })
    .int('Ordem: um número inteiro.')
    .min(0, 'Ordem: de 0 a 999.')
    .max(999, 'Ordem: de 0 a 999.'),
  ativo: z.boolean({ error: 'Ativo: sim ou não.' }),
});
export type AdminBannerBody = z.output<typeof adminBannerBodySchema>;

export const adminBannerSchema = z.object({
  id: z.number().int(),
  slot: z.enum(bannerSlots),
  titulo: z.string(),
  subtitulo: z.string(),
  alt: z.string(),
  link: z.string(),
  imagem: z.string(),
  imagemMobile: z.string().nullable(),
  dataInicial: z.string(),
  dataFinal: z.string(),
  posicao: z.number().int(),
  ativo: z.boolean(),
  /** Active and inside its dates now: the shop shows it. */
  noAr: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannersSchema = z.object({ banners: z.array(adminBannerSchema) });
export const adminBannerParamsSchema = z.object({
  id: z.coerce.number({ error: 'Banner não encontrado.' }).int().min(1).max(INT4_MAX),
});

// ————— the home pop-up —————

export const adminPopupBodySchema = z.object({
  ativo: z.boolean({ error: 'Ativo: sim ou não.' }),
  titulo: oneLine(120, 'Título').refine((v) => v.length > 0, 'Título: obrigatório.'),
  texto: multiline(text(1000, 'Texto')),
  /** Empty keeps the current picture; `remover` in `semImagem` drops it. */
  imagem: contentImageSchema,
  semImagem: z.boolean().default(false),
  cupom: oneLine(40, 'Cupom').refine(
    (v) => /^[A-Za-z0-9_-]*$/.test(v),
    'Cupom: só letras, números, hífen e sublinhado, sem espaços.',
  ),
  dataInicial: optionalMoment('Início'),
  dataFinal: optionalMoment('Fim'),
});
export type AdminPopupBody = z.output<typeof adminPopupBodySchema>;
export const adminPopupSchema = z.object({
  ativo: z.boolean(),
  titulo: z.string(),
  texto: z.string(),
  imagem: z.string(),
  cupom: z.string(),
  dataInicial: z.string(),
  dataFinal: z.string(),
  /** Active and inside its dates now: the home shows it. */
  noAr: z.boolean(),
});
export type AdminPopup = z.infer<typeof adminPopupSchema>;

// ————— e-mail texts —————

/**
 * The e-mails to shoppers whose subject and opening paragraph the store may write (forms/emails.ts), with the
 * built-in text and the placeholders each allows. The greeting ('Olá, Ana.') and the details below the opening stay
 * the code's, so a text cannot drop the data the e-mail exists for.
 */
const VARIATION_MARKS = {
  loja: 'nome da loja',
  nome: 'nome do cliente',
  produto: 'produto',
  variacao: 'variação escolhida entre parênteses, como " (110 V)", ou nada',
};
export const EMAIL_TEXTS = {
  'orcamento-cliente': {
    rotulo: 'Cópia do pedido de orçamento (para o cliente)',
    assunto: 'Seu pedido de orçamento nº {numero} – {loja}',
    introducao: 'Recebemos seu pedido de orçamento. Nossa equipe entrará em contato em breve.',
    marcadores: { loja: 'nome da loja', nome: 'nome do cliente', numero: 'número do orçamento', produto: 'produto' },
  },
  'consulta-cliente': {
    rotulo: 'Produto sob consulta: confirmação (para o cliente)',
    assunto: 'Recebemos sua consulta – {produto}',
    introducao: 'Recebemos sua consulta e responderemos em breve com preço e prazo.',
    marcadores: { loja: 'nome da loja', nome: 'nome do cliente', produto: 'produto' },
  },
  'aviseme-confirmacao': {
    rotulo: 'Avise-me: pedido recebido',
    assunto: 'Avisaremos quando chegar: {produto}',
    introducao:
      'Você pediu para ser avisado quando {produto}{variacao} voltar ao estoque. Enviaremos um e-mail assim que chegar.',
    marcadores: VARIATION_MARKS,
  },
  'aviseme-chegou': {
    rotulo: 'Avise-me: o produto chegou',
    assunto: 'Chegou: {produto}',
    introducao: '{produto}{variacao} voltou ao estoque e já pode ser comprado:',
    marcadores: VARIATION_MARKS,
  },
  'newsletter-boas-vindas': {
    rotulo: 'Newsletter: cadastro confirmado',
    assunto: 'Cadastro confirmado – {loja}',
    introducao: 'Seu e-mail foi cadastrado na newsletter da {loja}: você receberá ofertas e novidades.',
    marcadores: { loja: 'nome da loja', nome: 'nome do cliente' },
  },
  'newsletter-cupom': {
    rotulo: 'Newsletter pelo pop-up da home: cupom de primeira compra',
    assunto: 'Seu cupom de primeira compra: {cupom}',
    introducao: 'Seu e-mail foi cadastrado na newsletter da {loja}: você receberá ofertas e novidades.',
    marcadores: { loja: 'nome da loja', nome: 'nome do cliente', cupom: 'cupom de primeira compra' },
  },
  'orcamento-resposta': {
    rotulo: 'Resposta da loja a um orçamento',
    assunto: 'Resposta ao seu orçamento {numero} – {loja}',
    introducao: 'Respondemos ao seu pedido de orçamento {numero}:',
    marcadores: { loja: 'nome da loja', nome: 'nome do cliente', numero: 'número do orçamento' },
  },
} as const satisfies Record<
  string,
  { rotulo: string; assunto: string; introducao: string; marcadores: Record<string, string> }
>;
export type EmailTextKey = keyof typeof EMAIL_TEXTS;
export const emailTextKeys = Object.keys(EMAIL_TEXTS) as [EmailTextKey, ...EmailTextKey[]];

/** The placeholders a text uses that its e-mail does not allow, as written (`{xyz}`). */
export function unknownPlaceholders(key: EmailTextKey, value: string): string[] {
  const allowed = EMAIL_TEXTS[key].marcadores as Record<string, string>;
  return [...new Set([...value.matchAll(/\{([^{}\s]*)\}/g)].map((m) => m[1] ?? ''))]
    .filter((name) => !Object.hasOwn(allowed, name))
    .map((name) => `{${name}}`);
}

/** The Portuguese refusal of a text with unknown placeholders; null when every one is allowed. */
export function placeholderError(key: EmailTextKey, field: string, value: string): string | null {
  const unknown = unknownPlaceholders(key, value);
  if (unknown.length === 0) return null;
  const allowed = Object.keys(EMAIL_TEXTS[key].marcadores)
    .map((m) => `{${m}}`)
    .join(', ');
  return `${field}: ${unknown.length === 1 ? 'o marcador' : 'os marcadores'} ${unknown.join(', ')} não ${unknown.length === 1 ? 'existe' : 'existem'} neste e-mail. Use ${allowed}.`;
}

export const emailTextParamsSchema = z.object({ chave: z.enum(emailTextKeys, { error: 'E-mail não encontrado.' }) });
/** Empty: the built-in text. */
export const emailTextBodySchema = z.object({
  assunto: oneLine(200, 'Assunto'),
  introducao: multiline(text(2000, 'Texto de abertura')),
});
export type EmailTextBody = z.output<typeof emailTextBodySchema>;

const mailPreviewSchema = z.object({ assunto: z.string(), corpo: z.string(), html: z.string() });
export const emailTextSchema = z.object({
  chave: z.enum(emailTextKeys),
  rotulo: z.string(),
  /** The store's text, or empty when it uses the built-in one. */
  assunto: z.string(),
  introducao: z.string(),
  padrao: z.object({ assunto: z.string(), introducao: z.string() }),
  marcadores: z.array(z.object({ nome: z.string(), descricao: z.string() })),
  /** The e-mail as a shopper gets it, with example data. */
  previa: mailPreviewSchema,
});
export type EmailText = z.infer<typeof emailTextSchema>;
export const emailTextsSchema = z.object({ emails: z.array(emailTextSchema) });
export const emailPreviewSchema = mailPreviewSchema;
