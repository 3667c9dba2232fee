import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table of B§2.1, line by line; route ids are the spec's route names (also in each module's `handle`).
 * Matching picks the most specific path, so `/:produto.html` wins over `/:param`, and `/:param` over `/*`.
 */
export default [
  index('routes/home.tsx', { id: 'home' }),
  // T§2 store-rating page: a static path, listed before the institutional pages' pattern.
  route('/pagina/avaliacao-loja', 'routes/store-rating.tsx', { id: 'page/avaliacao-loja' }),
  route('/pagina/:pagina/:paginaNivel2?', 'routes/page.tsx', { id: 'page' }),
  route('/cartao-bndes', 'routes/cartao-bndes.tsx', { id: 'cartao-bndes' }),
  route('/marcas', 'routes/marcas.tsx', { id: 'marcas' }),
  route('/busca', 'routes/search.tsx', { id: 'product/listing/search' }),
  route('/lista', 'routes/list-listing.tsx', { id: 'list/listing' }),
  route('/lista/:lista.html', 'routes/list-detail.tsx', { id: 'list/detail' }),
  // Kit listings of a search, a brand, a landing page or a category (decision 005): the type comes from the address.
  route('/lista/busca', 'routes/list-listing.tsx', { id: 'list/listing/search' }),
  route('/lista/marcas/:marca', 'routes/list-listing.tsx', { id: 'list/listing/brand' }),
  route('/lista/c/:landingPage', 'routes/list-listing.tsx', { id: 'list/listing/landing-page' }),
  route('/lista/*', 'routes/list-listing.tsx', { id: 'list/listing/category' }),
  route('/:produto.html', 'routes/product-detail.tsx', { id: 'product/detail' }),
  // The cart as a page: the side cart without JavaScript (T§2). A static path wins over `/:param`.
  route('/carrinho', 'routes/cart-page.tsx', { id: 'carrinho' }),
  route('/marcas/:marca/*', 'routes/brand-listing.tsx', { id: 'product/listing/brand' }),
  route('/c/:landingPage/*', 'routes/landing-page-listing.tsx', { id: 'product/listing/landing-page' }),
  // T§2 printable quote (decision 017): its own path, so /:param does not read it as a product address.
  route('/orcamento/:key/imprimir', 'routes/quote-print.tsx', { id: 'orcamento/imprimir' }),
  // Demonstration sign-in (T§2 'Faça Login'); the shop's own checkout area is another application.
  route('/checkout/acesso', 'routes/checkout-access.tsx', { id: 'checkout/acesso' }),
  // The external shop area (T§1): SHOP_AREA_URL's, or a page of this store that leads back (issue 25), never 404.
  route('/checkout/carrinho', 'routes/shop-area.tsx', { id: 'shop-area/carrinho' }),
  route('/checkout/cadastro', 'routes/shop-area.tsx', { id: 'shop-area/cadastro' }),
  route('/checkout/pagamento', 'routes/shop-area.tsx', { id: 'shop-area/pagamento' }),
  route('/minha-conta', 'routes/shop-area.tsx', { id: 'shop-area/minha-conta' }),
  // The unsubscribe link of newsletter and marketing e-mails (issue 27).
  route('/newsletter/descadastrar', 'routes/newsletter-unsubscribe.tsx', { id: 'newsletter/descadastrar' }),
  // The back office (issue 27, decision 036): static paths, so neither /:param nor /* ever reads them.
  route('/admin/entrar', 'routes/admin/entrar.tsx', { id: 'admin/entrar' }),
  route('/admin/sair', 'routes/admin/sair.ts', { id: 'admin/sair' }),
  route('/admin/senha/esqueci', 'routes/admin/senha-esqueci.tsx', { id: 'admin/senha-esqueci' }),
  route('/admin/senha/redefinir', 'routes/admin/senha-redefinir.tsx', { id: 'admin/senha-redefinir' }),
  route('/admin/newsletter.csv', 'routes/admin/newsletter-csv.ts', { id: 'admin/newsletter-csv' }),
  route('/admin/privacidade.json', 'routes/admin/privacidade-json.ts', { id: 'admin/privacidade-json' }),
  route('/admin/catalogo.csv', 'routes/admin/catalogo-csv.ts', { id: 'admin/catalogo-csv' }),
  route('/admin/catalogo.json', 'routes/admin/catalogo-json.ts', { id: 'admin/catalogo-json' }),
  route('/admin', 'routes/admin/layout.tsx', { id: 'admin' }, [
    index('routes/admin/inicio.tsx', { id: 'admin/inicio' }),
    route('caixa', 'routes/admin/caixa.tsx', { id: 'admin/caixa' }),
    route('caixa/:tipo/:id', 'routes/admin/item.tsx', { id: 'admin/item' }),
    route('emails', 'routes/admin/emails.tsx', { id: 'admin/emails' }),
    route('usuarios', 'routes/admin/usuarios.tsx', { id: 'admin/usuarios' }),
    route('conta', 'routes/admin/conta.tsx', { id: 'admin/conta' }),
    route('auditoria', 'routes/admin/auditoria.tsx', { id: 'admin/auditoria' }),
    route('newsletter', 'routes/admin/newsletter.tsx', { id: 'admin/newsletter' }),
    route('privacidade', 'routes/admin/privacidade.tsx', { id: 'admin/privacidade' }),
    route('catalogo', 'routes/admin/catalogo.tsx', { id: 'admin/catalogo' }),
    route('catalogo/novo', 'routes/admin/catalogo-novo.tsx', { id: 'admin/catalogo-novo' }),
    route('catalogo/importar', 'routes/admin/catalogo-importar.tsx', { id: 'admin/catalogo-importar' }),
    route('catalogo/produto/:sku', 'routes/admin/catalogo-produto.tsx', { id: 'admin/catalogo-produto' }),
    route('catalogo/:sku/fotos', 'routes/admin/fotos.tsx', { id: 'admin/fotos' }),
    route('configuracoes', 'routes/admin/configuracoes.tsx', { id: 'admin/configuracoes' }),
    route('menus', 'routes/admin/menus.tsx', { id: 'admin/menus' }),
    route('paginas', 'routes/admin/paginas.tsx', { id: 'admin/paginas' }),
    route('banners', 'routes/admin/banners.tsx', { id: 'admin/banners' }),
    route('popup', 'routes/admin/popup.tsx', { id: 'admin/popup' }),
    route('emails-textos', 'routes/admin/emails-textos.tsx', { id: 'admin/emails-textos' }),
  ]),
  // An address of unknown kind, verified with the Store API (B§2.2).
  route('/:param', 'routes/resolver.tsx', { id: 'resolver' }),
  // Category listing, categoriaNivel2..categoriaNivel5; deeper or unknown addresses are the "anything else" row:
  // its loader answers 404 and the root error boundary shows the not-found page.
  route('/*', 'routes/category-listing.tsx', { id: 'product/listing/category' }),
  // Resource routes.
  route('/robots.txt', 'routes/robots-txt.ts', { id: 'robots-txt' }),
  route('/sitemap.xml', 'routes/sitemap-index.ts', { id: 'sitemap-index' }),
  route('/sitemap/:arquivo', 'routes/sitemap-file.ts', { id: 'sitemap-file' }),
  route('/resources/menus', 'routes/resources/menus.ts', { id: 'resources/menus' }),
  route('/resources/footer-links', 'routes/resources/footer-links.ts', { id: 'resources/footer-links' }),
  route('/resources/card-descriptions', 'routes/resources/card-descriptions.ts', { id: 'resources/card-descriptions' }),
  route('/resources/detail-parts', 'routes/resources/detail-parts.ts', { id: 'resources/detail-parts' }),
  route('/resources/menu-banner', 'routes/resources/menu-banner.ts', { id: 'resources/menu-banner' }),
  route('/resources/cart', 'routes/resources/cart.ts', { id: 'resources/cart' }),
  route('/resources/sale', 'routes/resources/sale.ts', { id: 'resources/sale' }),
  route('/resources/list-shop', 'routes/resources/list-shop.ts', { id: 'resources/list-shop' }),
  route('/resources/combination', 'routes/resources/combination.ts', { id: 'resources/combination' }),
  route('/resources/search-suggestions', 'routes/resources/search-suggestions.ts', {
    id: 'resources/search-suggestions',
  }),
  route('/resources/shipping', 'routes/resources/shipping.ts', { id: 'resources/shipping' }),
  route('/resources/postal-code', 'routes/resources/postal-code.ts', { id: 'resources/postal-code' }),
  route('/resources/home-second-fold', 'routes/resources/home-second-fold.ts', { id: 'resources/home-second-fold' }),
  // Every form of T§2 posts here: quote, Sob Consulta, Avise-me, question, reviews, store rating, newsletter.
  route('/resources/forms/:form', 'routes/resources/forms/form.ts', { id: 'resources/forms' }),
] satisfies RouteConfig;
