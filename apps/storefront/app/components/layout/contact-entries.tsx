import type { MenuItem } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { menuHref } from '../../lib/ui/menu';

/** The contact menu's entries as links (T§2: the contact pop-up and the support pop-up list them). */
export function ContactEntries({
  contacts,
  className,
  render = (item) => item.label,
}: {
  contacts: MenuItem[];
  className: string;
  render?: (item: MenuItem) => ReactNode;
}) {
  return contacts.map((item) => (
    <li key={item.id}>
      <a
        href={menuHref(item)}
        target={item.target}
        rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
        className={className}
      >
        {render(item)}
      </a>
    </li>
  ));
}
