/**
 * The e-mails each form sends (the text part; the outbox worker adds the HTML part, mail-html.ts). The store gets every request, with Reply-To set to the customer; the
 * customer gets a copy when the form asks for one (copiaEmail, enviarEmail), the 'Avise-me' confirmation and the
 * newsletter welcome (with the coupon from the pop-up). The back-in-stock e-mail is queued by a database event as a
 * template and its data (outbox.ts `OUTBOX_TEMPLATES`), and written here when it is sent.
 */
import {
  EMAIL_TEXTS,
  type EmailTextKey,
  type BudgetInput,
  type QuoteAnswer,
  type NewsletterInput,
  type ProductBudgetInput,
  type QuestionInput,
  type SolicitationInput,
  type StoreRatingInput,
} from '@vitrine/contract';
import { QUOTE_PAGE_PATH } from '@vitrine/contract/constants';
import { formatBRL } from '@vitrine/contract/installments';
import { z } from 'zod';
import { backOfficeLink } from './mail-html';
import type { OutboxMail } from './outbox';
import type { StoreInfo } from './store-info';

const yesNo = (v: boolean) => (v ? 'sim' : 'não');

const lines = (...parts: (string | null | false)[]): string =>
  parts.filter((p): p is string => typeof p === 'string').join('\n');

/** "Campo: valor" lines, skipping empty values. */
const fields = (pairs: [string, string | number][]): string =>
  pairs
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');

/** An e-mail to the store's team, ending with the link to its item in the back office (issue 37). */
function toStore(store: StoreInfo, mail: Omit<OutboxMail, 'destinatario'>): OutboxMail[] {
  const link = backOfficeLink(store, mail.origem);
  const corpo = link ? `${mail.corpo}\n\nNo painel da loja: ${link}` : mail.corpo;
  return store.email ? [{ ...mail, corpo, destinatario: store.email }] : [];
}

/**
 * The subject and opening paragraph of a shopper's e-mail (issue 37): the store's own text when it wrote one
 * (/admin/emails-textos), else the built-in one of `EMAIL_TEXTS`, with its placeholders filled. A placeholder the
 * e-mail does not know is refused when the text is saved; one left here anyway stays as written.
 */
function mailWords(
  store: StoreInfo,
  key: EmailTextKey,
  values: Record<string, string>,
): { assunto: string; introducao: string } {
  const own = store.textos[key];
  const all: Record<string, string> = { loja: store.nomeSite, ...values };
  const fill = (t: string) =>
    t.replace(/\{([^{}\s]*)\}/g, (whole, name: string) => (Object.hasOwn(all, name) ? (all[name] ?? '') : whole));
  return {
    assunto: fill(own?.assunto || EMAIL_TEXTS[key].assunto),
    introducao: fill(own?.introducao || EMAIL_TEXTS[key].introducao),
  };
}

/** ' (110 V)' after a product's name, or nothing. */
const variation = (atributo: string | null) => (atributo ? ` (${atributo})` : '');

/**
 * The one greeting of every e-mail (issue 37): 'Olá, Ana.'; a name that ends in dots ('Marina A.', 'Marina A..')
 * ends with exactly one, never two; 'Olá!' without a name (the '.' the footer's sign-up sends, T§6).
 */
export function greeting(nome: string): string {
  const name = nome.trim().replace(/[\s.]+$/, '');
  return name === '' ? 'Olá!' : `Olá, ${name}.`;
}

const signature = (store: StoreInfo) =>
  lines('', '--', store.nomeSite, store.telefone || null, store.email || null, store.url);

export function quoteLink(store: StoreInfo, chave: string): string {
  return `${store.url ?? ''}${QUOTE_PAGE_PATH}?key=${encodeURIComponent(chave)}`;
}

export interface BudgetMailData {
  id: number;
  chave: string;
  produto: { nome: string; sku: string };
  /** The chosen variation's label ('220V'); null when none was chosen. */
  variacao: string | null;
  precoCents: number;
  input: BudgetInput;
}

