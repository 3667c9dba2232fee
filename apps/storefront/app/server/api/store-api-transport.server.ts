/**
 * How the Store API client reaches the Store API (docs/decisions/023-ssr-performance.md): `fetch` over HTTP by
 * default (API_URL names another server), or a transport the server installs for its own base URL when the Store
 * API runs in the same process (the same routes, hooks and validation, without a socket). Kept on a global symbol
 * because the server and the storefront's build each load their own copy of this module.
 */
type Transport = typeof fetch;
type Installed = { baseUrl: string; transport: Transport };

const KEY = Symbol.for('vitrine.storeApiTransport');
const slot = globalThis as { [KEY]?: Installed | undefined };

/** Calls to `baseUrl` go through `transport` from now on; `undefined` goes back to fetch. */
export function setStoreApiTransport(installed: Installed | undefined): void {
  slot[KEY] = installed;
}

const urlOf = (input: Parameters<Transport>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The installed transport for calls to its base URL, the platform's fetch for the rest. */
export const storeApiFetch: Transport = (input, init) => {
  const installed = slot[KEY];
  const inProcess = installed && urlOf(input).startsWith(`${installed.baseUrl}/`);
  return (inProcess ? installed.transport : fetch)(input, init);
};
