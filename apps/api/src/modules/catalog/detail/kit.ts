/**
 * A shopping list (kit) and its products, priced from the database for a set of chosen values (B§2.5, T§4 "Kit
 * list"). Used by the kit detail, POST /list/shop and the cart's 'lista' lines.
 */
import type { CharacteristicGroup, Prices, ProductStatus } from '@vitrine/contract';
import type { Queryable } from '../../../db/client';
import { badRequest } from '../../../lib/errors';
import { toReais } from '../../../lib/money';
import { groupStock } from '../group-stock';
import { deNowSql, porNowSql, scheduleJoin } from '../price-now';
import { buildPrices } from '../pricing';
import type { StorePricing } from '../store-pricing';
import {
  CHARACTERISTICS_JSON,
  IMAGES_JSON,
  RATING_LATERAL,
  SIMPLE_JSON,
  type ImageRow,
  type SimpleRow,
} from './shared';

interface KitRow {
  id: number;
  nome: string;
  slug: string;
  descricao_curta: string;
  descricao_longa: string;
  selecao_atributo: boolean;
  desconto: number;
  seo_title: string | null;
  seo_description: string | null;
  ativo: boolean;
}

interface KitProductRow {
  id: number;
  nome: string;
  slug: string;
  sku: string;
  status: ProductStatus;
  ativo: boolean;
  estoque: number;
  quantidade: number;
  preselecao: number | null;
  marca_id: number;
  marca: string;
  de_cents: number | null;
  por_cents: number;
  media: number | null;
  avaliacoes: number;
  imagens: ImageRow[] | null;
  simples: SimpleRow[] | null;
  caracteristicas: CharacteristicGroup[] | null;
}

export interface Kit {
  list: KitRow;
  products: KitProductRow[];
}

const KIT_SQL = `SELECT id, nome, slug, descricao_curta, descricao_longa, selecao_atributo,
       desconto_percent::float8 AS desconto, seo_title, seo_description, ativo
  FROM shopping_lists WHERE ativo AND (id = $1::int OR slug = $2::text)`;

const ITEMS_SQL = `
SELECT p.id, p.nome, p.slug, p.sku, p.status, p.ativo, p.estoque, li.quantidade, li.simple_value_id AS preselecao,
       b.id AS marca_id, b.nome AS marca,
       ${deNowSql()} AS de_cents, ${porNowSql()} AS por_cents,
       r.media, r.quantidade AS avaliacoes,
       ${IMAGES_JSON} AS imagens, ${SIMPLE_JSON} AS simples, ${CHARACTERISTICS_JSON} AS caracteristicas
  FROM shopping_list_items li
  JOIN products p ON p.id = li.product_id
  JOIN brands b ON b.id = p.brand_id
  ${scheduleJoin('$2')}
  LEFT JOIN LATERAL (${RATING_LATERAL}) r ON true
 WHERE li.list_id = $1
 ORDER BY li.posicao, p.id`;

/** An active kit by id or by slug, with its products in kit order (null when none). */
export async function loadKit(db: Queryable, key: { id?: number; slug?: string }, now: Date): Promise<Kit | null> {
  const [list] = await db.query<KitRow>(KIT_SQL, [key.id ?? null, key.slug ?? null]);
  if (!list) return null;
  const products = await db.query<KitProductRow>(ITEMS_SQL, [list.id, now.toISOString()]);
  return { list, products };
}

/** A chosen value per product id (null = none); products not in the map keep the kit's pre-selection. */
export type KitChoices = ReadonlyMap<number, number | null>;

export interface PricedKitProduct {
  row: KitProductRow;
  /** The selected simple value (the choice, else the pre-selection), or null. */
  valueId: number | null;
  value: SimpleRow | null;
  estoque: number;
  unitDeCents: number | null;
  unitPorCents: number;
  precos: Prices;
}

export interface PricedKit {
  kit: Kit;
  products: PricedKitProduct[];
  precos: Prices;
  /**
   * B§2.5: the first product's stock (of its selected value) is above 0. A later product without the units one kit
   * takes does not make the kit 'indisponível' (issue 25): the page names it (kitShortages) and the cart refuses it.
   */
  disponivel: boolean;
  /** `l{id}-{value or 0 per product, joined by '.'}`: one cart line per kit and selection. */
  hash: string;
}

/**
 * Prices a kit for `choices`. A product outside the kit, a value of another product or — when the kit's
 * selecao_atributo is false — a value other than the pre-selection is a 400.
 */
export function priceKit(kit: Kit, choices: KitChoices, pricing: StorePricing): PricedKit {
  const inKit = new Set(kit.products.map((p) => p.id));
  for (const id of choices.keys()) {
    if (!inKit.has(id)) {
      throw badRequest(`O produto ${id} não faz parte do kit.`, { produtos: `Produto ${id} fora do kit.` });
    }
  }
  const products = kit.products.map((row): PricedKitProduct => {
    const valueId = choices.has(row.id) ? (choices.get(row.id) ?? null) : row.preselecao;
    const value = valueId === null ? null : ((row.simples ?? []).find((v) => v.id === valueId) ?? null);
    if (valueId !== null && !value) {
      throw badRequest(`Valor de atributo ${valueId} não pertence ao produto ${row.nome}.`, {
        produtos: 'Valor de atributo inválido.',
      });
    }
    if (!kit.list.selecao_atributo && valueId !== row.preselecao) {
      throw badRequest('Este kit não permite escolher atributos: os itens já vêm definidos.', {
        produtos: 'Escolha de atributo não permitida neste kit.',
      });
    }
    const unitDeCents = value ? value.de : row.de_cents;
    const unitPorCents = value ? value.por : row.por_cents;
    return {
      row,
      valueId,
      value,
      estoque: value ? value.estoque : row.estoque,
      unitDeCents,
      unitPorCents,
      precos: buildPrices({ deCents: unitDeCents, porCents: unitPorCents }, pricing.rules, pricing.cashDiscountPercent),
    };
  });
  const subtotal = products.reduce((sum, p) => sum + p.unitPorCents * p.row.quantidade, 0);
  const listSum = products.reduce((sum, p) => sum + (p.unitDeCents ?? p.unitPorCents) * p.row.quantidade, 0);
  const total = Math.round((subtotal * (100 - kit.list.desconto)) / 100);
  return {
    kit,
    products,
    precos: buildPrices(
      { deCents: Math.max(listSum, subtotal), porCents: total },
      pricing.rules,
      pricing.cashDiscountPercent,
    ),
    disponivel: (products[0]?.estoque ?? 0) > 0,
    hash: `l${kit.list.id}-${products.map((p) => p.valueId ?? 0).join('.')}`,
  };
}

/** The products of a priced kit without the units one kit takes, named with their value ('Bomba (220 V)'). */
export function kitShortages(kit: PricedKit): string[] {
  return kit.products
    .filter((p) => p.estoque < p.row.quantidade)
    .map((p) => (p.value ? `${p.row.nome} (${p.value.label})` : p.row.nome));
}

/** Kits a shopper may buy of a priced kit: the group stock of its products (of their selected values); none, 0. */
export const kitMaximum = (kit: PricedKit): number => kitsInStock(kit.products);

function kitsInStock(products: readonly PricedKitProduct[]): number {
  return groupStock(products.map((p) => ({ estoque: p.estoque, quantidade: p.row.quantidade }))) ?? 0;
}

export const subtotalReais = (p: PricedKitProduct): number => toReais(p.unitPorCents * p.row.quantidade);
