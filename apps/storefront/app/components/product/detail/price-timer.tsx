import { useEffect, useState } from 'react';
import { clock } from '../../../lib/clock';
import { pad2, timerParts } from '../../../lib/price-timer';

type Window = { dataInicial: string; dataFinal: string } | null;

/** B§2.4, B§4: ticks every second while the scheduled price applies; hides when over. Rendered after hydration. */
export function PriceTimer({ window }: { window: Window }) {
  const [now, setNow] = useState<number | null>(null);
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
  const parts = now === null ? null : timerParts(now, window);
  if (!parts) return null;
  const cells: [string, number][] = [
    ['dias', parts.dias],
    ['horas', parts.horas],
    ['min', parts.min],
    ['seg', parts.seg],
  ];
  return (
    <div className="flex items-center gap-2 rounded-md bg-red-50 p-2 text-red-900" data-testid="price-timer">
      <span className="text-sm font-semibold">Oferta termina em</span>
      <span role="timer" aria-live="off" className="flex gap-1">
        {cells.map(([label, value]) => (
          <span key={label} className="flex flex-col items-center rounded bg-white px-1.5 leading-tight">
            <span className="font-mono text-base font-bold">{pad2(value)}</span>
            <span className="text-xs">{label}</span>
          </span>
        ))}
      </span>
    </div>
  );
}
