import { Link } from '../ui/router-link';
import { LINK_ACCOUNT, LINK_FAQ } from '../../lib/constants';
import { FAQ_TEXT, HELP_TITLE, TRACK_ORDERS_TEXT, WHATSAPP_TEXT } from '../../lib/home-constants';
import { whatsappHref } from '../../lib/ui/text';
import { ChatIcon, PathIcon } from '../ui/icons';
import { ShopAreaLink } from '../ui/shop-area-link';

const LINK_CLASS =
  'flex min-h-11 items-center gap-3 rounded-md border border-brand-100 bg-white px-4 py-2 text-sm font-semibold text-brand-900 hover:border-brand-500';

/** 'Ajuda Online' (T§2 Home): the FAQ, WhatsApp (from the settings) and 'acompanhar pedidos' (the account area). */
export function HelpOnline({ whatsapp }: { whatsapp: string | null }) {
  return (
    <section aria-labelledby="ajuda-titulo" className="rounded-md bg-brand-50 p-4 md:p-6">
      <h2 id="ajuda-titulo" className="mb-3 text-lg leading-7 font-bold text-brand-900 md:text-xl">
        {HELP_TITLE}
      </h2>
      <ul className="grid gap-2 md:grid-cols-3 md:gap-3">
        <li>
          <Link to={LINK_FAQ} className={LINK_CLASS}>
            <PathIcon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
            {FAQ_TEXT}
          </Link>
        </li>
        {whatsapp ? (
          <li>
            <a href={whatsappHref(whatsapp)} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
              <ChatIcon />
              {WHATSAPP_TEXT}
            </a>
          </li>
        ) : null}
        <li>
          <ShopAreaLink path={LINK_ACCOUNT} className={LINK_CLASS}>
            <PathIcon d="M21 8l-9-5-9 5v8l9 5 9-5zM3 8l9 5 9-5M12 13v8" />
            <span className="inline-block first-letter:uppercase">{TRACK_ORDERS_TEXT}</span>
          </ShopAreaLink>
        </li>
      </ul>
    </section>
  );
}
