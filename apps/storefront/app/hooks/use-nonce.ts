import { createContext, useContext } from 'react';

/**
 * The response's CSP script nonce (server/security.ts), given by entry.server.tsx to the page's inline scripts.
 * Only the server render knows it: in the browser it is undefined, and the scripts that carry it suppress the
 * hydration warning (browsers hide a nonce from the DOM anyway).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = (): string | undefined => useContext(NonceContext);
