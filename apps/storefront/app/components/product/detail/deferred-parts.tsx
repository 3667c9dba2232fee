import { onDemand } from '../../ui/on-demand';
import { reachAfterFirstLoad } from '../../../lib/ui/client-navigation';

/**
 * Parts of the product page that are not its first interaction, with their code on demand (decision 026): the
 * server renders them; their code loads when the pointer, a finger or the focus reaches them. Before that the
 * calculator's form asks the page again with ?cep= and a 'Compre junto' form posts to the cart, as without
 * JavaScript.
 */
export const { Component: ShippingCalculator } = onDemand(() =>
  import('./shipping-calculator').then((m) => m.ShippingCalculator),
);

export const { Component: BuyTogether } = onDemand(() => import('./buy-together').then((m) => m.BuyTogether));

/**
 * The tabs (an accordion below 1024 px, as the server renders them): all their text is in the HTML; their code
 * loads when they come near the screen or are reached.
 */
export const { Component: ProductTabs } = onDemand(() => import('./product-tabs').then((m) => m.ProductTabs), {
  near: true,
});

/**
 * Parts that only show until the shopper acts on them: the wire-thickness scale (text only) and the video's
 * thumbnail. Their code loads when they are reached; a press on the thumbnail before it is there is made again on
 * the component's button, which opens the player.
 */
export const { Component: WireScale } = onDemand(() => import('./wire-scale').then((m) => m.WireScale));

export const { Component: VideoDialog } = onDemand(() => import('./video-dialog').then((m) => m.VideoDialog));

/**
 * The gallery (B§2.4, T§4): the main image (the page's largest paint) and the thumbnails are in the server's markup;
 * the code of its zoom, arrows and thumbnails loads when the pointer, a finger or the focus reaches it, and a click
 * made before is made again on the component's (issue 38). Shared by the product and kit pages.
 */
const gallery = onDemand(() => import('./gallery').then((m) => m.Gallery));
export const Gallery = gallery.Component;
reachAfterFirstLoad(gallery);
