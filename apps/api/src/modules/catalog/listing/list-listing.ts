/**
 * Kit listings, GET /url/list/listing (B§2.1 "Listas de Compras", B§2.3, B§7): the kits of a category (the
 * category or below), of a landing page, of a brand (kits holding one of its products) or of a search (name and
 * descriptions). Only `categoria:{id}` filter tokens apply here.
 */
import type { ListCard, Listing, Order } from '@vitrine/contract';
import { DEFAULT_LIST_ITEMS_PER_PAGE, isItemsPerPage, listListingTypeOf } from '@vitrine/contract';
import type { AppContext } from '../../../context';
import { badRequest, notFound } from '../../../lib/errors';
import { sanitizeRichText } from '../../../lib/sanitize';
import { buildPrices } from '../pricing';
import { catalogVersion } from '../catalog-version';
import { cachedAnalysis } from '../search/search-cache';
import { pathOf } from '../url-verify';
import { type CategoryMeta, ancestors, catalogMeta, subtree, subtreeCounts } from './catalog-meta';
import { buildChips } from './chips';
import { ippOptions, orderOptions } from './details';
import { Params } from './groups';
import { type ListRow, runLists } from './list-sql';
import { offsetBeyond } from './product-listing';
import { type PageState, isKind, rota } from './page-state';
import { resolveSubject, type ListingKind } from './subject';
import { categoryToken, parseTokens } from './tokens';

const LIST_ORDERS: readonly Order[] = ['popularidade', 'menor-preco', 'maior-preco', 'nome'];
const TITLE = 'Listas de Compras';

type ListType = 'categoria' | 'landingPage' | 'marca' | 'busca';
const NIVEL: Record<ListType, string> = {
  categoria: 'list/listing',
  landingPage: 'list/listing/landing-page',
  marca: 'list/listing/brand',
  busca: 'list/listing/search',
};
const KIND: Record<Exclude<ListType, 'busca'>, ListingKind> = {
  categoria: 'category',
  landingPage: 'landing-page',
  marca: 'brand',
};

/**
 * The storefront addresses of kit listings (decision 005): `/lista` (all kits, or a category's below
 * `/lista/{categoria…}`), `/lista/marcas/{marca}`, `/lista/c/{landingPage}` and `/lista/busca?busca=`. `url` may be
 * that address or the subject's own address (`/marcas/{marca}`); options and chips always point at the kit address.
 */
const KIT_ROOT = '/lista';
const KIT_SEARCH = `${KIT_ROOT}/busca`;

/** The subject's own path: `/lista/marcas/x` → `/marcas/x`; `/lista` → `/`. */
function kitSubjectPath(path: string): string {
  if (path === KIT_ROOT) return '/';
  return path.startsWith(`${KIT_ROOT}/`) ? path.slice(KIT_ROOT.length) : path;
}

/** The kit listing's own address for a type and subject path. */
function kitAddress(tipo: ListType, subjectPath: string): string {
  if (tipo === 'busca') return KIT_SEARCH;
  if (subjectPath === '/') return KIT_ROOT;
  return `${KIT_ROOT}${subjectPath}`;
}

export interface ListListingQuery {
  url: string;
  /** Absent: the type the address implies (B§2.1, `listListingTypeOf`). */
  tipo?: ListType | undefined;
  offset: number;
  limit: number;
  order?: Order | undefined;
  busca?: string | undefined;
  filtro: string[];
  s5?: string | undefined;
}

function toCard(row: ListRow, pricing: Awaited<ReturnType<AppContext['pricing']['get']>>): ListCard {
  return {
    id: row.id,
    nome: row.nome,
    rota: `/lista/${row.slug}.html`,
    status: row.estoque_primeiro > 0 ? 'disponivel' : 'indisponivel',
    midias: { imagens: (row.imagens ?? []).map(({ label, ...arquivos }) => ({ label, arquivos })) },
    precos: buildPrices(
      { deCents: row.bruto_cents, porCents: row.por_cents },
      pricing.rules,
      pricing.cashDiscountPercent,
    ),
    avaliacao: { media: row.media ?? 0, quantidade: row.quantidade },
    quantidadeProdutos: row.itens,
    descricaoCurta: sanitizeRichText(row.descricao_curta),
  };
}

