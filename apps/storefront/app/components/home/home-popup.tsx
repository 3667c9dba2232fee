import { useEffect, type ReactNode } from 'react';
import { CLOSE_TEXT, HOME_POPUP_DELAY_MS, HOME_POPUP_LABEL, HOME_POPUP_RETRY_MS } from '../../lib/home-constants';
import { clock } from '../../lib/clock';
import { homePopupSeenCookie } from '../../lib/ui/home-popup';
import { CloseIcon } from '../ui/icons';
import { useModalDialog } from '../../hooks/use-modal-dialog';

/** What the sign-up form placed in the pop-up can do with it (e.g. close it 3 s after a successful sign-up, T§4). */
type HomePopupControls = { close: () => void };

type Props = {
  /** The pop-up's HTML from struct/popup/home, sanitized by the Store API. */
  conteudo: string;
  /**
   * The newsletter coupon sign-up form (T§2 "optional newsletter coupon popup", T§7 newsletter with `cupom`): the
   * form of the newsletter work goes here; a function receives the pop-up's controls.
   */
  children?: ReactNode | ((popup: HomePopupControls) => ReactNode);
};

/** Runs `fn` once the browser is idle (at the latest after `timeout` ms); returns the cancel function. */
function whenIdle(fn: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') return clock.after(0, fn);
  const id = window.requestIdleCallback(fn, { timeout });
  return () => window.cancelIdleCallback(id);
}

/**
 * The home's coupon pop-up (T§2): a native modal <dialog> over a dimmed page (its ::backdrop, app.css); Esc, a click
 * on the dark overlay and its 'Fechar' button close it. It opens once the page is idle and HOME_POPUP_DELAY_MS have
 * passed — the shopper has a moment with the page first (issue 39, decision 039) — and never over another open
 * pop-up (menu, cart, CEP, contact): then it waits until that one is closed. Opening it writes the cookie that keeps
 * the server from sending it again to this visitor (shown once per visitor), so a shopper who leaves before it
 * opened still gets it on the next visit. Without JavaScript it never opens.
 */
export function HomePopup({ conteudo, children }: Props) {
  const { dialogProps, open, close } = useModalDialog();

  useEffect(() => {
    let cancel = whenIdle(() => {
      cancel = clock.after(HOME_POPUP_DELAY_MS, () => {
        const show = () => {
          open();
          document.cookie = homePopupSeenCookie(window.location.protocol === 'https:');
        };
        // One pop-up at a time: while another dialog is open (the home has none open by itself) this one waits.
        const otherOpen = () => document.querySelector('dialog[open]') !== null;
        if (!otherOpen()) return show();
        cancel = clock.every(HOME_POPUP_RETRY_MS, () => {
          if (otherOpen()) return;
          cancel();
          show();
        });
      });
    }, HOME_POPUP_DELAY_MS);
    return () => cancel();
  }, [open]);

  return (
    // Centred on the screen (issue 39: the home's column zeroed its top margin and it clung to the top edge), with
    // no empty band above the text: the close button sits beside the first line.
    <dialog
      {...dialogProps}
      aria-label={HOME_POPUP_LABEL}
      className="dialog-panel home-popup m-auto! w-[min(92vw,30rem)]"
    >
      <div className="relative p-4 md:p-5">
        <button
          type="button"
          onClick={close}
          className="icon-button absolute top-2 right-2 text-gray-700"
          aria-label={CLOSE_TEXT}
        >
          <CloseIcon />
        </button>
        {/* HTML sanitized by the Store API (sanitize-html). */}
        <div className="rich-text home-popup-content" dangerouslySetInnerHTML={{ __html: conteudo }} />
        {typeof children === 'function' ? children({ close }) : children}
      </div>
    </dialog>
  );
}
