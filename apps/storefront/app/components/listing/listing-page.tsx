import { useEffect, useRef } from 'react';
import {
  unstable_useRouterState as useRouterState,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from 'react-router';
import { LIST_LISTING_TITLE } from '../../lib/listing-constants';
import { shownRangeText } from '../../lib/navigation/listing-view';
import { isListingRoute } from '../../lib/analytics/page-kind';
import { useModalDialog } from '../../hooks/use-modal-dialog';
import { useCardView } from '../../hooks/use-card-view';
import { useCardDescriptions } from '../../hooks/use-card-descriptions';
import { FilterSidebar } from './filter-sidebar';
import { ListingBreadcrumb } from './listing-breadcrumb';
import { BenefitsBar } from '../ui/benefits-bar';
import { CustomLayout, LongDescription } from './listing-extras';
import { ListingToolbar } from './listing-toolbar';
import type { ShellData } from '../../server/shell/shell.server';
import type { ListingData } from './listing-types';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { TopBanner } from './top-banner';
import { CategoryMosaic } from './category-mosaic';
import { onDemand } from '../ui/on-demand';
import { reachAfterFirstLoad } from '../../lib/ui/client-navigation';

/**
 * The active filters' chips and the pagination are links in the server's markup: their code loads when the pointer,
 * a finger or the focus reaches them, or when a navigation brings other ones; a click before it arrives is made again
 * on the component's link, a client-side navigation (issue 38).
 */
const activeFilters = onDemand(() => import('./active-filters').then((m) => m.ActiveFilters));
const ActiveFilters = activeFilters.Component;
const pagination = onDemand(() => import('./pagination-nav').then((m) => m.PaginationNav));
const PaginationNav = pagination.Component;
reachAfterFirstLoad(activeFilters, pagination);

/** Without JavaScript the filter column shows inline at every width and JavaScript-only controls hide (B§2.3). */
const NO_SCRIPT_CSS =
  '.filter-drawer{position:static;display:block;width:auto;height:auto;max-height:none;border:0;margin-bottom:1rem}' +
  '.js-only{display:none!important}';

/** The title of a listing (B§2.3): category, brand or landing-page name; kits 'Listas de Compras'; search its text. */
export function listingTitle({ kind, listing }: Pick<ListingData, 'kind' | 'listing'>): string {
  const { conteudo } = listing;
  // B§2.3: kit listings show 'Listas de Compras', not on search (a kit search is titled by its text).
  if (kind === 'search' || (kind === 'list' && conteudo.busca))
    return `Resultados para "${conteudo.busca?.texto ?? ''}"`;
  if (kind === 'list') return LIST_LISTING_TITLE;
  return conteudo.categoria?.nome ?? conteudo.landingPage?.nome ?? conteudo.marca?.nome ?? listing.estrutura.seo.title;
}

/** One listing page for category, brand, landing-page, search and kit listings (B§2.3, B§4). */
export function ListingPage({ data }: { data: ListingData }) {
  const { kind, listing, pg, s5 } = data;
  const { conteudo, detalhes, info } = listing;
  const shell = useRouteLoaderData<ShellData>('root');
  const navigation = useNavigation();
  const location = useLocation();
  const drawer = useModalDialog();
  const listTop = useRef<HTMLDivElement>(null);
  const [view, setView] = useCardView();
  const descriptions = useCardDescriptions(view === 'list');
  const title = listingTitle(data);
  const subject = conteudo.categoria ?? conteudo.landingPage ?? conteudo.marca;

  // B§4: the products-loading flag on every route change; a grid skeleton only when another listing is loading (a
  // product opened from the list keeps the list on screen, dimmed, under the page's progress bar).
  const pending = navigation.state === 'loading' && navigation.location !== undefined;
  const { pending: next } = useRouterState();
  const otherListing =
    pending && navigation.location?.pathname !== location.pathname && isListingRoute(next?.matches.at(-1)?.id);

  // B§4: on a query change, scroll to the list and close the side drawer.
  const { close } = drawer;
  const previous = useRef(location);
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before.pathname !== location.pathname || before.search === location.search) return;
    close();
    const top = listTop.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  }, [location, close]);

  return (
    <div className="container-page py-4">
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <ListingBreadcrumb items={listing.estrutura.breadcrumb} />
      <h1 className="mt-2 text-2xl font-bold text-brand-900">{title}</h1>
      {conteudo.busca?.corrigido ? (
        <p className="mt-1 text-sm text-gray-700">Mostrando resultados para “{conteudo.busca.corrigido}”.</p>
      ) : null}
      {kind === 'category' ? <TopBanner banner={data.banner} /> : null}
      <div className="mt-4 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-6">
        <FilterSidebar detalhes={detalhes} limit={info.limit} dialogProps={drawer.dialogProps} close={drawer.close} />
        <div ref={listTop} className="flex min-w-0 flex-col gap-3 scroll-mt-4">
          <ListingToolbar
            rangeText={info.total === 0 ? null : shownRangeText(info)}
            view={view}
            onView={setView}
            onOpenFilters={drawer.open}
          />
          <ActiveFilters chips={info.filtros} clearRoute={info.rotaLimparFiltros} isSearch={kind === 'search'} />
          <div aria-busy={pending} className={pending ? 'opacity-50 transition-opacity' : 'transition-opacity'}>
            {otherListing ? (
              <ProductGridSkeleton />
            ) : (
              <ProductGrid
                produtos={conteudo.produtos}
                listas={conteudo.listas}
                offset={info.offset}
                s5={s5}
                view={view}
                descriptions={descriptions}
                listName={title}
              />
            )}
          </div>
          <PaginationNav total={info.total} limit={info.limit} current={pg} rotaPagina={info.rotaPagina} />
        </div>
      </div>
      <CategoryMosaic banners={data.mosaic} />
      {subject ? <LongDescription title={subject.nome} html={subject.descricaoLonga} /> : null}
      <CustomLayout layout={conteudo.layoutPersonalizado} />
      <BenefitsBar benefits={shell?.settings?.loja.beneficios ?? []} />
    </div>
  );
}
