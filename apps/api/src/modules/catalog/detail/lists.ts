/**
 * GET /url/list/detail (B§2.5, B§3 "Shopping list"; cached with the stock read per request, detail-cache.ts) and
 * POST /list/shop (T§4 "Kit list", T§7).
 */
import type { ListDetail, ListShopResponse, listShopRequestSchema } from '@vitrine/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { badRequest, notFound } from '../../../lib/errors';
import { sanitizeRichText } from '../../../lib/sanitize';
import { plainText } from '../listing/structure';
import type { StorePricing } from '../store-pricing';
import { cachedKitDetail, kitStock } from './detail-cache';
import { priceWindow } from '../price-window';
import { kitWithStock } from './detail-stock';
import { loadKit, priceKit, subtotalReais, type Kit, type PricedKit } from './kit';
import { reviewSummary } from './reviews';
import { simpleAttribute, slugFromUrl, toCharacteristics, toImages } from './shared';

const LISTS_TITLE = 'Listas de Compras';

function listProducts(priced: PricedKit, pricing: StorePricing): ListDetail['produtos'] {
  return priced.products.map((p) => ({
    id: p.row.id,
    nome: p.row.nome,
    sku: p.row.sku,
    rota: `/${p.row.slug}.html`,
    status: p.row.status,
    quantidade: p.row.quantidade,
    estoque: p.estoque,
    idAtributoValor: p.valueId,
    precos: p.precos,
    avaliacao: { media: p.row.media ?? 0, quantidade: p.row.avaliacoes },
    caracteristicas: toCharacteristics(p.row.caracteristicas),
    atributos: { simples: simpleAttribute(p.row.simples, p.valueId, pricing), unico: null },
    midias: { imagens: toImages(p.row.imagens) },
  }));
}

const NOT_FOUND = 'Lista de compras não encontrada.';

/** The kit detail: cached under the catalogue version, its stock (and what stock decides) read on every request. */
export async function listDetail(ctx: AppContext, url: string): Promise<ListDetail> {
  const slug = slugFromUrl(url, '/lista');
  if (!slug) throw notFound(NOT_FOUND);
  const now = ctx.now();
  const { versao, stock } = await kitStock(ctx.db, slug);
  if (!stock) throw notFound(NOT_FOUND);
  const pricing = await ctx.pricing.get(versao);
  const { kit, detail } = await cachedKitDetail(ctx.db, versao, slug, now, async () => {
    const loaded = await loadListDetail(ctx, slug, now, pricing);
    const window = await priceWindow(
      ctx.db,
      loaded.kit.products.map((p) => p.id),
      now,
    );
    return { value: loaded, window };
  });
  return withKitStock(detail, priceKit(kitWithStock(kit, stock), new Map(), pricing), pricing);
}

/** What the kit's stock decides: its availability, and each product's stock and simple values. */
const withKitStock = (detail: ListDetail, priced: PricedKit, pricing: StorePricing): ListDetail => ({
  ...detail,
  status: priced.disponivel ? 'disponivel' : 'indisponivel',
  disponivel: priced.disponivel,
  produtos: listProducts(priced, pricing),
});

/** The active kit `slug` at `now` and its detail, read from the database (stock as it is now). */
export async function loadListDetail(
  ctx: AppContext,
  slug: string,
  now: Date,
  pricing: StorePricing,
): Promise<{ kit: Kit; detail: ListDetail }> {
  const kit = await loadKit(ctx.db, { slug }, now);
  if (!kit) throw notFound(NOT_FOUND);
  const [avaliacao, siteRows] = await Promise.all([
    reviewSummary(ctx.db, 'lista', kit.list.id),
    ctx.db.query<{ nome: string | null }>(
      "SELECT valor #>> '{sistema,geral,site,nomeDoSite}' AS nome FROM settings WHERE chave = 'configuracoes'",
    ),
  ]);
  const priced = priceKit(kit, new Map(), pricing);
  const { list } = kit;
  const rota = `/lista/${list.slug}.html`;
  const site = siteRows[0]?.nome ?? 'Vitrine';
  const title = list.seo_title ?? `${list.nome} | ${site}`;
  const description = list.seo_description ?? (plainText(list.descricao_curta || list.descricao_longa) || list.nome);
  const imagens = kit.products.flatMap((p) => toImages(p.imagens).slice(0, 1));
  const marcas = new Map(kit.products.map((p) => [p.marca_id, p.marca]));
  const detail: ListDetail = {
    id: list.id,
    nome: list.nome,
    rota,
    url: rota,
    status: priced.disponivel ? 'disponivel' : 'indisponivel',
    disponivel: priced.disponivel,
    descricoes: { curta: sanitizeRichText(list.descricao_curta), longa: sanitizeRichText(list.descricao_longa) },
    midias: { imagens },
    precos: priced.precos,
    descontoPercent: list.desconto,
    avaliacao,
    marcas: [...marcas].map(([id, nome]) => ({ id, nome })),
    selecaoAtributo: list.selecao_atributo,
    produtos: listProducts(priced, pricing),
    carrinho: { tipo: 'lista', idListaCompra: list.id },
    seo: {
      title,
      description,
      titleSocial: title,
      descriptionSocial: description,
      openGraphUrlImagem: imagens[0]?.arquivos.big ?? null,
    },
    breadcrumb: [
      { label: 'Home', rota: '/' },
      { label: LISTS_TITLE, rota: '/lista' },
      { label: list.nome, rota },
    ],
  };
  return { kit, detail };
}

type ShopBody = z.infer<typeof listShopRequestSchema>;

/** The chosen values of a request as a map; a product sent twice is a 400. */
export function choicesOf(produtos: readonly { id: number; idAtributoValor: number | null }[]) {
  const choices = new Map<number, number | null>();
  for (const p of produtos) {
    if (choices.has(p.id))
      throw badRequest(`O produto ${p.id} foi enviado mais de uma vez.`, { produtos: 'Repetido.' });
    choices.set(p.id, p.idAtributoValor);
  }
  return choices;
}

/** Recomputes the kit for the chosen values; prices sent by the storefront are ignored. */
export async function shopList(ctx: AppContext, body: ShopBody): Promise<Omit<ListShopResponse, 'carrinho'>> {
  const choices = choicesOf(body.produtos);
  const kit = await loadKit(ctx.db, { id: body.idListaCompra }, ctx.now());
  if (!kit) {
    throw badRequest(`Lista de compras ${body.idListaCompra} não encontrada.`, {
      idListaCompra: 'Lista não encontrada.',
    });
  }
  const priced = priceKit(kit, choices, await ctx.pricing.get());
  return {
    idListaCompra: kit.list.id,
    produtos: priced.products.map((p) => ({
      id: p.row.id,
      idAtributoValor: p.valueId,
      quantidade: p.row.quantidade,
      estoque: p.estoque,
      status: p.row.status,
      precos: p.precos,
      subtotal: subtotalReais(p),
    })),
    precos: priced.precos,
    disponivel: priced.disponivel,
  };
}
