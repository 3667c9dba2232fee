/**
 * The e-mails' texts the store writes (issue 37, point 3): the subject and opening paragraph of each e-mail to
 * shoppers (`EMAIL_TEXTS`), kept in `email_texts` (migration 092) over the built-in text; an empty field is the
 * built-in text again ("restaurar o padrão"). A placeholder the e-mail does not know is refused in Portuguese. The
 * preview is the e-mail itself, written by the same functions the forms use (emails.ts) with example data.
 */
import {
  EMAIL_TEXTS,
  emailTextKeys,
  placeholderError,
  type EmailText,
  type EmailTextBody,
  type EmailTextKey,
} from '@vitrine/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { audit } from '../admin/audit';
import type { Actor } from '../admin/keys';
import {
  backInStockMail,
  budgetMails,
  newsletterMails,
  productBudgetMails,
  quoteAnswerMails,
  solicitationMails,
} from './emails';
import { mailHtml } from './mail-html';
import { loadStoreInfo, type StoreInfo } from './store-info';

const EXAMPLE = { nome: 'Marina A.', email: 'marina@exemplo.com.br', produto: 'Termômetro Digital TD-100' };

/** One e-mail of `key` written with example data, as a shopper would get it. */
function example(store: StoreInfo, key: EmailTextKey): { assunto: string; corpo: string } {
  const unsubscribe = { url: `${store.url ?? ''}/newsletter/descadastrar?token=exemplo`, cabecalhos: {} };
  const pick = (mails: { assunto: string; corpo: string; destinatario: string }[]) =>
    mails.find((m) => m.destinatario === EXAMPLE.email) ?? { assunto: '', corpo: '' };
  switch (key) {
    case 'orcamento-cliente':
      return pick(
        budgetMails(store, {
          id: 1234,
          chave: 'exemplo',
          produto: { nome: EXAMPLE.produto, sku: 'TD-100' },
          variacao: null,
          precoCents: 18990,
          input: {
            idProduto: 1,
            precoProduto: 189.9,
            quantidadeProduto: 2,
            nomeRazao: '',
            email: EXAMPLE.email,
            uf: 'SP',
            cidade: 'Campinas',
            copiaEmail: true,
            contato: EXAMPLE.nome,
            telefone: '(19) 99999-0000',
            cpfCnpj: '12.345.678/0001-90',
            rgIe: '',
            mensagem: '',
            newsletter: false,
          } as Parameters<typeof budgetMails>[1]['input'],
        }),
      );
    case 'consulta-cliente':
      return pick(
        productBudgetMails(store, 56, { nome: EXAMPLE.produto, sku: 'TD-100' }, {
          nome: EXAMPLE.nome,
          email: EXAMPLE.email,
          contato: '(19) 99999-0000',
          observacao: '',
          mailing: false,
          enviarEmail: true,
        } as Parameters<typeof productBudgetMails>[3]),
      );
    case 'aviseme-confirmacao':
      return pick(
        solicitationMails(store, 78, { nome: EXAMPLE.produto, atributo: '110 V' }, {
          nome: EXAMPLE.nome,
          email: EXAMPLE.email,
        } as Parameters<typeof solicitationMails>[3]),
      );
    case 'aviseme-chegou':
      return backInStockMail(store, {
        nome: EXAMPLE.nome,
        item: EXAMPLE.produto,
        atributo: '110 V',
        tipo: 'produto',
        slug: 'termometro-digital-td-100',
      });
    case 'newsletter-boas-vindas':
    case 'newsletter-cupom':
      return pick(
        newsletterMails(
          { ...store, cupom: store.cupom ?? 'CUPOM' },
          { nome: EXAMPLE.nome, email: EXAMPLE.email, cupom: key === 'newsletter-cupom' } as Parameters<
            typeof newsletterMails
          >[1],
          key === 'newsletter-cupom',
          unsubscribe,
        ),
      );
    case 'orcamento-resposta':
      return pick(
        quoteAnswerMails(store, {
          origem: 'orcamento:1234',
          numero: 'nº 1234',
          nome: EXAMPLE.nome,
          email: EXAMPLE.email,
          link: `${store.url ?? ''}/orcamento?key=exemplo`,
          resposta: {
            linhas: [{ sku: 'TD-100', nome: EXAMPLE.produto, variacao: null, quantidade: 2, precoUnitario: 179.9 }],
            subtotal: 359.8,
            desconto: 0,
            total: 359.8,
            frete: 'Frete grátis para Campinas.',
            validoAte: '2026-12-31',
            mensagem: '',
            respondidoEm: '2026-12-01T12:00:00.000Z',
            expirado: false,
          },
        }),
      );
  }
}

