import type { MenuItem } from '@vitrine/contract';
import { whatsappHref } from '../../lib/text';
import { ChatIcon } from '../ui/icons';

/** Floating WhatsApp button (B§2.6): shown only when the contact menu has content. */
export function ContactFloat({ whatsapp, contacts }: { whatsapp: string | null; contacts: MenuItem[] }) {
  if (contacts.length === 0 || !whatsapp) return null;
  return (
    <a
      href={whatsappHref(whatsapp)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Fale conosco pelo WhatsApp"
      className="fixed right-4 bottom-4 z-20 flex size-14 items-center justify-center rounded-full bg-[#128c4a] text-white shadow-lg hover:bg-[#0e7a40]"
    >
      <ChatIcon className="size-7" />
    </a>
  );
}
