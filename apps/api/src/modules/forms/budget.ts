/**
 * POST /budget (the 'SOLICITE ORÇAMENTO' pop-up) and GET /budget/{key} (T§3 "Quote (print)"). A quote gets a number
 * (its id) and an unguessable key; the printable quote is priced when it is read, from the database.
 */
import { randomBytes } from 'node:crypto';
import type { BudgetAnswer, BudgetInput, Quote } from '@vitrine/contract';
import { rateLabel } from '@vitrine/contract/installments';
import type { Db, Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toReais } from '../../lib/money';
import { cashPriceCents, installments } from '../catalog/pricing';
import type { StorePricing } from '../catalog/store-pricing';
import { budgetMails } from './emails';
import { enqueueMail } from './outbox';
import { findProduct, signUpNewsletter } from './records';
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
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO budgets (chave, product_id, preco_produto_cents, quantidade_produto, nome_razao, email, uf, cidade,
                            copia_email, contato, telefone, cpf_cnpj, rg_ie, mensagem, newsletter, criado_em)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
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
      ],
    );
    const id = row!.id;
    const store = await loadStoreInfo(tx, publicUrl);
    await enqueueMail(tx, budgetMails(store, { id, chave, produto, precoCents: produto.porCents, input }), now);
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
  nome_razao: string;
  contato: string;
  email: string;
  uf: string;
  cpf_cnpj: string;
  rg_ie: string;
}

const QUOTE_SQL = `
SELECT id, criado_em, product_id, quantidade_produto AS quantidade, nome_razao, contato, email, uf, cpf_cnpj, rg_ie
  FROM budgets WHERE chave = $1`;

/** The printable quote: the client's data as sent, the product's price and the payment options as they are now. */
export async function readQuote(db: Queryable, now: Date, chave: string, pricing: StorePricing): Promise<Quote> {
  const [row] = await db.query<QuoteRow>(QUOTE_SQL, [chave]);
  if (!row) throw notFound('Orçamento não encontrado.');
  const [produto, store] = await Promise.all([
    findProduct(db, row.product_id, now, { activeOnly: false }),
    loadStoreInfo(db, null), // the printed quote has no link
  ]);
  const totalCents = produto.porCents * row.quantidade;
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
      },
      produto: {
        nomeProduto: produto.nome,
        sku: produto.sku,
        precoProduto: toReais(produto.porCents),
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
    },
  };
}
