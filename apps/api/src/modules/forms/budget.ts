/**
 * POST /budget (the 'SOLICITE ORÇAMENTO' pop-up) and GET /budget/{key} (T§3 "Quote (print)"). A quote gets a number
 * (its id) and an unguessable key. The request is kept as sent — the product's name, sku and unit price at request
 * time — and the printable quote reads that, or the store's answer once there is one, never today's price (issue 37,
 * docs/decisions/040-quote-workflow.md).
 */
import { randomBytes } from 'node:crypto';
import type { BudgetAnswer, BudgetInput, Quote } from '@vitrine/contract';
import { rateLabel } from '@vitrine/contract/installments';
import { STATE_REGISTRATION_EXEMPT } from '@vitrine/contract/form-constants';
import type { Db, Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toReais } from '../../lib/money';
import { storeToday } from '../backoffice/quote-rules';
import { cashPriceCents, installments } from '../catalog/pricing';
import type { StorePricing } from '../catalog/store-pricing';
import { budgetMails } from './emails';
import { enqueueMail } from './outbox';
import { readLatestAnswer } from './quote-answers';
import { findProduct, findSimpleValue, signUpNewsletter } from './records';
import { loadStoreInfo } from './store-info';

/** 18 random bytes: 144 bits, 24 url-safe characters. */
const KEY_BYTES = 18;
const newQuoteKey = (): string => randomBytes(KEY_BYTES).toString('base64url');

export async function createBudget(
  db: Db,
  now: Date,
  input: BudgetInput,
  publicUrl: string | null = null,
): Promise<BudgetAnswer> {
  const chave = newQuoteKey();
  return db.transaction(async (tx) => {
    const produto = await findProduct(tx, input.idProduto, now);
    // The chosen variation (a value of another product is refused with a 400).
    const variacao =
      input.idAtributoValor === null ? null : await findSimpleValue(tx, produto.id, input.idAtributoValor);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO budgets (chave, product_id, preco_produto_cents, quantidade_produto, nome_razao, email, uf, cidade,
                            copia_email, contato, telefone, cpf_cnpj, rg_ie, mensagem, newsletter, criado_em,
                            produto_nome, produto_sku, produto_variacao, simple_value_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
       RETURNING id`,
      [
        chave,
        produto.id,
        produto.porCents,
        input.quantidadeProduto,
        input.nomeRazao,
        input.email,
        input.uf,
        input.cidade,
        input.copiaEmail ? input.email : null,
        input.contato,
        input.telefone,
        input.cpfCnpj,
        input.rgIe,
        input.mensagem,
        input.newsletter,
        now.toISOString(),
        produto.nome,
        produto.sku,
        variacao,
        input.idAtributoValor,
      ],
    );
    const id = row!.id;
    const store = await loadStoreInfo(tx, publicUrl);
    await enqueueMail(
      tx,
      budgetMails(store, { id, chave, produto, variacao, precoCents: produto.porCents, input }),
      now,
    );
    if (input.newsletter) {
      await signUpNewsletter(tx, store, now, { email: input.email, nome: input.contato, cupom: false }, 'orcamento');
    }
    return { sucesso: true as const, idOrcamento: id, chave };
  });
}

interface QuoteRow {
  id: number;
  criado_em: Date | string;
  product_id: number;
  quantidade: number;
  preco_cents: number;
  produto_nome: string;
  produto_sku: string;
  produto_variacao: string | null;
  nome_razao: string;
  contato: string;
  email: string;
  uf: string;
  cidade: string;
  telefone: string;
  cpf_cnpj: string;
  rg_ie: string;
  mensagem: string;
  newsletter: boolean;
}

const QUOTE_SQL = `
SELECT id, criado_em, product_id, quantidade_produto AS quantidade, preco_produto_cents AS preco_cents, produto_nome,
       produto_sku, produto_variacao, nome_razao, contato, email, uf, cidade, telefone, cpf_cnpj, rg_ie, mensagem,
       newsletter
  FROM budgets WHERE chave = $1`;

/**
 * The printable quote: every field the client gave and the product line as sent (unit price at request time); once
 * the store answered, its answer (prices, discount, validity) and a total that is the answer's. The payment options
 * are the store's terms applied to that total. Only the picture is today's.
 */
export async function readQuote(db: Queryable, now: Date, chave: string, pricing: StorePricing): Promise<Quote> {
  const [row] = await db.query<QuoteRow>(QUOTE_SQL, [chave]);
  if (!row) throw notFound('Orçamento não encontrado.');
  const [produto, store, resposta] = await Promise.all([
    findProduct(db, row.product_id, now, { activeOnly: false }),
    loadStoreInfo(db, null), // the printed quote has no link
    readLatestAnswer(db, 'orcamento', row.id, storeToday(now)),
  ]);
  const totalCents = resposta ? Math.round(resposta.total * 100) : row.preco_cents * row.quantidade;
  return {
    info_loja: {
      nomeSite: store.nomeSite,
      razaoSocial: store.razaoSocial,
      endereco: store.endereco,
      telefone: store.telefone,
      email: store.email,
    },
    detalhes: {
      id_orcamento: row.id,
      data: new Date(row.criado_em).toISOString(),
      cliente: {
        nomeRazao: row.nome_razao,
        contato: row.contato,
        email: row.email,
        uf: row.uf,
        cpfCnpj: row.cpf_cnpj,
        rgIe: row.rg_ie,
        isento: row.rg_ie === STATE_REGISTRATION_EXEMPT,
        telefone: row.telefone,
        cidade: row.cidade,
        mensagem: row.mensagem,
        newsletter: row.newsletter,
      },
      produto: {
        nomeProduto: row.produto_nome,
        sku: row.produto_sku,
        variacao: row.produto_variacao,
        precoProduto: toReais(row.preco_cents),
        quantidadeProduto: row.quantidade,
        imagens: { medium: produto.imagem?.medium ?? null, small: produto.imagem?.small ?? null },
      },
      pagamento: {
        precoTotal: toReais(totalCents),
        valorBoleto: toReais(cashPriceCents(totalCents, pricing.cashDiscountPercent)),
        parcelas: installments(totalCents, pricing.rules).map((p) => ({
          quantidade: p.parcelas,
          valor: p.valorParcela,
          labelTaxa: rateLabel(p.taxa, p.exibirTaxa),
        })),
        diasFaturamento: store.diasFaturamento,
      },
      resposta,
    },
  };
}