export function budgetMails(store: StoreInfo, b: BudgetMailData): OutboxMail[] {
  const { input } = b;
  const origem = `orcamento:${b.id}`;
  const details = fields([
    ['Orçamento nº', b.id],
    ['Produto', `${b.produto.nome} (SKU ${b.produto.sku})`],
    ['Variação', b.variacao ?? ''],
    ['Quantidade', input.quantidadeProduto],
    ['Preço unitário', formatBRL(b.precoCents / 100)],
    ['Nome', input.contato],
    ['Razão social', input.nomeRazao],
    ['CPF/CNPJ', input.cpfCnpj],
    ['Inscrição estadual', input.rgIe],
    ['E-mail', input.email],
    ['Telefone', input.telefone],
    ['Cidade', input.cidade],
    ['UF', input.uf],
    ['Quer receber a newsletter', yesNo(input.newsletter)],
  ]);
  const link = quoteLink(store, b.chave);
  const mails = toStore(store, {
    assunto: `Pedido de orçamento nº ${b.id} – ${b.produto.nome}`,
    corpo: lines(details, input.mensagem && `\nMensagem:\n${input.mensagem}`, `\nOrçamento para impressão: ${link}`),
    responderPara: input.email,
    origem,
  });
  if (input.copiaEmail) {
    const words = mailWords(store, 'orcamento-cliente', {
      nome: input.contato,
      numero: String(b.id),
      produto: b.produto.nome,
    });
    mails.push({
      destinatario: input.email,
      assunto: words.assunto,
      corpo: lines(
        greeting(input.contato),
        '',
        words.introducao,
        `Veja ou imprima o orçamento com os preços deste pedido e as condições de pagamento: ${link}`,
        '',
        details,
        input.mensagem && `\nSua mensagem:\n${input.mensagem}`,
        signature(store),
      ),
      origem,
    });
  }
  return mails;
}

export function productBudgetMails(
  store: StoreInfo,
  id: number,
  produto: { nome: string; sku: string },
  input: ProductBudgetInput,
): OutboxMail[] {
  const origem = `consulta:${id}`;
  const details = fields([
    ['Produto', `${produto.nome} (SKU ${produto.sku})`],
    ['Nome', input.nome],
    ['E-mail', input.email],
    ['Telefone', input.contato],
    ['Quer receber ofertas', yesNo(input.mailing)],
  ]);
  const body = lines(details, input.observacao && `\nObservação:\n${input.observacao}`);
  const mails = toStore(store, {
    assunto: `Produto sob consulta: ${produto.nome}`,
    corpo: body,
    responderPara: input.email,
    origem,
  });
  if (input.enviarEmail) {
    const words = mailWords(store, 'consulta-cliente', { nome: input.nome, produto: produto.nome });
    mails.push({
      destinatario: input.email,
      assunto: words.assunto,
      corpo: lines(greeting(input.nome), '', words.introducao, '', body, signature(store)),
      origem,
    });
  }
  return mails;
}

export function solicitationMails(
  store: StoreInfo,
  id: number,
  item: { nome: string; atributo: string | null },
  input: SolicitationInput,
): OutboxMail[] {
  const words = mailWords(store, 'aviseme-confirmacao', {
    nome: input.nome,
    produto: item.nome,
    variacao: variation(item.atributo),
  });
  return [
    {
      destinatario: input.email,
      assunto: words.assunto,
      corpo: lines(greeting(input.nome), '', words.introducao, signature(store)),
      origem: `aviseme:${id}`,
    },
  ];
}

/** What the back-in-stock event queues (db/functions/020_back_in_stock.sql, template 'aviseme-chegou'). */
export const backInStockDataSchema = z.object({
  nome: z.string(),
  /** The product's or the kit's name. */
  item: z.string(),
  /** The chosen value's label ('110 V'), or null. */
  atributo: z.string().nullable(),
  tipo: z.enum(['produto', 'lista']),
  slug: z.string(),
});
type BackInStockData = z.infer<typeof backInStockDataSchema>;

