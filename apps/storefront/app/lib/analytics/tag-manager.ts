/** Google Tag Manager (B§1 third-party pieces, B§3 configuracoes.google.ga.gtm): loaded only for a valid container. */

const CONTAINER_ID = /^GTM-[A-Z0-9]+$/;

/** The container id of the settings, or null (none set, or not a GTM id): no tag manager on the page then. */
export function gtmContainerId(raw: string | null | undefined): string | null {
  const id = raw?.trim() ?? '';
  return CONTAINER_ID.test(id) ? id : null;
}

const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** The no-script page of the container (an iframe right after <body> opens). */
export const gtmNoScriptUrl = (id: string) => `${GTM_ORIGIN}/ns.html?id=${encodeURIComponent(id)}`;

/**
 * The inline bootstrap in <head>: starts the data layer with `gtm.js` and loads gtm.js asynchronously, handing it
 * this script's CSP nonce (the container passes it on to the tags it injects). `id` is a checked container id.
 */
export function gtmBootstrap(id: string): string {
  return (
    '(function(w,d,id){' +
    "w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});" +
    "var s=d.createElement('script'),n=d.currentScript&&d.currentScript.nonce;" +
    `s.async=true;s.src='${GTM_ORIGIN}/gtm.js?id='+encodeURIComponent(id);if(n)s.nonce=n;` +
    'd.head.appendChild(s);' +
    `})(window,document,${JSON.stringify(id)});`
  );
}
