import { PROMO_COUNT } from '../../lib/constants';
import { PITCH_TITLE } from '../../lib/home-constants';
import { PathIcon } from '../ui/icons';

const ICONS = [
  'M3 10h18v11H3zM12 10v11M3 10l2-5h14l2 5M8 5l4 5 4-5',
  'M20 12V8H4v4M4 12v8h16v-8M2 8h20M12 8v12',
  'M12 2l3 6 6 1-4.5 4.5L17.5 20 12 17l-5.5 3 1-6.5L3 9l6-1z',
];

/**
 * The pitch bar (T§2 Home): the store's 3 promotions (settings loja.promocoes: R$ 50,00 off above R$ 1000,00, the
 * first-purchase coupon, the official-store claim), side by side from 768 px and stacked below, never cut.
 */
export function PitchBar({ promos }: { promos: readonly string[] }) {
  const shown = promos.slice(0, PROMO_COUNT);
  if (shown.length === 0) return null;
  return (
    <section aria-label={PITCH_TITLE} className="rounded-md border border-accent-300 bg-accent-300/20">
      <ul className="grid divide-y divide-accent-300 md:grid-cols-3 md:divide-x md:divide-y-0">
        {shown.map((promo, i) => (
          <li key={promo} className="flex items-center gap-3 p-4 text-sm font-semibold text-gray-900">
            <PathIcon d={ICONS[i % ICONS.length] ?? ''} className="size-6 shrink-0 text-accent-700" />
            {promo}
          </li>
        ))}
      </ul>
    </section>
  );
}