/** 'Chegou: …' — the 'Avise-me' request's item can be bought again; the link is the store's public address. */
export function backInStockMail(store: StoreInfo, d: BackInStockData): { assunto: string; corpo: string } {
  const link = `${store.url ?? ''}${d.tipo === 'lista' ? '/lista/' : '/'}${d.slug}.html`;
  const words = mailWords(store, 'aviseme-chegou', { nome: d.nome, produto: d.item, variacao: variation(d.atributo) });
  return {
    assunto: words.assunto,
    corpo: lines(
      // The name as the shopper typed it ('Marina A.'): the greeting's one rule adds no second dot.
      greeting(d.nome),
      '',
      words.introducao,
      link,
      '',
      'Você recebe este e-mail porque pediu para ser avisado quando chegasse. Este aviso não se repete.',
      signature(store),
    ),
  };
}

export function questionMails(
  store: StoreInfo,
  id: number,
  produto: { nome: string; sku: string },
  input: QuestionInput,
): OutboxMail[] {
  return toStore(store, {
    assunto: `Nova pergunta sobre ${produto.nome}`,
    corpo: lines(
      fields([
        ['Produto', `${produto.nome} (SKU ${produto.sku})`],
        ['Nome', input.nome],
        ['E-mail', input.email],
      ]),
      `\nPergunta:\n${input.pergunta}`,
      '\nA pergunta aparece na página do produto depois de respondida e publicada.',
    ),
    responderPara: input.email,
    origem: `pergunta:${id}`,
  });
}

export interface ReviewMailData {
  id: number;
  alvo: string;
  nome: string;
  email: string;
  nota: number;
  comentario: string;
  recomenda: boolean;
}

export function reviewMails(store: StoreInfo, r: ReviewMailData): OutboxMail[] {
  return toStore(store, {
    assunto: `Nova avaliação (${r.nota}/5) de ${r.alvo} aguardando aprovação`,
    corpo: lines(
      fields([
        ['Avaliado', r.alvo],
        ['Nota', `${r.nota} de 5`],
        ['Recomendaria', yesNo(r.recomenda)],
        ['Nome', r.nome],
        ['E-mail', r.email],
      ]),
      `\nComentário:\n${r.comentario}`,
      '\nA avaliação só aparece na loja depois de aprovada.',
    ),
    responderPara: r.email,
    origem: `avaliacao:${r.id}`,
  });
}

export function storeRatingMails(
  store: StoreInfo,
  id: number,
  who: { nome: string; email: string | null; pedido: string | null },
  input: StoreRatingInput,
): OutboxMail[] {
  return toStore(store, {
    assunto: `Avaliação da loja: experiência ${input.experiencia}/10, atendimento ${input.atendimento}/10`,
    corpo: lines(
      fields([
        ['Cliente', who.nome],
        ['Pedido', who.pedido ?? ''],
        ['Experiência', `${input.experiencia} de 10`],
        ['Atendimento', `${input.atendimento} de 10`],
        ['Satisfeito', yesNo(input.satisfacao)],
        ['Autoriza publicar a mensagem', yesNo(input.autorizacao)],
      ]),
      input.mensagem && `\nMensagem:\n${input.mensagem}`,
    ),
    responderPara: who.email,
    origem: `avaliacao-loja:${id}`,
  });
}

