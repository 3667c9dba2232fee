import { useEffect, useState } from 'react';
import { clock } from '../../lib/clock';
import { ERROR_RELOAD_SECONDS, RELOAD_NOW_TEXT, SERVER_ERROR_TEXT } from '../../lib/constants';

function reloadDocument() {
  window.location.reload();
}

/**
 * 5xx page (T§2): counts down from 5 to 1, then reloads; 'Recarregar agora' reloads at once. Without JavaScript a
 * refresh in <noscript> reloads after the same 5 s and the button is a link to this same address.
 */
export function ServerErrorPage({ here, onReload = reloadDocument }: { here: string; onReload?: () => void }) {
  const [seconds, setSeconds] = useState(ERROR_RELOAD_SECONDS);

  useEffect(() => clock.every(1000, () => setSeconds((s) => Math.max(s - 1, 0))), []);

  useEffect(() => {
    if (seconds <= 0) onReload();
  }, [seconds, onReload]);

  return (
    <section className="container-page flex flex-col items-center py-16 text-center">
      <h1 className="max-w-xl text-xl font-bold text-gray-900">{SERVER_ERROR_TEXT}</h1>
      <p className="mt-4 text-gray-700" role="timer" aria-live="off">
        Recarregando em <strong className="tabular-nums">{Math.max(seconds, 1)}</strong> s
      </p>
      <noscript>
        <meta httpEquiv="refresh" content={String(ERROR_RELOAD_SECONDS)} />
      </noscript>
      <a
        href={here}
        role="button"
        onClick={(event) => {
          event.preventDefault();
          onReload();
        }}
        className="btn-primary mt-6"
      >
        {RELOAD_NOW_TEXT}
      </a>
    </section>
  );
}
