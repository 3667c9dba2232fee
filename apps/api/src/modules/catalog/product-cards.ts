import type { CharacteristicGroup, ProductCard, ProductStatus, Seal } from '@vitrine/contract';
import type { Queryable } from '../../db/client';
import { catalogCache } from '../../lib/cache';
import { inWindow, type PriceWindow } from './detail/detail-stock';
import {
  CHARACTERISTICS_JSON,
  SIMPLE_JSON,
  UNIQUE_JSON,
  simpleAttribute,
  toCharacteristics,
  uniqueAttribute,
  type SimpleRow,
  type UniqueRow,
} from './detail/shared';
import { deNowSql, porNowSql, scheduleJoin } from './price-now';
import { priceWindows } from './price-window';
import { buildPrices } from './pricing';
import type { StorePricing } from './store-pricing';

interface CardRow {
  id: number;
  nome: string;
  sku: string;
  slug: string;
  status: ProductStatus;
  estoque: number;
  descricao_curta: string;
  de_cents: number | null;
  por_cents: number;
  marca: string;
  imagens: { label: string; small: string; medium: string; big: string; zoom: string }[] | null;
  selos: Seal[] | null;
  media: number | null;
  quantidade: number;
  simples: SimpleRow[] | null;
  unico: UniqueRow[] | null;
  caracteristicas: CharacteristicGroup[] | null;
}

/**
 * The card query: the price now (price-now.ts: a scheduled price in force replaces the product's own, B§3);
 * approved reviews give the rating. `$1` is the array of ids, `$2` the moment prices are computed for.
 */
const CARD_SQL = `
SELECT p.id, p.nome, p.sku, p.slug, p.status, p.estoque, p.descricao_curta,
       ${deNowSql()} AS de_cents, ${porNowSql()} AS por_cents,
       b.nome AS marca,
       (SELECT json_agg(json_build_object('label', i.label, 'small', i.small, 'medium', i.medium,
                                          'big', i.big, 'zoom', i.zoom) ORDER BY i.posicao)
          FROM product_images i WHERE i.product_id = p.id) AS imagens,
       (SELECT json_agg(json_build_object('id', s.id, 'nome', s.nome, 'imagem', s.imagem, 'label', s.label,
                 'posicao', json_build_object('x', s.posicao_x, 'y', s.posicao_y),
                 'cores', json_build_object('texto', s.cor_texto, 'selo', s.cor_selo)) ORDER BY s.id)
          FROM product_seals ps JOIN seals s ON s.id = ps.seal_id WHERE ps.product_id = p.id) AS selos,
       r.media::float8 AS media, COALESCE(r.quantidade, 0)::int AS quantidade,
       ${SIMPLE_JSON} AS simples, ${UNIQUE_JSON} AS unico, ${CHARACTERISTICS_JSON} AS caracteristicas
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  ${scheduleJoin('$2')}
  LEFT JOIN LATERAL (
    SELECT round(avg(nota), 1) AS media, count(*) AS quantidade FROM reviews
     WHERE product_id = p.id AND aprovado) r ON true
 WHERE p.id = ANY($1::int[]) AND p.ativo`;

/**
 * Card rows kept per process under the catalogue version (lib/cache.ts): every column and table the card reads
 * bumps it (migrations 010 and 020), stock excepted, which is read on every call; a row is served only inside the
 * window over which its scheduled prices stay the same (docs/decisions/029-cached-product-cards.md).
 */
const CARD_TTL_MS = 5 * 60_000;
const MAX_CARDS = 20_000;
const cardRows = catalogCache<{ row: CardRow; window: PriceWindow }>({ ttlMs: CARD_TTL_MS, maxEntries: MAX_CARDS });

/** The catalogue version and the stock of the active products among `$1`, in one statement. */
const STOCK_SQL = `
SELECT v.versao::text AS versao,
       (SELECT json_object_agg(p.id, p.estoque) FROM products p WHERE p.id = ANY($1::int[]) AND p.ativo) AS estoque
  FROM catalog_version v`;

/** Loads the rows of `ids` at `now`, each with its price window, and keeps them under `versao`. */
async function loadRows(db: Queryable, versao: string, ids: readonly number[], now: Date): Promise<CardRow[]> {
  const [rows, windowOf] = await Promise.all([
    db.query<CardRow>(CARD_SQL, [ids, now.toISOString()]),
    priceWindows(db, ids, now),
  ]);
  for (const row of rows) cardRows.set(db, versao, String(row.id), { row, window: windowOf(row.id) });
  return rows;
}

/** Cards for the given products, in the order of `ids` (missing or inactive ones are skipped). */
export async function productCards(
  db: Queryable,
  ids: readonly number[],
  pricing: StorePricing,
  now: Date = new Date(),
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const [read] = await db.query<{ versao: string; estoque: Record<string, number> | null }>(STOCK_SQL, [ids]);
  if (!read) throw new Error('catalog_version has no row');
  const stock = read.estoque ?? {};
  const byId = new Map<number, CardRow>();
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    if (stock[id] === undefined) continue;
    const cached = cardRows.peek(db, read.versao, String(id));
    if (cached && inWindow(cached.window, now.getTime())) byId.set(id, cached.row);
    else missing.push(id);
  }
  if (missing.length > 0) for (const row of await loadRows(db, read.versao, missing, now)) byId.set(row.id, row);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const estoque = stock[id];
    return row && estoque !== undefined ? [toCard({ ...row, estoque }, pricing)] : [];
  });
}

function toCard(row: CardRow, pricing: StorePricing): ProductCard {
  return {
    id: row.id,
    nome: row.nome,
    sku: row.sku,
    rota: `/${row.slug}.html`,
    status: row.status,
    estoque: row.estoque,
    selos: row.selos ?? [],
    midias: {
      imagens: (row.imagens ?? []).map(({ label, ...arquivos }) => ({ label, arquivos })),
    },
    precos: buildPrices({ deCents: row.de_cents, porCents: row.por_cents }, pricing.rules, pricing.cashDiscountPercent),
    marca: { nome: row.marca },
    descricaoCurta: row.descricao_curta,
    avaliacao: { media: row.media ?? 0, quantidade: row.quantidade },
    atributos: { simples: simpleAttribute(row.simples, null, pricing), unico: uniqueAttribute(row.unico, row.id) },
    caracteristicas: toCharacteristics(row.caracteristicas),
  };
}
