import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isWapRender, shouldShowFooter } from '../../lib/ui/footer';
import { fetchPart } from '../../hooks/use-part-load';
import { LINK_FOOTER_LINKS } from '../../lib/constants';
import type { ShellView } from '../../server/shell/shell.server';
import { onDemand } from '../ui/on-demand';
import { FooterNewsletter } from './footer-newsletter';

export type FooterData = Pick<ShellView, 'settings' | 'wapRender'>;

/**
 * The footer's menus, contacts, posts and seals: links and text the server renders, whose code loads once the
 * footer is shown (below 768 px its groups fold then, as the server renders them open), or when the pointer, a
 * finger or the focus reaches it (decision 026). In the browser its menus and posts come with its code (decision
 * 035): if they cannot be fetched the part counts as not loaded, so the server's links stay.
 */
const { Component: FooterBody, reach: reachFooterBody } = onDemand(() =>
  Promise.all([import('./footer-body'), import.meta.env.SSR ? null : fetchPart<unknown>(LINK_FOOTER_LINKS)]).then(
    ([m, answer]) => {
      if (!import.meta.env.SSR) m.keepFooterLinks(answer);
      return m.FooterBody;
    },
  ),
);

/**
 * Footer (B§2.6). The server always renders it (hidden until the rule holds, so it is in the HTML);
 * the browser reveals it after 100 px of scroll, when the page is shorter than the screen, or with wapRender=true.
 */
export function SiteFooter({ shell }: { shell: FooterData | undefined }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const footer = ref.current;
    if (!footer) return;
    if (footer.dataset.visible === 'true') {
      reachFooterBody();
      return;
    }
    function reveal() {
      const visible = shouldShowFooter({
        scrollY: window.scrollY,
        pageHeight: document.documentElement.scrollHeight,
        viewportHeight: window.innerHeight,
        wapRender: isWapRender(window.location.search),
      });
      if (!visible || !footer) return;
      footer.dataset.visible = 'true';
      reachFooterBody();
      stop();
    }
    function stop() {
      window.removeEventListener('scroll', reveal);
      window.removeEventListener('resize', reveal);
    }
    window.addEventListener('scroll', reveal, { passive: true });
    window.addEventListener('resize', reveal, { passive: true });
    reveal();
    return stop;
  }, [pathname]);

  return (
    <footer
      ref={ref}
      data-visible={String(shell?.wapRender ?? false)}
      className="site-footer bg-gray-100 text-gray-900"
    >
      <FooterNewsletter />
      <FooterBody shell={shell} />
    </footer>
  );
}
