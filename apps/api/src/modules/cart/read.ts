import type { Cart, CartItem } from '@vitrine/contract';
import type { Queryable } from '../../db/client';
import { toReais } from '../../lib/money';
import { groupStock, type GroupMember } from '../catalog/group-stock';
import { porNowSql, scheduleJoin } from '../catalog/price-now';

interface LineRow {
  hash: string;
  tipo: 'produto' | 'lista';
  id: number;
  nome: string;
  slug: string;
  imagem: string | null;
  quantidade: number;
  /** The line's own stock: its value's, else its product's (0 for a kit line). */
  estoque: number;
  /** Bundle members (a product group's items, a kit's products); null when the line's own stock applies. */
  membros: GroupMember[] | null;
  atributo: string | null;
  valor: string | null;
  preco_cents: number;
}

/**
 * The lines of a session's cart with prices computed now from the catalogue (catalog/price-now.ts): a product line
 * costs its chosen value's price (or the scheduled/own price); a kit line costs the sum of its products (same rule)
 * less the kit discount. A line's stock is its value's, a product group's or a kit's group stock (B§5,
 * catalog/group-stock.ts), or the product's own.
 */
const LINES_SQL = `
WITH cart AS (SELECT id FROM carts WHERE session_hash = $1)
SELECT ci.hash, ci.tipo, p.id, p.nome, p.slug,
       (SELECT small FROM product_images WHERE product_id = p.id ORDER BY posicao LIMIT 1) AS imagem,
       ci.quantidade,
       COALESCE(v.estoque, p.estoque) AS estoque,
       CASE WHEN v.id IS NULL THEN
         (SELECT json_agg(json_build_object('estoque', i.estoque, 'quantidade', g.quantidade))
            FROM product_group_items g JOIN products i ON i.id = g.item_product_id WHERE g.product_id = p.id)
       END AS membros,
       a.nome AS atributo, av.label AS valor,
       ${porNowSql({ value: 'v' })} AS preco_cents,
       ci.adicionado_em
  FROM cart JOIN cart_items ci ON ci.cart_id = cart.id AND ci.tipo = 'produto'
  JOIN products p ON p.id = ci.product_id
  LEFT JOIN product_simple_values v ON v.id = ci.simple_value_id
  LEFT JOIN attribute_values av ON av.id = v.attribute_value_id
  LEFT JOIN attributes a ON a.id = av.attribute_id
  ${scheduleJoin('$2')}
UNION ALL
SELECT ci.hash, ci.tipo, l.id, l.nome, l.slug,
       (SELECT i.small FROM shopping_list_items li JOIN product_images i ON i.product_id = li.product_id
         WHERE li.list_id = l.id ORDER BY li.posicao, i.posicao LIMIT 1) AS imagem,
       ci.quantidade,
       0,
       (SELECT json_agg(json_build_object('estoque', COALESCE(v.estoque, p.estoque), 'quantidade', lp.quantidade))
          FROM cart_item_list_products lp JOIN products p ON p.id = lp.product_id
          LEFT JOIN product_simple_values v ON v.id = lp.simple_value_id
         WHERE lp.cart_id = ci.cart_id AND lp.hash = ci.hash),
       NULL, NULL,
       round((SELECT sum(${porNowSql({ value: 'v' })} * lp.quantidade)
                FROM cart_item_list_products lp JOIN products p ON p.id = lp.product_id
                LEFT JOIN product_simple_values v ON v.id = lp.simple_value_id
                ${scheduleJoin('$2')}
               WHERE lp.cart_id = ci.cart_id AND lp.hash = ci.hash) * (1 - l.desconto_percent / 100))::int,
       ci.adicionado_em
  FROM cart JOIN cart_items ci ON ci.cart_id = cart.id AND ci.tipo = 'lista'
  JOIN shopping_lists l ON l.id = ci.list_id
 ORDER BY adicionado_em, hash`;

const emptyCart = (): Cart => ({
  quantidadeTotal: 0,
  quantidadeItens: 0,
  itens: [],
  subtotal: { valor: 0 },
  total: { valor: 0 },
});

export async function readCart(db: Queryable, sessionHash: string | null, now: Date): Promise<Cart> {
  if (!sessionHash) return emptyCart();
  const rows = await db.query<LineRow>(LINES_SQL, [sessionHash, now.toISOString()]);
  const itens: CartItem[] = rows.map((r) => ({
    hash: r.hash,
    tipo: r.tipo,
    id: r.id,
    nome: r.nome,
    rota: r.tipo === 'lista' ? `/lista/${r.slug}.html` : `/${r.slug}.html`,
    imagem: r.imagem,
    quantidade: r.quantidade,
    estoque: groupStock(r.membros ?? []) ?? r.estoque,
    atributos: {
      simples: r.atributo && r.valor ? { atributo: { label: r.atributo }, atributoValor: { label: r.valor } } : null,
    },
    precos: { precoPor: toReais(r.preco_cents), subtotal: toReais(r.preco_cents * r.quantidade) },
  }));
  const subtotalCents = rows.reduce((sum, r) => sum + r.preco_cents * r.quantidade, 0);
  return {
    quantidadeTotal: rows.reduce((sum, r) => sum + r.quantidade, 0),
    quantidadeItens: rows.length,
    itens,
    subtotal: { valor: toReais(subtotalCents) },
    total: { valor: toReais(subtotalCents) },
  };
}