const preview = (store: StoreInfo, key: EmailTextKey) => {
  const mail = example(store, key);
  return { ...mail, html: mailHtml(store, mail) };
};

function describe(store: StoreInfo, key: EmailTextKey): EmailText {
  const own = store.textos[key];
  const builtIn = EMAIL_TEXTS[key];
  return {
    chave: key,
    rotulo: builtIn.rotulo,
    assunto: own?.assunto ?? '',
    introducao: own?.introducao ?? '',
    padrao: { assunto: builtIn.assunto, introducao: builtIn.introducao },
    marcadores: Object.entries(builtIn.marcadores).map(([nome, descricao]) => ({ nome, descricao })),
    previa: preview(store, key),
  };
}

export async function listEmailTexts(ctx: AppContext): Promise<{ emails: EmailText[] }> {
  const store = await loadStoreInfo(ctx.db, ctx.publicUrl);
  return { emails: emailTextKeys.map((key) => describe(store, key)) };
}

/** Refuses a text with a placeholder its e-mail does not know, naming the field. */
function checkPlaceholders(key: EmailTextKey, body: EmailTextBody): void {
  const fields: Record<string, string> = {};
  const assunto = placeholderError(key, 'Assunto', body.assunto);
  const introducao = placeholderError(key, 'Texto de abertura', body.introducao);
  if (assunto) fields.assunto = assunto;
  if (introducao) fields.introducao = introducao;
  const first = assunto ?? introducao;
  if (first) throw badRequest(first, fields);
}

/** The e-mail as it would go with these words, without keeping them. */
export async function previewEmailText(ctx: AppContext, key: EmailTextKey, body: EmailTextBody) {
  checkPlaceholders(key, body);
  const store = await loadStoreInfo(ctx.db, ctx.publicUrl);
  const words = { assunto: body.assunto || null, introducao: body.introducao || null };
  return preview({ ...store, textos: { ...store.textos, [key]: words } }, key);
}

/** Keeps the store's words for `key` (both empty: back to the built-in text), with an audit row. */
export function saveEmailText(ctx: AppContext, actor: Actor, key: EmailTextKey, body: EmailTextBody) {
  checkPlaceholders(key, body);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.query<{ assunto: string | null; introducao: string | null }>(
      'SELECT assunto, introducao FROM email_texts WHERE chave = $1',
      [key],
    );
    if (!body.assunto && !body.introducao) {
      await tx.query('DELETE FROM email_texts WHERE chave = $1', [key]);
    } else {
      await tx.query(
        `INSERT INTO email_texts (chave, assunto, introducao, atualizado_em) VALUES ($1, $2, $3, $4)
         ON CONFLICT (chave) DO UPDATE SET assunto = excluded.assunto, introducao = excluded.introducao,
           atualizado_em = excluded.atualizado_em`,
        [key, body.assunto || null, body.introducao || null, ctx.now().toISOString()],
      );
    }
    await audit(tx, actor, 'email-texto.salvar', `email-texto:${key}`, 1, {
      antes: { assunto: before?.assunto ?? '', introducao: before?.introducao ?? '' },
      depois: { assunto: body.assunto, introducao: body.introducao },
    });
    return describe(await loadStoreInfo(tx, ctx.publicUrl), key);
  });
}
