import type { SubmissionResult } from '@conform-to/react';
import type { BlogPost, Cart, CartNotice, CombinationPrices, ListShopResponse, StoreReview } from '@vitrine/contract';
import type { ProductCardData } from './commerce/card-data';
import type { PackedMenuItem } from './ui/menu';

/**
 * What the storefront's resource routes and form actions answer: the one place components take these shapes from
 * (components never import a route module). The routes declare their answers with these types.
 */

/** A form read through its schema (server/forms/read-form.server.ts): field errors ('' for the form) and the values entered. */
export type FormResult = SubmissionResult<string[]>;

/**
 * Every refused form answers this, as JSON to a fetcher (with script) or as the re-rendered page's action data
 * (without): `error` is the message to show (the form's, else the first field's), `result` holds each field's.
 */
export type FormRefusal = { ok: false; error: string; result: FormResult };

/** POST /resources/cart with js=1 (T§4, T§7): the whole cart after a change, or the refusal. */
export type CartActionData = { ok: true; quantidadeTotal: number; avisos: CartNotice[]; carrinho: Cart } | FormRefusal;

/** GET /resources/cart: the session's cart for the side cart. */
export type CartLoaderData = { ok: true; carrinho: Cart } | { ok: false };

/** POST /resources/combination (T§4 combination purchase). */
export type CombinationActionData = { ok: true; precos: CombinationPrices } | FormRefusal;

/** POST /resources/list-shop (T§4 kit list). */
export type ListShopActionData = { ok: true; shop: ListShopResponse } | FormRefusal;

/** POST /resources/sale with js=1 (T§7 sale/cancel): T§8's message (success answers with the redirect). */
export type SaleActionData = FormRefusal;

/** POST /resources/postal-code with js=1 (T§4, T§5): the saved code, or the refusal. */
export type PostalCodeActionData = { ok: true; cep: string } | FormRefusal;

/** A search suggestion (B§3): id, nome, rota and the small image of the first picture. */
export type Suggestion = { id: number; nome: string; rota: string; imagem: string | null };
/** GET /resources/search-suggestions (B§4, B§7). */
export type SuggestionsData = { busca: string; sugestoes: Suggestion[] };

/**
 * GET /resources/card-descriptions?pagina= (B§2.3 list view): each product's short description by id, cut as the card
 * shows it; `erro` says why a request was refused (400).
 */
export type CardDescriptionsData = { descricoes: Record<string, string>; erro?: string };

/** A showcase as a detail page shows it (B§2.4, B§2.7): its title and cards; null when it has none or failed. */
export type ShowcaseData = { titulo: string; produtos: ProductCardData[] } | null;

/**
 * GET /resources/detail-parts (issue 38): a product page's showcases (`?produto=`) or a kit page's 'Mais Procurados'
 * (without), and the store's latest testimonials (B§9), none failed: what the server drew and the page's loader
 * data does not carry.
 */
export type DetailPartsData = {
  relacionados?: ShowcaseData;
  indicados?: ShowcaseData;
  maisProcurados?: ShowcaseData;
  depoimentos?: StoreReview[];
};

/** A menu banner (B§2.6): the main menu's, or a sub-category's. */
export type MenuBanner = { imagem: string; link: string | null; alt: string };
/** GET /resources/menu-banner?idNivel= (B§2.6, B§7). */
export type MenuBannerData = { idNivel: number | null; banner: MenuBanner | null };

/** GET /resources/menus: the main menu and 'Ver toda loja' with every level, packed (lib/ui/menu.ts). */
export type MenuTreesData = { principal: PackedMenuItem[]; todaLoja: PackedMenuItem[] };

/**
 * GET /resources/footer-links: 'links-rodape' and 'Máquinas mais buscadas' with every level (packed) and the blog's
 * latest posts. Only the footer reads them: they come with its code, never in a page's loader data (decision 035).
 */
export type FooterLinksData = { rodape: PackedMenuItem[]; maquinas: PackedMenuItem[]; posts: BlogPost[] };
