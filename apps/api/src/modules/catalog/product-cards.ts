import type { ProductCard, ProductStatus, Seal } from '@vitrine/contract';
import type { Queryable } from '../../db/client';
import { deNowSql, porNowSql, scheduleJoin } from './price-now';
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
  simples: boolean;
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
       EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id) AS simples
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  ${scheduleJoin('$2')}
  LEFT JOIN LATERAL (
    SELECT round(avg(nota), 1) AS media, count(*) AS quantidade FROM reviews
     WHERE product_id = p.id AND aprovado) r ON true
 WHERE p.id = ANY($1::int[]) AND p.ativo`;

/** Cards for the given products, in the order of `ids` (missing or inactive ones are skipped). */
export async function productCards(
  db: Queryable,
  ids: readonly number[],
  pricing: StorePricing,
  now: Date = new Date(),
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<CardRow>(CARD_SQL, [ids, now.toISOString()]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, pricing)] : [];
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
    possuiAtributoSimples: row.simples,
  };
}
