/** POST /shipment/product (T§3 "Shipping result", T§7): the options for a CEP, priced from the database. */
import type { FastifyInstance } from 'fastify';
import {
  shipmentRequestSchema,
  type ProductStatus,
  type ShipmentQuery,
  type ShipmentResponse,
} from '@vitrine/contract';
import { SHIPPING_SUCCESS_MESSAGE } from '@vitrine/contract/constants';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { toReais } from '../../lib/money';
import { parseInput } from '../../lib/validate';
import { quoteShipping } from './rules';

export const CEP_NOT_FOUND = 'CEP não encontrado. Confira o número informado.';

interface ProductRow {
  id: number;
  nome: string;
  status: ProductStatus;
  peso_gramas: number;
  por_cents: number;
  valores: { id: number; por: number }[] | null;
}

/** The effective unit price now: a scheduled price inside its window, else the product's own (decision 007). */
const PRODUCT_SQL = `
SELECT p.id, p.nome, p.status, p.peso_gramas,
       COALESCE(sp.preco_por_cents, p.preco_por_cents) AS por_cents,
       (SELECT json_agg(json_build_object('id', v.id, 'por', v.preco_por_cents))
          FROM product_simple_values v WHERE v.product_id = p.id) AS valores
  FROM products p
  LEFT JOIN LATERAL (SELECT preco_por_cents FROM scheduled_prices
     WHERE product_id = p.id AND data_inicial <= $2 AND data_final > $2
     ORDER BY data_inicial DESC LIMIT 1) sp ON true
 WHERE p.id = $1 AND p.ativo`;

const STATUS_TEXT: Record<Exclude<ProductStatus, 'disponivel'>, string> = {
  sobConsulta: 'é vendido sob consulta: solicite um orçamento para saber o frete',
  indisponivel: 'está indisponível no momento',
};

/**
 * The unit price for the free-shipping threshold: the chosen value's price; with values but none chosen, the
 * cheapest value's (free shipping is never promised on a price the shopper may not pay).
 */
function unitCents(row: ProductRow, valueId: number | null): number {
  const valores = row.valores ?? [];
  if (valueId === null) return valores.length > 0 ? Math.min(...valores.map((v) => v.por)) : row.por_cents;
  const value = valores.find((v) => v.id === valueId);
  if (!value) {
    throw badRequest(`Valor de atributo ${valueId} inválido para ${row.nome}.`, {
      idAtributoValor: 'Não pertence ao produto.',
    });
  }
  return value.por;
}

async function quoteProduct(db: Queryable, now: Date, body: ShipmentQuery): Promise<ShipmentResponse> {
  const [row] = await db.query<ProductRow>(PRODUCT_SQL, [body.idProduto, now.toISOString()]);
  if (!row) throw badRequest(`Produto ${body.idProduto} não encontrado.`, { idProduto: 'Não encontrado.' });
  if (row.status !== 'disponivel') {
    const message = `O produto ${row.nome} ${STATUS_TEXT[row.status]}.`;
    throw badRequest(message, { idProduto: message });
  }
  const quote = quoteShipping({
    cep: body.cep,
    unitGrams: row.peso_gramas,
    unitCents: unitCents(row, body.idAtributoValor),
    quantidade: body.quantidade,
  });
  if (!quote) throw badRequest(CEP_NOT_FOUND, { cep: CEP_NOT_FOUND });
  return {
    mensagem: SHIPPING_SUCCESS_MESSAGE,
    fretes: quote.options.map((o) => ({ id: o.id, label: o.label, prazo: o.prazo, valor: toReais(o.valorCents) })),
  };
}

export function shipmentRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/shipment/product', async (request) =>
    quoteProduct(ctx.db, ctx.now(), parseInput(shipmentRequestSchema, request.body)),
  );
}
