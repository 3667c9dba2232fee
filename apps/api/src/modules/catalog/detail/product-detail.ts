/**
 * GET /url/product/detail (B§2.4, B§3 "Product (detail)"): one main query, then reviews and combinations; cached
 * under the catalogue version, with the stock read on every request (detail-cache.ts).
 */
import type { CharacteristicGroup, ProductDetail, ProductStatus } from '@vitrine/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/errors';
import { sanitizeRichText } from '../../../lib/sanitize';
import { plainText } from '../listing/structure';
import { groupStock } from '../group-stock';
import { deNowSql, porNowSql, scheduleJoin } from '../price-now';
import { buildPrices } from '../pricing';
import type { StorePricing } from '../store-pricing';
import { detailCombinations } from './combinations';
import { cachedProductDetail, productStock } from './detail-cache';
import { priceWindow } from '../price-window';
import { withProductStock } from './detail-stock';
import { reviewSummary } from './reviews';
import {
  CHARACTERISTICS_JSON,
  IMAGES_JSON,
  SEALS_JSON,
  SIMPLE_JSON,
  SITE_NAME_SQL,
  UNIQUE_JSON,
  iso,
  simpleAttribute,
  slugFromUrl,
  toCharacteristics,
  toImages,
  uniqueAttribute,
  type ImageRow,
  type SealRow,
  type SimpleRow,
  type UniqueRow,
} from './shared';

interface DetailRow {
  id: number;
  nome: string;
  slug: string;
  sku: string;
  mpn: string | null;
  ean: string | null;
  status: ProductStatus;
  estoque: number;
  de_cents: number | null;
  por_cents: number;
  sp_inicio: unknown;
  sp_fim: unknown;
  descricao_curta: string;
  descricao_longa: string;
  descricao_opcional1: string;
  descricao_opcional2: string;
  destaques: string[] | null;
  nao_recomendado: string;
  video_url: string | null;
  seo_title: string | null;
  seo_description: string | null;
  title_social: string | null;
  description_social: string | null;
  layout_html: string | null;
  layout_css: string | null;
  layout_js: string | null;
  marca_id: number;
  marca_nome: string;
  marca_slug: string;
  marca_imagem: string | null;
  categoria_id: number;
  categoria_nome: string;
  categoria_nivel: number;
  taxonomia: string;
  categoria_rota: string;
  site: string | null;
  trilha: { label: string; rota: string }[] | null;
  imagens: ImageRow[] | null;
  manuais: { label: string; arquivo: string }[] | null;
  selos: SealRow[] | null;
  simples: SimpleRow[] | null;
  unico: UniqueRow[] | null;
  caracteristicas: CharacteristicGroup[] | null;
  filtros: ProductDetail['filtros'] | null;
  perguntas:
    | {
        id: number;
        nome: string;
        pergunta: string;
        resposta: string | null;
        data: string;
        dataResposta: string | null;
      }[]
    | null;
  grupo: { id: number; nome: string; estoque: number; quantidade: number }[] | null;
}

const DETAIL_SQL = `
SELECT p.id, p.nome, p.slug, p.sku, p.mpn, p.ean, p.status, p.estoque,
       ${deNowSql()} AS de_cents, ${porNowSql()} AS por_cents,
       sp.data_inicial AS sp_inicio, sp.data_final AS sp_fim,
       p.descricao_curta, p.descricao_longa, p.descricao_opcional1, p.descricao_opcional2,
       to_json(p.destaques) AS destaques, p.nao_recomendado, p.video_url,
       p.seo_title, p.seo_description, p.title_social, p.description_social,
       p.layout_html, p.layout_css, p.layout_js,
       b.id AS marca_id, b.nome AS marca_nome, b.slug AS marca_slug, b.imagem AS marca_imagem,
       c.id AS categoria_id, c.nome AS categoria_nome, c.nivel AS categoria_nivel, c.taxonomia,
       c.rota AS categoria_rota, ${SITE_NAME_SQL} AS site,
       (WITH RECURSIVE anc AS (
           SELECT k.id, k.parent_id, k.nome, k.rota, k.nivel FROM categories k WHERE k.id = p.category_id
           UNION ALL
           SELECT k.id, k.parent_id, k.nome, k.rota, k.nivel FROM categories k JOIN anc ON k.id = anc.parent_id)
        SELECT json_agg(json_build_object('label', anc.nome, 'rota', anc.rota) ORDER BY anc.nivel) FROM anc) AS trilha,
       ${IMAGES_JSON} AS imagens,
       (SELECT json_agg(json_build_object('label', m.label, 'arquivo', m.arquivo) ORDER BY m.posicao)
          FROM product_manuals m WHERE m.product_id = p.id) AS manuais,
       ${SEALS_JSON} AS selos,
       ${SIMPLE_JSON} AS simples,
       ${UNIQUE_JSON} AS unico,
       ${CHARACTERISTICS_JSON} AS caracteristicas,
       (SELECT json_agg(json_build_object('idFiltro', f.id, 'idValor', fv.id, 'nome', f.nome, 'label', fv.label,
                 'imagem', fv.imagem) ORDER BY f.posicao, f.id, fv.posicao, fv.id)
          FROM product_filter_values pf JOIN filter_values fv ON fv.id = pf.filter_value_id
          JOIN filters f ON f.id = fv.filter_id WHERE pf.product_id = p.id) AS filtros,
       (SELECT json_agg(json_build_object('id', q.id, 'nome', q.nome, 'pergunta', q.pergunta, 'resposta', q.resposta,
                 'data', q.criado_em, 'dataResposta', q.respondido_em) ORDER BY q.criado_em DESC, q.id DESC)
          FROM questions q WHERE q.product_id = p.id AND q.publicado) AS perguntas,
       (SELECT json_agg(json_build_object('id', i.id, 'nome', i.nome, 'estoque', i.estoque,
                 'quantidade', g.quantidade) ORDER BY g.item_product_id)
          FROM product_group_items g JOIN products i ON i.id = g.item_product_id WHERE g.product_id = p.id) AS grupo
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  JOIN categories c ON c.id = p.category_id
  ${scheduleJoin('$2')}
 WHERE p.slug = $1 AND p.ativo`;

