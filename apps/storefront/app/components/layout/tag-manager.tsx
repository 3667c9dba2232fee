import { gtmBootstrap, gtmNoScriptUrl } from '../../lib/analytics/tag-manager';
import { useNonce } from '../../hooks/use-nonce';

/**
 * The tag manager's bootstrap script, in <head>, with the response's CSP nonce. The nonce is known to the server
 * render only (and browsers hide it from the DOM), hence no hydration warning for it.
 */
export function TagManagerScript({ containerId }: { containerId: string }) {
  const nonce = useNonce();
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: gtmBootstrap(containerId) }} />
  );
}

/** Without JavaScript, the container's page in a hidden iframe: the first thing in <body>. */
export function TagManagerNoScript({ containerId }: { containerId: string }) {
  return (
    <noscript>
      <iframe
        src={gtmNoScriptUrl(containerId)}
        title="Google Tag Manager"
        height="0"
        width="0"
        style={{ display: 'none', visibility: 'hidden' }}
      />
    </noscript>
  );
}