/** The welcome e-mail; with `cupom` (the pop-up) it carries the first-purchase coupon when the store has one. */
export function newsletterMails(
  store: StoreInfo,
  input: NewsletterInput,
  withCoupon: boolean,
  unsubscribe: { url: string; cabecalhos: Record<string, string> },
): OutboxMail[] {
  const coupon = withCoupon && store.cupom;
  const words = coupon
    ? mailWords(store, 'newsletter-cupom', { nome: input.nome, cupom: coupon })
    : mailWords(store, 'newsletter-boas-vindas', { nome: input.nome });
  return [
    {
      destinatario: input.email,
      assunto: words.assunto,
      corpo: lines(
        greeting(input.nome),
        '',
        words.introducao,
        coupon && `\nUse o cupom ${coupon} na sua primeira compra.`,
        `\nPara deixar de receber nossos e-mails: ${unsubscribe.url}`,
        signature(store),
      ),
      origem: `newsletter:${input.email}`,
      cabecalhos: unsubscribe.cabecalhos,
    },
  ];
}

/** dd/mm/yyyy of a yyyy-mm-dd day. */
const dayText = (day: string) => day.split('-').reverse().join('/');

export interface QuoteAnswerMailData {
  /** 'orcamento:12' or 'consulta:7'. */
  origem: string;
  numero: string;
  nome: string;
  email: string;
  resposta: QuoteAnswer;
  /** The printable quote (absolute when the store's URL is known); a 'Sob Consulta' answer has none. */
  link: string | null;
}

/** The store's answer to the shopper (issue 37): every line, discount, total, shipping, validity and message. */
export function quoteAnswerMails(store: StoreInfo, q: QuoteAnswerMailData): OutboxMail[] {
  const r = q.resposta;
  const items = r.linhas.map(
    (l) =>
      `- ${l.quantidade} × ${l.nome}${l.variacao ? ` (${l.variacao})` : ''} (SKU ${l.sku}): ` +
      `${formatBRL(l.precoUnitario)} cada, ${formatBRL(l.quantidade * l.precoUnitario)}`,
  );
  const words = mailWords(store, 'orcamento-resposta', { nome: q.nome, numero: q.numero });
  return [
    {
      destinatario: q.email,
      assunto: words.assunto,
      corpo: lines(
        greeting(q.nome),
        '',
        words.introducao,
        '',
        ...items,
        '',
        fields([
          ['Subtotal', formatBRL(r.subtotal)],
          ['Desconto', r.desconto > 0 ? formatBRL(r.desconto) : ''],
          ['Total', formatBRL(r.total)],
          ['Frete', r.frete],
          ['Válido até', dayText(r.validoAte)],
        ]),
        r.mensagem && `\n${r.mensagem}`,
        q.link && `\nVeja ou imprima o orçamento respondido: ${q.link}`,
        '\nPara aceitar ou tirar dúvidas, responda a este e-mail.',
        signature(store),
      ),
      responderPara: store.email || null,
      origem: q.origem,
    },
  ];
}

export interface PasswordResetMailData {
  userId: number;
  nome: string;
  email: string;
  /** The one-time link (absolute when the store's URL is known). */
  link: string;
  minutos: number;
}

/** The back-office password reset (issue 37): the one-time link, how long it works, what to do when unasked. */
export function passwordResetMail(store: StoreInfo, r: PasswordResetMailData): OutboxMail {
  return {
    destinatario: r.email,
    assunto: `Redefinição de senha do painel – ${store.nomeSite}`,
    corpo: lines(
      greeting(r.nome),
      '',
      'Recebemos um pedido para criar uma nova senha do painel da loja para este e-mail.',
      `Use o link abaixo em até ${r.minutos} minutos; ele funciona uma só vez:`,
      '',
      r.link,
      '',
      'Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
      signature(store),
    ),
    responderPara: null,
    origem: `${PASSWORD_RESET_ORIGIN}:${r.userId}`,
  };
}

/** The `origem` of reset e-mails: the outbox screen hides their link (whoever reads it could use it). */
export const PASSWORD_RESET_ORIGIN = 'senha-redefinir';

/** A reset e-mail's text with its link's token hidden, for the outbox screen. */
export const hideResetToken = (text: string) => text.replace(/([?&]token=)[A-Za-z0-9_-]+/g, '$1(oculto)');
