import type { MenuItem } from '@vitrine/contract';
import { SEE_ALL_STORE } from '../../lib/constants';
import { menuHref, opensPostalCode } from '../../lib/ui/menu';
import { POSTAL_CODE_DIALOG_ID } from '../layout/dialog-ids';

/**
 * Below 1024 px the menu is an off-canvas dialog opened by script. Without JavaScript the same entries are a
 * native disclosure, so every category stays reachable (progressive enhancement).
 */
export function NoScriptMenu({ items, categories }: { items: MenuItem[]; categories: MenuItem[] }) {
  // Entries that open the postal-code modal link to its anchor (shown as the page's target); the rest are plain
  // links. The main menu repeats top categories: one link per address.
  const seen = new Set<string>();
  const links = [...categories, ...items]
    .map((item) => ({ item, href: opensPostalCode(item) ? `#${POSTAL_CODE_DIALOG_ID}` : menuHref(item) }))
    .filter(({ href }) => {
      if (seen.has(href)) return false;
      seen.add(href);
      return true;
    });
  if (links.length === 0) return null;
  return (
    <noscript>
      <details className="border-b border-gray-200 bg-white lg:hidden">
        <summary className="container-page cursor-pointer py-3 font-semibold text-brand-900">Menu</summary>
        <nav aria-label={SEE_ALL_STORE} className="container-page pb-3">
          <ul className="noscript-links grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {links.map(({ item, href }) => (
              <li key={item.id}>
                <a href={href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </noscript>
  );
}
