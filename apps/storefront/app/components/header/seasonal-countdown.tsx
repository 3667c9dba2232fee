import type { SiteSettings } from '@vitrine/contract';
import { Countdown } from '../ui/deferred-countdown';

/**
 * B§4 seasonal countdown (days, hours, minutes, seconds): shown on every page only inside its window from the
 * settings (by default 1 Nov 2023 00:00:00 – 23 Nov 2023 23:59:59), counting down to its end; its title links to
 * the season's page when the settings give one.
 */
export function SeasonalCountdown({ settings }: { settings: SiteSettings | null }) {
  const season = settings?.loja.contagemRegressiva;
  if (!season) return null;
  return (
    <Countdown
      window={{ dataInicial: season.inicio, dataFinal: season.fim }}
      label={`${season.titulo} termina em`}
      href={season.link}
      testId="contagem-sazonal"
      className="flex items-center justify-center gap-3 bg-gray-950 px-4 py-1.5 text-white"
    />
  );
}
