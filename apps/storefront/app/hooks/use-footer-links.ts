import type { BlogPost, MenuItem } from '@vitrine/contract';
import { createContext, useContext, useMemo } from 'react';
import { LINK_FOOTER_LINKS } from '../lib/constants';
import type { FooterLinksData } from '../lib/resource-types';
import { isPackedMenu, unpackMenu } from '../lib/ui/menu';

/**
 * The footer's menus and blog posts (B§2.6) are not in any page's loader data (decision 035). The server render gets
 * them from the root loader through the load context: entry.server.tsx gives them to the page here, the posts still
 * on their way (they stream into the footer). In the browser the footer's code loads with them
 * (`components/footer/site-footer.tsx`), once a visit; the footer's server markup stays until both are there. This
 * module travels with the footer's code, not with every page.
 */
export type FooterLinks = Omit<FooterLinksData, 'posts'> & { posts: BlogPost[] | Promise<BlogPost[]> };

export const FooterLinksContext = createContext<FooterLinks | null>(null);

function isPosts(value: unknown): value is BlogPost[] {
  return (
    Array.isArray(value) &&
    value.every(
      (post: Partial<Record<keyof BlogPost, unknown>> | null) =>
        typeof post === 'object' &&
        post !== null &&
        typeof post.id === 'number' &&
        typeof post.link === 'string' &&
        typeof (post.title as { rendered?: unknown } | undefined)?.rendered === 'string',
    )
  );
}

/** GET /resources/footer-links's answer, or null when it is anything else. */
function readFooterLinks(value: unknown): FooterLinksData | null {
  if (typeof value !== 'object' || value === null) return null;
  const { rodape, maquinas, posts } = value as Partial<Record<keyof FooterLinksData, unknown>>;
  return isPackedMenu(rodape) && isPackedMenu(maquinas) && isPosts(posts) ? { rodape, maquinas, posts } : null;
}

let fetched: FooterLinksData | null = null;

/**
 * Keeps GET /resources/footer-links's answer (null when the call failed) for the footer's component. Throws when it
 * cannot be read, so the footer's code is not taken as loaded: its server markup (the real links) stays, and the
 * next reach asks again.
 */
export function keepFooterLinks(answer: unknown): void {
  const links = readFooterLinks(answer);
  if (!links) throw new Error(`${LINK_FOOTER_LINKS}: no footer links`);
  fetched = links;
}

/** The footer's menus and posts: the server render's, else those the browser fetched (empty before). */
export function useFooterLinks(): {
  rodape: MenuItem[];
  maquinas: MenuItem[];
  posts: BlogPost[] | Promise<BlogPost[]>;
} {
  const links = useContext(FooterLinksContext) ?? fetched;
  return useMemo(
    () => ({
      rodape: unpackMenu(links?.rodape ?? []),
      maquinas: unpackMenu(links?.maquinas ?? []),
      posts: links?.posts ?? [],
    }),
    [links],
  );
}
