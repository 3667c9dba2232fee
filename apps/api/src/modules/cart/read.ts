import type { Cart, CartItem } from '@vitrine/contract';
import { namedStatement, runNamed, type Queryable } from '../../db/client';
import { toReais } from '../../lib/money';
import { combinationCents } from '../catalog/combination-price';
import { groupStock, type GroupMember } from '../catalog/group-stock';
import { porNowSql, scheduleJoin } from '../catalog/price-now';

interface LineRow {
  hash: string;
  tipo: 'produto' | 'lista' | 'combinacao';
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
  /** A kit line's products with their chosen values, in the kit's order; null on the other kinds. */
  composicao: KitProductRow[] | null;
}

interface KitProductRow {
  id: number;
  nome: string;
  quantidade: number;
  atributo: string | null;
  valor: string | null;
}

/** One product of a combination line as a JSON object (aliases: the product, its chosen value, its schedule). */
const sideJson = (p: string, v: string, sp: string): string => `json_build_object(
         'id', ${p}.id, 'nome', ${p}.nome, 'slug', ${p}.slug,
         'imagem', (SELECT small FROM product_images WHERE product_id = ${p}.id ORDER BY posicao LIMIT 1),
         'estoque', COALESCE(${v}.estoque, ${p}.estoque),
         'membros', CASE WHEN ${v}.id IS NULL THEN
           (SELECT json_agg(json_build_object('estoque', i.estoque, 'quantidade', g.quantidade))
              FROM product_group_items g JOIN products i ON i.id = g.item_product_id WHERE g.product_id = ${p}.id)
         END,
         'atributo', (SELECT a.nome FROM attribute_values av JOIN attributes a ON a.id = av.attribute_id
                       WHERE av.id = ${v}.attribute_value_id),
         'valor', (SELECT av.label FROM attribute_values av WHERE av.id = ${v}.attribute_value_id),
         'cents', ${porNowSql({ product: p, schedule: sp, value: v })})`;

/**
 * The lines of a session's cart with prices computed now from the catalogue (catalog/price-now.ts): a product line
 * costs its chosen value's price (or the scheduled/own price); a kit line costs the sum of its products (same rule)
 * less the kit discount. A line's stock is its value's, a product group's or a kit's group stock (B§5,
 * catalog/group-stock.ts), or the product's own. A 'combinacao' line (decision 024) answers only its hash,
 * combination and quantity here: COMBINATION_SQL below reads it, and only for a cart that holds one, so the
 * statement every cart change runs stays as cheap as before.
 */
const LINES_SQL = namedStatement(
  'cart_lines',
  `
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
       NULL::json AS composicao,
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
       (SELECT json_agg(json_build_object('id', p.id, 'nome', p.nome, 'quantidade', lp.quantidade,
                                          'atributo', a.nome, 'valor', av.label)
                        ORDER BY li.posicao, p.id)
          FROM cart_item_list_products lp JOIN products p ON p.id = lp.product_id
          LEFT JOIN shopping_list_items li ON li.list_id = l.id AND li.product_id = lp.product_id
          LEFT JOIN product_simple_values v ON v.id = lp.simple_value_id
          LEFT JOIN attribute_values av ON av.id = v.attribute_value_id
          LEFT JOIN attributes a ON a.id = av.attribute_id
         WHERE lp.cart_id = ci.cart_id AND lp.hash = ci.hash),
       ci.adicionado_em
  FROM cart JOIN cart_items ci ON ci.cart_id = cart.id AND ci.tipo = 'lista'
  JOIN shopping_lists l ON l.id = ci.list_id
UNION ALL
SELECT ci.hash, ci.tipo, ci.combination_id, '', '', NULL, ci.quantidade, 0, NULL, NULL, NULL, 0, NULL,
       ci.adicionado_em
  FROM cart JOIN cart_items ci ON ci.cart_id = cart.id AND ci.tipo = 'combinacao'
 ORDER BY adicionado_em, hash`,
);

/**
 * The 'Compre junto' lines of a session's cart (decision 024): the combination's discount and both products, each
 * priced now like a product line (chosen value, else the schedule, else the product).
 */
const COMBINATION_SQL = namedStatement(
  'cart_combinations',
  `
SELECT ci.hash, c.desconto_percent::float8 AS desconto,
       ${sideJson('m', 'mv', 'msp')} AS principal,
       ${sideJson('x', 'xv', 'xsp')} AS indicado
  FROM carts cart JOIN cart_items ci ON ci.cart_id = cart.id AND ci.tipo = 'combinacao'
  JOIN combinations c ON c.id = ci.combination_id
  JOIN products m ON m.id = c.product_id
  JOIN products x ON x.id = c.indicated_id
  LEFT JOIN product_simple_values mv ON mv.id = ci.simple_value_id
  LEFT JOIN product_simple_values xv ON xv.id = ci.indicated_value_id
  ${scheduleJoin('$2', 'm', 'msp')}
  ${scheduleJoin('$2', 'x', 'xsp')}
 WHERE cart.session_hash = $1`,
);

