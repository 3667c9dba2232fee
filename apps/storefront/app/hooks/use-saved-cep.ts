import { useSyncExternalStore } from 'react';
import { readCepCookie } from '../lib/commerce/postal-code';

/** Told by the postal-code form once the `cep` cookie holds a new code. */
const CEP_SAVED_EVENT = 'vitrine:cep-salvo';

export function announceSavedCep(): void {
  window.dispatchEvent(new Event(CEP_SAVED_EVENT));
}

function subscribe(listener: () => void) {
  window.addEventListener(CEP_SAVED_EVENT, listener);
  return () => window.removeEventListener(CEP_SAVED_EVENT, listener);
}

/**
 * The saved postal code (T§9 cookie `cep`, readable by scripts), read in the browser: pages come from a cache
 * shared by every visitor (decision 035), so the server never writes a shopper's code into one. Null on the server
 * and before hydration.
 */
export function useSavedCep(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readCepCookie(document.cookie),
    () => null,
  );
}
