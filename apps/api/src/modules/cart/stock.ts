/** What may go into a cart line: product checks and the stock a line is clamped to (B§5, T§4, T§8). */
import type { ProductStatus } from '@vitrine/contract';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { groupStock, type GroupMember } from '../catalog/group-stock';

interface ProductRow {
  id: number;
  nome: string;
  status: ProductStatus;
  estoque: number;
  atributo: string | null;
  valores: { id: number; estoque: number }[] | null;
  grupo: { estoque: number; quantidade: number }[] | null;
}

const PRODUCTS_SQL = `
SELECT p.id, p.nome, p.status, p.estoque,
       (SELECT a.nome FROM product_simple_values v JOIN attribute_values av ON av.id = v.attribute_value_id
          JOIN attributes a ON a.id = av.attribute_id WHERE v.product_id = p.id
         ORDER BY av.posicao, v.id LIMIT 1) AS atributo,
       (SELECT json_agg(json_build_object('id', v.id, 'estoque', v.estoque))
          FROM product_simple_values v WHERE v.product_id = p.id) AS valores,
       (SELECT json_agg(json_build_object('estoque', i.estoque, 'quantidade', g.quantidade))
          FROM product_group_items g JOIN products i ON i.id = g.item_product_id WHERE g.product_id = p.id) AS grupo
  FROM products p WHERE p.id = ANY($1::int[]) AND p.ativo`;

export interface ProductLine {
  hash: string;
  productId: number;
  valueId: number | null;
  nome: string;
  /** The most this line may hold: the value's stock, ⌊stock ÷ units⌋ for groups, else the product's stock. */
  disponivel: number;
}

const productHash = (productId: number, valueId: number | null): string => `p${productId}-v${valueId ?? 0}`;

export async function loadProducts(db: Queryable, ids: readonly number[]): Promise<Map<number, ProductRow>> {
  const rows = await db.query<ProductRow>(PRODUCTS_SQL, [[...new Set(ids)]]);
  return new Map(rows.map((r) => [r.id, r]));
}

const STATUS_TEXT: Record<Exclude<ProductStatus, 'disponivel'>, string> = {
  sobConsulta: 'é vendido sob consulta: solicite um orçamento',
  indisponivel: 'está indisponível no momento',
};

/**
 * Checks one product and its chosen value for the cart. `checkStatus` is off when only re-clamping an existing
 * line. `field` names the input in the 400's field errors.
 */
export function productLine(
  row: ProductRow | undefined,
  productId: number,
  valueId: number | null,
  field: string,
  checkStatus = true,
): ProductLine {
  if (!row) throw badRequest(`Produto ${productId} não encontrado.`, { [`${field}.idProduto`]: 'Não encontrado.' });
  if (checkStatus && row.status !== 'disponivel') {
    const message = `O produto ${row.nome} ${STATUS_TEXT[row.status]}.`;
    throw badRequest(message, { [`${field}.idProduto`]: message });
  }
  const valores = row.valores ?? [];
  if (valores.length > 0 && valueId === null) {
    const message = `Selecione ${row.atributo ?? 'uma opção'}.`;
    throw badRequest(message, { [`${field}.idAtributoValor`]: message });
  }
  const value = valueId === null ? null : valores.find((v) => v.id === valueId);
  if (value === undefined) {
    const message = `Valor de atributo ${valueId ?? 0} inválido para ${row.nome}.`;
    throw badRequest(message, { [`${field}.idAtributoValor`]: message });
  }
  return {
    hash: productHash(row.id, valueId),
    productId: row.id,
    valueId,
    nome: row.nome,
    disponivel: value ? value.estoque : (groupStock(row.grupo ?? []) ?? row.estoque),
  };
}

/** The stock of a kit line already in the cart: the group stock of its products (of their chosen values). */
export async function kitLineStock(db: Queryable, cartId: number, hash: string): Promise<number> {
  const members = await db.query<GroupMember>(
    `SELECT COALESCE(v.estoque, p.estoque) AS estoque, lp.quantidade
       FROM cart_item_list_products lp JOIN products p ON p.id = lp.product_id
       LEFT JOIN product_simple_values v ON v.id = lp.simple_value_id
      WHERE lp.cart_id = $1 AND lp.hash = $2`,
    [cartId, hash],
  );
  return groupStock(members) ?? 0;
}
