import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { clock } from '../../lib/clock';
import { pad2, timerParts } from '../../lib/commerce/price-timer';
import { useHydrated } from '../../hooks/use-hydrated';

export type CountdownWindow = { dataInicial: string; dataFinal: string } | null;

/**
 * B§4 countdowns: 'dias, horas, min, seg' to the end of a window, ticking every second while now is inside it,
 * hidden outside it. The server renders the state at the request's time (the root loader's `now`) and the page
 * hydrates from that same instant, so server and browser agree; then the browser's clock takes over.
 */
export function Countdown({
  window,
  label,
  className,
  testId,
  href,
}: {
  window: CountdownWindow;
  label: string;
  className: string;
  testId?: string;
  /** The label links here when given. */
  href?: string | null;
}) {
  const serverNow = useServerNow();
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => (hydrated ? clock.now() : serverNow));
  useEffect(() => {
    if (!window) return;
    const tick = () => setNow(clock.now());
    const stopFirst = clock.after(0, tick);
    const stop = clock.every(1000, tick);
    return () => {
      stopFirst();
      stop();
    };
  }, [window]);
  const parts = timerParts(now, window);
  if (!parts) return null;
  const cells: [string, number][] = [
    ['dias', parts.dias],
    ['horas', parts.horas],
    ['min', parts.min],
    ['seg', parts.seg],
  ];
  return (
    <div className={className} data-testid={testId}>
      {href ? (
        <a href={href} className="text-sm font-semibold underline underline-offset-2">
          {label}
        </a>
      ) : (
        <span className="text-sm font-semibold">{label}</span>
      )}
      <span role="timer" aria-live="off" className="flex gap-1">
        {cells.map(([unit, value]) => (
          <span key={unit} className="flex flex-col items-center rounded bg-white px-1.5 leading-tight text-gray-950">
            <span className="font-mono text-base font-bold">{pad2(value)}</span>
            <span className="text-xs">{unit}</span>
          </span>
        ))}
      </span>
    </div>
  );
}

/** The request's time from the root loader (the browser's clock before it loaded). */
function useServerNow(): number {
  const root = useRouteLoaderData('root') as { now?: unknown } | undefined;
  return typeof root?.now === 'number' ? root.now : clock.now();
}
