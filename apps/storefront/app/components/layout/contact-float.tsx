import type { MenuItem } from '@vitrine/contract';
import { useEffect, useRef, useState } from 'react';
import { coverableElements, overlaps } from '../../lib/ui/float-overlap';
import { whatsappHref } from '../../lib/ui/text';
import { ChatIcon } from '../ui/icons';

/**
 * Floating WhatsApp button (B§2.6): shown only when the contact menu has content. It steps aside (hidden until the
 * page moves on) whenever a control or a price lies under it, so it never covers what the shopper must reach or read.
 */
export function ContactFloat({ whatsapp, contacts }: { whatsapp: string | null; contacts: MenuItem[] }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [covering, setCovering] = useState(false);

  useEffect(() => {
    const float = ref.current;
    if (!float) return;
    let frame = 0;
    let stale = true;
    let targets: Element[] = [];
    const check = () => {
      frame = 0;
      if (stale) targets = coverableElements(document.body, float);
      stale = false;
      const box = float.getBoundingClientRect();
      setCovering(targets.some((target) => overlaps(box, target.getBoundingClientRect())));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const changed = () => {
      stale = true;
      schedule();
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that appears or moves without a scroll (a loaded shelf, an opened box) is looked at again.
    const observer = new MutationObserver(changed);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['open', 'class', 'hidden'],
    });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, []);

  if (contacts.length === 0 || !whatsapp) return null;
  return (
    <a
      ref={ref}
      href={whatsappHref(whatsapp)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Fale conosco pelo WhatsApp"
      data-flutuante=""
      className={`fixed right-4 bottom-4 z-20 flex size-14 items-center justify-center rounded-full bg-[#128c4a] text-white shadow-lg transition-opacity hover:bg-[#0e7a40] ${covering ? 'invisible opacity-0' : ''}`}
    >
      <ChatIcon className="size-7" />
    </a>
  );
}