export async function listListing(ctx: AppContext, asked: ListListingQuery): Promise<Listing> {
  const query = { ...asked, tipo: asked.tipo ?? listListingTypeOf(pathOf(asked.url), asked.busca) };
  const tokens = parseTokens(query.filtro);
  const other = tokens.find((t) => t.kind !== 'categoria');
  if (other) {
    const message = `Nas listas de compras só vale o filtro categoria (recebido: ${other.token}).`;
    throw badRequest(`Parâmetros inválidos (filtro: ${message})`, { filtro: message });
  }
  const version = await catalogVersion(ctx.db);
  const meta = await catalogMeta(ctx.db, version);
  const subjectPath = kitSubjectPath(pathOf(query.url));
  const path = kitAddress(query.tipo, subjectPath);
  const params = new Params();
  let scope = 'true';
  let subjectCategory: CategoryMeta | null = null;
  let subjectRow: { id: number; nome: string; descricao_longa: string; imagem: string | null } | null = null;
  const texto = query.busca?.trim() ?? '';
  const search = query.tipo === 'busca' ? await cachedAnalysis(ctx.db, version, texto || '-') : null;
  if (query.tipo === 'busca') {
    if (!texto)
      throw badRequest('Parâmetros inválidos (busca: Informe o texto da busca.)', {
        busca: 'Informe o texto da busca.',
      });
    scope = search?.match
      ? `to_tsvector('pt_unaccent', l.nome || ' ' || l.descricao_curta || ' ' || l.descricao_longa) @@ to_tsquery('pt_unaccent', ${params.add(search.match, 'text')})`
      : 'false';
  } else if (!(query.tipo === 'categoria' && path === KIT_ROOT)) {
    const subject = await resolveSubject(ctx.db, meta, KIND[query.tipo], subjectPath);
    if (!subject?.row) throw notFound();
    subjectRow = subject.row;
    subjectCategory = subject.category;
    if (query.tipo === 'landingPage') {
      scope = `l.id IN (SELECT list_id FROM landing_page_lists WHERE landing_page_id = ${params.add(subject.row.id, 'int')})`;
    } else if (query.tipo === 'marca') {
      scope = `l.id IN (SELECT i.list_id FROM shopping_list_items i JOIN products p ON p.id = i.product_id
                         WHERE p.brand_id = ${params.add(subject.row.id, 'int')})`;
    }
    if (subjectCategory) scope += ` AND l.category_id = ANY(${params.add(subtree(meta, subjectCategory.id), 'int[]')})`;
  }
  const chosen = tokens.flatMap((t) => (t.kind === 'categoria' ? subtree(meta, t.categoryId) : []));
  const category = tokens.length ? `l.category_id = ANY(${params.add(chosen, 'int[]')})` : 'true';
  const order: Order = query.order === 'relevancia' || !query.order ? 'popularidade' : query.order;
  const result = await runLists(ctx.db, {
    params,
    now: ctx.now(),
    scope,
    category,
    order,
    offset: query.offset,
    limit: query.limit,
  });
  if (offsetBeyond(query.offset, result.total)) throw notFound('Página além do fim da listagem.');
  const pricing = await ctx.pricing.get(version);

  const state: PageState = {
    busca: search ? texto : null,
    filtros: tokens.map((t) => t.token),
    order: order === 'popularidade' ? null : order,
    ipp: query.limit !== DEFAULT_LIST_ITEMS_PER_PAGE && isItemsPerPage(query.limit) ? query.limit : null,
    s5: query.s5 ?? null,
  };
  const tokenCategory =
    tokens.length === 1 && tokens[0]?.kind === 'categoria' ? meta.categories.get(tokens[0].categoryId) : undefined;
  const current = tokenCategory ?? subjectCategory;
  const link = (c: CategoryMeta) => ({
    id: c.id,
    nome: c.nome,
    rota: rota(path, {
      ...state,
      filtros: [...state.filtros.filter((t) => !isKind('categoria')(t)), categoryToken(c.id)],
    }),
  });
  const perCategory = new Map(result.categories.map((c) => [c.id, c.n]));
  const counted = (ids: readonly number[]) => {
    const totals = subtreeCounts(meta, perCategory, ids);
    return ids.flatMap((id) => {
      const c = meta.categories.get(id);
      const quantidade = totals.get(id) ?? 0;
      return c && quantidade > 0 ? [{ ...link(c), quantidade }] : [];
    });
  };
  const name = subjectRow?.nome ?? (search ? `Busca por "${texto}"` : null);
  const title = `${TITLE}${name ? ` - ${name}` : ''} | ${meta.siteName}`;
  const description = `Kits com desconto sobre a soma dos itens${name ? ` - ${name}` : ''} na ${meta.siteName}.`;
  const sanitized = subjectRow
    ? { id: subjectRow.id, nome: subjectRow.nome, descricaoLonga: sanitizeRichText(subjectRow.descricao_longa) }
    : null;
  const listas = result.rows.map((r) => toCard(r, pricing));

  return {
    estrutura: {
      nivel: NIVEL[query.tipo],
      seo: {
        title,
        description,
        titleSocial: title,
        descriptionSocial: description,
        openGraphUrlImagem: null,
        twitterUrlImagem: null,
      },
      breadcrumb: [
        { label: 'Home', rota: '/', url: '/' },
        { label: TITLE, rota: KIT_ROOT, url: KIT_ROOT },
        ...(name && path !== KIT_ROOT ? [{ label: name, rota: path, url: path }] : []),
      ],
    },
    conteudo: {
      categoria:
        query.tipo === 'categoria' && sanitized && subjectCategory
          ? { ...sanitized, nivel: subjectCategory.nivel }
          : null,
      marca: query.tipo === 'marca' && sanitized ? { ...sanitized, imagem: subjectRow?.imagem ?? null } : null,
      landingPage: query.tipo === 'landingPage' ? sanitized : null,
      busca: search ? { texto, corrigido: search.corrigido } : null,
      produtos: [],
      listas,
      layoutPersonalizado: null,
    },
    detalhes: {
      ordenacao: orderOptions({ state, path, order, defaultOrder: 'popularidade' }, LIST_ORDERS),
      itensPorPagina: ippOptions({ state, path, limit: query.limit }, DEFAULT_LIST_ITEMS_PER_PAGE),
      categorias: {
        atual: current ? link(current) : null,
        filhas: counted(current ? current.children : meta.roots),
        irmas: [],
        niveisAnteriores: current ? ancestors(meta, current.id).map(link) : [],
      },
      filtros: [],
      atributos: [],
      filtrosPreco: [],
      filtrosDescontoPrecoPor: [],
    },
    info: {
      total: result.total,
      exibindo: listas.length,
      offset: query.offset,
      limit: query.limit,
      filtros: buildChips({ meta, tokens, state, path, category: null, busca: null }),
      rotaLimparFiltros: rota(path, { busca: state.busca, filtros: [], order: null, ipp: null, s5: null }),
      rotaPagina: rota(path, state),
    },
  };
}