interface CombinationRow {
  hash: string;
  desconto: number;
  principal: SideRow;
  indicado: SideRow;
}

interface SideRow {
  id: number;
  nome: string;
  slug: string;
  imagem: string | null;
  estoque: number;
  membros: GroupMember[] | null;
  atributo: string | null;
  valor: string | null;
  cents: number;
}

const simplesOf = (atributo: string | null, valor: string | null): CartItem['atributos']['simples'] =>
  atributo && valor ? { atributo: { label: atributo }, atributoValor: { label: valor } } : null;

const sideProduct = (r: SideRow) => ({
  id: r.id,
  nome: r.nome,
  rota: `/${r.slug}.html`,
  imagem: r.imagem,
  atributos: { simples: simplesOf(r.atributo, r.valor) },
  precos: { precoPor: toReais(r.cents) },
});

/** A line's (or a pair's product's) stock: a product group's, else its value's or its own (B§5). */
const stockOf = (r: { membros: GroupMember[] | null; estoque: number }): number =>
  groupStock(r.membros ?? []) ?? r.estoque;

interface PricedLine {
  item: CartItem;
  cents: number;
  descontoCents: number;
}

function productOrKitLine(r: LineRow): PricedLine {
  return {
    item: {
      hash: r.hash,
      tipo: r.tipo,
      id: r.id,
      nome: r.nome,
      rota: r.tipo === 'lista' ? `/lista/${r.slug}.html` : `/${r.slug}.html`,
      imagem: r.imagem,
      quantidade: r.quantidade,
      estoque: stockOf(r),
      atributos: { simples: simplesOf(r.atributo, r.valor) },
      precos: { precoPor: toReais(r.preco_cents), subtotal: toReais(r.preco_cents * r.quantidade) },
      combinacao: null,
      composicao:
        r.tipo === 'lista'
          ? (r.composicao ?? []).map((p) => ({
              id: p.id,
              nome: p.nome,
              quantidade: p.quantidade,
              atributos: { simples: simplesOf(p.atributo, p.valor) },
            }))
          : null,
    },
    cents: r.preco_cents,
    descontoCents: 0,
  };
}

/** A 'Compre junto' line: the pair less the combination's discount (catalog/combination-price.ts). */
function combinationLine(r: LineRow, c: CombinationRow): PricedLine {
  const main = sideProduct(c.principal);
  const indicated = sideProduct(c.indicado);
  const price = combinationCents(c.principal.cents, c.indicado.cents, c.desconto);
  return {
    item: {
      hash: r.hash,
      tipo: 'combinacao',
      id: r.id,
      nome: `${main.nome} + ${indicated.nome}`,
      rota: main.rota,
      imagem: main.imagem ?? indicated.imagem,
      quantidade: r.quantidade,
      estoque: Math.min(stockOf(c.principal), stockOf(c.indicado)),
      atributos: { simples: null },
      precos: { precoPor: toReais(price.por), subtotal: toReais(price.por * r.quantidade) },
      combinacao: {
        id: r.id,
        produtos: [main, indicated],
        precos: { de: toReais(price.de), por: toReais(price.por), desconto: toReais(price.desconto) },
      },
      composicao: null,
    },
    cents: price.por,
    descontoCents: price.desconto,
  };
}

const emptyCart = (): Cart => ({
  quantidadeTotal: 0,
  quantidadeItens: 0,
  itens: [],
  subtotal: { valor: 0 },
  desconto: { valor: 0 },
  total: { valor: 0 },
});

export async function readCart(db: Queryable, sessionHash: string | null, now: Date): Promise<Cart> {
  if (!sessionHash) return emptyCart();
  const params = [sessionHash, now.toISOString()];
  const rows = await runNamed<LineRow>(db, LINES_SQL, params);
  const combinations = rows.some((r) => r.tipo === 'combinacao')
    ? new Map((await runNamed<CombinationRow>(db, COMBINATION_SQL, params)).map((c) => [c.hash, c]))
    : new Map<string, CombinationRow>();
  const lines = rows.flatMap((r) => {
    if (r.tipo !== 'combinacao') return [productOrKitLine(r)];
    const combination = combinations.get(r.hash);
    // Outside a transaction the line may go between the two reads: it is gone.
    return combination ? [combinationLine(r, combination)] : [];
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.cents * l.item.quantidade, 0);
  const descontoCents = lines.reduce((sum, l) => sum + l.descontoCents * l.item.quantidade, 0);
  return {
    quantidadeTotal: lines.reduce((sum, l) => sum + l.item.quantidade, 0),
    quantidadeItens: lines.length,
    itens: lines.map((l) => l.item),
    subtotal: { valor: toReais(subtotalCents) },
    desconto: { valor: toReais(descontoCents) },
    total: { valor: toReais(subtotalCents) },
  };
}
