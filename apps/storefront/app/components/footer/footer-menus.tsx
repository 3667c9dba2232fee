import type { MenuItem } from '@vitrine/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MEDIA_MD } from '../../lib/constants';
import { FOOTER_COLLAPSED_PX, HIDE_MACHINES, SHOW_ALL_MACHINES } from '../../lib/constants';
import { foldAtLine } from '../../lib/ui/footer';
import { useMediaQuery } from '../../hooks/use-media-query';
import { ChevronDown } from '../ui/icons';
import { MenuEntry } from '../header/menu-entry';

/** A footer group: collapsible at 767 px or less, always open on wider screens (B§2.6, B§4). */
export function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  const wide = useMediaQuery(MEDIA_MD, true);
  const [openNarrow, setOpenNarrow] = useState(false);
  const open = wide || openNarrow;
  return (
    <details open={open} className="footer-group">
      <summary
        onClick={(event) => {
          event.preventDefault();
          if (!wide) setOpenNarrow((value) => !value);
        }}
      >
        {title}
        {/* Sized and turned by app.css `.footer-group`. */}
        <ChevronDown className="" />
      </summary>
      <div className="pb-3">{children}</div>
    </details>
  );
}

/** The links-rodape menu: each item with sub-items is a group; loose items form one group. */
export function FooterMenus({ items }: { items: MenuItem[] }) {
  const groups = items.filter((item) => item.sub.length > 0);
  const loose = items.filter((item) => item.sub.length === 0);
  return (
    <>
      {groups.map((group) => (
        <FooterGroup key={group.id} title={group.label}>
          <LinkList items={group.sub} />
        </FooterGroup>
      ))}
      {loose.length > 0 ? (
        <FooterGroup title="Institucional">
          <LinkList items={loose} />
        </FooterGroup>
      ) : null}
    </>
  );
}

function LinkList({ items }: { items: MenuItem[] }) {
  return (
    <ul className="footer-links space-y-2 text-sm">
      {items.map((item) => (
        <li key={item.id}>
          <MenuEntry item={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The machines list's id: one block per page, and a fixed id stays the same when the footer's code replaces the
 * server's markup (decision 026), unlike one from useId.
 */
const listId = 'maquinas-mais-buscadas';

/** Without JavaScript the whole list shows and the toggle, which could not toggle, is hidden. */
const NO_SCRIPT_MACHINES_CSS = `#${listId}{max-height:none!important}.machines-toggle{display:none}`;

/** One row of the machines list: a line of text-sm (20 px) and the 8 px below it (`mb-2`). */
const MACHINE_LINE_PX = 20;
const MACHINE_GAP_PX = 8;
const COLLAPSED_PX = foldAtLine(FOOTER_COLLAPSED_PX, MACHINE_LINE_PX, MACHINE_GAP_PX);

/**
 * Whether the list is taller than its collapsed height, measured in the browser and again when its width changes
 * (its columns change with it). Taken as taller until measured: the collapsed list and its toggle are the server's
 * markup, and a list that fits only loses the toggle below it (its links never move).
 */
function useTallerThan(maxHeight: number) {
  const ref = useRef<HTMLUListElement>(null);
  const [taller, setTaller] = useState(true);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => setTaller(list.offsetHeight > maxHeight);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [maxHeight]);
  return { ref, taller };
}

/**
 * 'Máquinas mais buscadas' (B§2.6): collapsed to 190 px, at a line boundary (each entry one line, cut with an
 * ellipsis when too long), with a 'Ver todas as máquinas' / 'Esconder' toggle — only when the list is taller than
 * that (issue 39: a toggle that reveals nothing is not offered). Without JavaScript nothing can toggle, so the whole
 * list shows and the toggle is not drawn.
 */
export function MachinesBlock({ items }: { items: MenuItem[] }) {
  const [expanded, setExpanded] = useState(false);
  const { ref, taller } = useTallerThan(COLLAPSED_PX);
  if (items.length === 0) return null;
  const links = items.flatMap((item) => (item.sub.length > 0 ? item.sub : [item]));
  const collapsed = taller && !expanded;
  return (
    <section aria-labelledby={`${listId}-title`} className="border-t border-gray-300 py-6">
      <noscript>
        <style>{NO_SCRIPT_MACHINES_CSS}</style>
      </noscript>
      <h2 id={`${listId}-title`} className="mb-3 text-sm font-bold text-brand-900">
        Máquinas mais buscadas
      </h2>
      <div id={listId} className="overflow-hidden" style={collapsed ? { maxHeight: COLLAPSED_PX } : undefined}>
        <ul ref={ref} className="machines-list columns-2 gap-6 text-sm md:columns-4 xl:columns-5">
          {links.map((item) => (
            <li key={item.id} title={item.label}>
              <MenuEntry item={item} />
            </li>
          ))}
        </ul>
      </div>
      {taller ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="machines-toggle mt-3 text-sm font-semibold text-brand-800 underline underline-offset-2"
        >
          {expanded ? HIDE_MACHINES : SHOW_ALL_MACHINES}
        </button>
      ) : null}
    </section>
  );
}