const NOT_FOUND = 'Produto não encontrado.';

export async function productDetail(ctx: AppContext, url: string): Promise<ProductDetail> {
  const slug = slugFromUrl(url, '');
  if (!slug) throw notFound(NOT_FOUND);
  const now = ctx.now();
  const { versao, stock } = await productStock(ctx.db, slug);
  if (!stock) throw notFound(NOT_FOUND);
  const pricing = await ctx.pricing.get(versao);
  const detail = await cachedProductDetail(ctx.db, versao, slug, now, async () => {
    const value = await loadProductDetail(ctx, slug, now, pricing);
    const window = await priceWindow(ctx.db, [value.id, ...value.combinacoes.map((c) => c.produto.id)], now);
    return { value, window };
  });
  return withProductStock(detail, stock);
}

/** The detail of the active product `slug` at `now`, read from the database (stock as it is now). */
export async function loadProductDetail(
  ctx: AppContext,
  slug: string,
  now: Date,
  pricing: StorePricing,
): Promise<ProductDetail> {
  const [row] = await ctx.db.query<DetailRow>(DETAIL_SQL, [slug, now.toISOString()]);
  if (!row) throw notFound(NOT_FOUND);
  const [avaliacao, combinacoes] = await Promise.all([
    reviewSummary(ctx.db, 'produto', row.id),
    detailCombinations(ctx.db, row.id, pricing, now),
  ]);

  const rota = `/${row.slug}.html`;
  const site = row.site ?? 'Vitrine';
  const title = row.seo_title ?? `${row.nome} | ${site}`;
  const description = row.seo_description ?? (plainText(row.descricao_curta || row.descricao_longa) || row.nome);
  const imagens = toImages(row.imagens);
  const grupo = row.grupo ?? [];
  const layout = row.layout_html ?? '';
  const css = row.layout_css ?? '';

  return {
    id: row.id,
    nome: row.nome,
    sku: row.sku,
    mpn: row.mpn,
    ean: row.ean,
    status: row.status,
    marca: { id: row.marca_id, nome: row.marca_nome, rota: `/marcas/${row.marca_slug}`, imagem: row.marca_imagem },
    categoria: {
      id: row.categoria_id,
      nome: row.categoria_nome,
      nivel: row.categoria_nivel,
      taxonomia: row.taxonomia,
      rota: row.categoria_rota,
    },
    estoque: row.estoque,
    // The most a shopper may buy (B§5): a product group's stock, else the product's own.
    quantidadeMaxima: groupStock(grupo) ?? row.estoque,
    precos: buildPrices({ deCents: row.de_cents, porCents: row.por_cents }, pricing.rules, pricing.cashDiscountPercent),
    agendamentoPreco: {
      aplicado: row.sp_inicio && row.sp_fim ? { dataInicial: iso(row.sp_inicio), dataFinal: iso(row.sp_fim) } : null,
    },
    descricoes: {
      curta: sanitizeRichText(row.descricao_curta),
      longa: sanitizeRichText(row.descricao_longa),
      opcional1: sanitizeRichText(row.descricao_opcional1),
      opcional2: sanitizeRichText(row.descricao_opcional2),
    },
    destaques: row.destaques ?? [],
    naoRecomendado: row.nao_recomendado,
    midias: { imagens, manuais: row.manuais ?? [] },
    video: row.video_url ? { url: row.video_url } : null,
    avaliacao,
    atributos: {
      simples: simpleAttribute(row.simples, null, pricing),
      unico: uniqueAttribute(row.unico, row.id),
    },
    carrinho: { tipo: 'produto', itens: [{ idProduto: row.id, idAtributoValor: null, quantidade: 1 }] },
    caracteristicas: toCharacteristics(row.caracteristicas),
    combinacoes,
    filtros: row.filtros ?? [],
    perguntas: (row.perguntas ?? []).map((q) => ({
      ...q,
      data: iso(q.data),
      dataResposta: q.dataResposta ? iso(q.dataResposta) : null,
    })),
    selos: row.selos ?? [],
    layoutPersonalizado:
      layout || css ? { layout: sanitizeRichText(layout), codigoCss: css, codigoJs: row.layout_js } : null,
    seo: {
      title,
      description,
      titleSocial: row.title_social ?? title,
      descriptionSocial: row.description_social ?? description,
      openGraphUrlImagem: imagens[0]?.arquivos.big ?? null,
    },
    breadcrumb: [{ label: 'Home', rota: '/' }, ...(row.trilha ?? []), { label: row.nome, rota }],
    rota,
    url: rota,
    produtos: grupo,
    versaoS5: false,
  };
}
