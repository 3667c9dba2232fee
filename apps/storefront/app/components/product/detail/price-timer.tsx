import type { CountdownWindow } from '../../ui/countdown';
import { Countdown } from '../../ui/deferred-countdown';

/** B§2.4, B§4 offer countdown: ticks every second while the scheduled price applies; hides when over. */
export function PriceTimer({ window }: { window: CountdownWindow }) {
  return (
    <Countdown
      window={window}
      label="Oferta termina em"
      testId="price-timer"
      className="flex items-center gap-2 rounded-md bg-red-50 p-2 text-red-900"
    />
  );
}
