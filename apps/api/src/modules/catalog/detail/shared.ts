/** SQL fragments and mappers shared by the product and kit detail (B§3), combinations and the cart. */
import type { Attributes, CharacteristicGroup, ProductImage, Seal } from '@vitrine/contract';
import { buildPrices } from '../pricing';
import type { StorePricing } from '../store-pricing';

/** A timestamp from the driver (Date) or from json_build_object (text) as ISO 8601 UTC. */
export function iso(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  return date.toISOString();
}

/** Images of product `p` in order (json). */
export const IMAGES_JSON = `(SELECT json_agg(json_build_object('label', i.label, 'small', i.small, 'medium', i.medium,
      'big', i.big, 'zoom', i.zoom) ORDER BY i.posicao) FROM product_images i WHERE i.product_id = p.id)`;

/** Simple values of product `p` with their own price and stock (json). */
export const SIMPLE_JSON = `(SELECT json_agg(json_build_object('id', v.id, 'valorId', av.id, 'label', av.label,
      'atributo', a.nome, 'de', v.preco_de_cents, 'por', v.preco_por_cents, 'estoque', v.estoque)
      ORDER BY av.posicao, v.id)
    FROM product_simple_values v JOIN attribute_values av ON av.id = v.attribute_value_id
    JOIN attributes a ON a.id = av.attribute_id WHERE v.product_id = p.id)`;

/** The products of the 'unico' group of product `p`, the product itself included (json). */
export const UNIQUE_JSON = `(SELECT json_agg(json_build_object('atributo', a.nome, 'label', av.label, 'id', s.id, 'slug', s.slug)
      ORDER BY av.posicao, s.id)
    FROM product_unique_values mine
    JOIN unique_groups g ON g.id = mine.group_id
    JOIN attributes a ON a.id = g.attribute_id
    JOIN product_unique_values o ON o.group_id = mine.group_id
    JOIN products s ON s.id = o.product_id AND s.ativo
    JOIN attribute_values av ON av.id = o.attribute_value_id
   WHERE mine.product_id = p.id)`;

/** Characteristic groups of product `p` in group order, items in their order (json). */
export const CHARACTERISTICS_JSON = `(SELECT json_agg(json_build_object('nome', g.nome, 'itens', g.itens)
      ORDER BY g.posicao, g.id)
    FROM (SELECT cg.id, cg.nome, cg.posicao,
                 json_agg(json_build_object('label', pc.label, 'valor', pc.valor) ORDER BY pc.posicao) AS itens
            FROM product_characteristics pc JOIN characteristic_groups cg ON cg.id = pc.group_id
           WHERE pc.product_id = p.id GROUP BY cg.id, cg.nome, cg.posicao) g)`;

export const SEALS_JSON = `(SELECT json_agg(json_build_object('id', s.id, 'nome', s.nome, 'imagem', s.imagem,
      'label', s.label, 'posicao', json_build_object('x', s.posicao_x, 'y', s.posicao_y),
      'cores', json_build_object('texto', s.cor_texto, 'selo', s.cor_selo)) ORDER BY s.id)
    FROM product_seals ps JOIN seals s ON s.id = ps.seal_id WHERE ps.product_id = p.id)`;

/** Approved-review average and count of product `p`. */
export const RATING_LATERAL = `SELECT round(avg(nota), 1)::float8 AS media, count(*)::int AS quantidade
    FROM reviews WHERE product_id = p.id AND aprovado`;

export interface ImageRow {
  label: string;
  small: string;
  medium: string;
  big: string;
  zoom: string;
}
export interface SimpleRow {
  id: number;
  valorId: number;
  label: string;
  atributo: string;
  de: number | null;
  por: number;
  estoque: number;
}
export type SealRow = Seal;

export const toImages = (rows: readonly ImageRow[] | null): ProductImage[] =>
  (rows ?? []).map(({ label, ...arquivos }) => ({ label, arquivos }));

export const toCharacteristics = (rows: CharacteristicGroup[] | null): CharacteristicGroup[] => rows ?? [];

/** The 'simples' block: each value's own prices and stock; `selected` is the chosen value, if any. */
export function simpleAttribute(
  rows: readonly SimpleRow[] | null,
  selected: number | null,
  pricing: StorePricing,
): Attributes['simples'] {
  const first = rows?.[0];
  if (!rows || !first) return null;
  return {
    nome: first.atributo,
    valores: rows.map((v) => ({
      id: v.valorId,
      idAtributoValor: v.id,
      label: v.label,
      selecionado: v.id === selected,
      estoque: v.estoque,
      precos: buildPrices({ deCents: v.de, porCents: v.por }, pricing.rules, pricing.cashDiscountPercent),
      carrinho: { tipo: 'produto' as const, idAtributoValor: v.id },
    })),
  };
}

export interface UniqueRow {
  atributo: string;
  label: string;
  id: number;
  slug: string;
}

/** The 'unico' block: every product of the group, the one shown (`productId`) selected. */
export function uniqueAttribute(rows: readonly UniqueRow[] | null, productId: number): Attributes['unico'] {
  const first = rows?.[0];
  if (!rows || !first) return null;
  return {
    nome: first.atributo,
    valores: rows.map((u) => ({
      selecionado: u.id === productId,
      label: u.label,
      produto: { id: u.id, rota: `/${u.slug}.html` },
    })),
  };
}

/** Product routes are /{slug}.html, kit routes /lista/{slug}.html; the slug alone is returned (null if no match). */
export function slugFromUrl(url: string, prefix: '' | '/lista'): string | null {
  const path = url.split(/[?#&]/)[0] ?? '';
  const match = new RegExp(`^${prefix}/([a-z0-9][a-z0-9-]*)\\.html$`).exec(path);
  return match?.[1] ?? null;
}

/** The site name for SEO titles. */
export const SITE_NAME_SQL = `(SELECT valor #>> '{sistema,geral,site,nomeDoSite}' FROM settings
    WHERE chave = 'configuracoes')`;
