import type { User } from '@vitrine/contract';
import { LINK_ACCOUNT, LINK_LOGIN, LINK_SIGN_UP } from '../../lib/constants';
import { LINK_CART_PAGE } from '../../lib/cart-constants';
import { isPlainClick } from '../../lib/ui/plain-click';
import { cartLabel, greetingName } from '../../lib/ui/text';
import { useSideCart } from '../cart/side-cart';
import { CartIcon, UserIcon } from '../ui/icons';
import { Skeleton } from '../ui/skeleton';
import { useHydrated } from '../../hooks/use-hydrated';
import { ShopAreaLink } from '../ui/shop-area-link';

/** Greeting with login / sign-up links, or the user's name and profile link (B§2.6, T§2); from 768 px. */
export function Greeting({ user, pending }: { user: User | null; pending: boolean }) {
  return (
    <div className="hidden min-w-44 items-center gap-2 text-sm md:flex">
      <UserIcon className="size-7 shrink-0" />
      {pending ? (
        <span className="flex flex-col gap-1">
          <Skeleton className="h-3 w-16" />
          <Skeleton className="h-3 w-28" />
        </span>
      ) : user?.logado ? (
        <span className="min-w-0 max-w-56 leading-tight">
          <span className="block truncate" title={greetingName(user.nomeRazao)}>
            Olá, <strong>{greetingName(user.nomeRazao)}</strong>
          </span>
          <ShopAreaLink path={LINK_ACCOUNT} className="underline underline-offset-2">
            Ver perfil
          </ShopAreaLink>
        </span>
      ) : (
        <span className="leading-tight">
          Olá!
          <br />
          <SignInLinks />
        </span>
      )}
    </div>
  );
}

/** 'Faça Login ou cadastre-se' (T§2): the anonymous greeting's two links. */
function SignInLinks() {
  return (
    <>
      <a href={LINK_LOGIN} className="font-semibold underline underline-offset-2">
        Faça Login
      </a>
      {' ou '}
      <ShopAreaLink path={LINK_SIGN_UP} className="font-semibold underline underline-offset-2">
        cadastre-se
      </ShopAreaLink>
    </>
  );
}

/** Below 768 px the greeting is one line under the search box, with the same links (T§2 header pieces). */
export function GreetingLine({ user }: { user: User | null }) {
  return (
    <p className="order-last basis-full text-xs md:hidden">
      {user?.logado ? (
        <>
          Olá, <strong>{greetingName(user.nomeRazao)}</strong> ·{' '}
          <ShopAreaLink path={LINK_ACCOUNT} className="font-semibold underline underline-offset-2">
            Ver perfil
          </ShopAreaLink>
        </>
      ) : (
        <>
          Olá! <SignInLinks />
        </>
      )}
    </p>
  );
}

/**
 * Cart counter (B§2.6, T§2): a link to the cart page; once the page has hydrated a click toggles the side cart.
 * The count is the side cart's (updated by every cart answer), else the root loader's.
 */
export function CartCounter({ count, pending }: { count: number | null; pending: boolean }) {
  const sideCart = useSideCart();
  const hydrated = useHydrated();
  const total = sideCart.count ?? count ?? 0;
  return (
    <a
      href={LINK_CART_PAGE}
      aria-label={cartLabel(total)}
      aria-haspopup={hydrated ? 'dialog' : undefined}
      aria-expanded={hydrated ? sideCart.isOpen : undefined}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        sideCart.toggle(event.currentTarget);
      }}
      className="relative flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-white/10"
    >
      <CartIcon className="size-7" />
      <span
        className="absolute top-0.5 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-xs font-bold text-gray-950"
        aria-hidden="true"
      >
        {pending && sideCart.count === null ? <Skeleton className="h-2.5 w-2.5" /> : total}
      </span>
    </a>
  );
}
