/** B§2.4, B§4 price timer: counts down to the scheduled price's end while now is inside its window. */

export type TimerParts = { dias: number; horas: number; min: number; seg: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time left, or null when now is outside [dataInicial, dataFinal] (the timer hides). */
export function timerParts(now: number, window: { dataInicial: string; dataFinal: string } | null): TimerParts | null {
  if (!window) return null;
  const start = Date.parse(window.dataInicial);
  const end = Date.parse(window.dataFinal);
  if (Number.isNaN(start) || Number.isNaN(end) || now < start || now >= end) return null;
  const left = end - now;
  return {
    dias: Math.floor(left / DAY),
    horas: Math.floor((left % DAY) / HOUR),
    min: Math.floor((left % HOUR) / MINUTE),
    seg: Math.floor((left % MINUTE) / SECOND),
  };
}

/** Two digits, as on a clock face. */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
