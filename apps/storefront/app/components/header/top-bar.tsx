import type { SiteSettings } from '@vitrine/contract';
import { OPENING_HOURS } from '../../lib/constants';
import { telHref } from '../../lib/ui/text';
import { DialogOpener } from '../ui/dialog-opener';
import { ClockIcon, DownloadIcon, PhoneIcon } from '../ui/icons';
import { PromoBar } from './promo-bar';
import { useShellDialogs } from '../layout/shell-dialogs';
import { SUPPORT_DIALOG_ID } from '../layout/dialog-ids';

/** Top bar (B§2.6): software download, phone line, opening hours, and (unless `promo` is false) the promo bar. */
export function TopBar({ settings, promo = true }: { settings: SiteSettings | null; promo?: boolean }) {
  const site = settings?.sistema.geral.site;
  const { openSupport } = useShellDialogs();
  return (
    <>
      <div className="h-8 bg-brand-900 text-xs text-white">
        <div className="container-page flex h-full items-center justify-between gap-4">
          <div className="flex min-w-0 items-center gap-4">
            {site?.linkDownloadSoftware ? (
              <a
                href={site.linkDownloadSoftware}
                className="hidden items-center gap-1 hover:underline md:inline-flex"
                target="_blank"
                rel="noopener noreferrer"
              >
                <DownloadIcon className="size-4" />
                Baixe nosso software
              </a>
            ) : null}
            {site?.telefone ? (
              <a href={telHref(site.telefone)} className="inline-flex items-center gap-1 font-semibold hover:underline">
                <PhoneIcon className="size-4" />
                {site.telefone}
              </a>
            ) : null}
            <span className="hidden items-center gap-1 sm:inline-flex">
              <ClockIcon className="size-4" />
              {OPENING_HOURS}
            </span>
          </div>
          <DialogOpener target={SUPPORT_DIALOG_ID} open={openSupport} className="shrink-0 rounded px-1 hover:underline">
            Atendimento
          </DialogOpener>
        </div>
      </div>
      {promo ? <PromoBar promos={settings?.loja.promocoes ?? []} /> : null}
    </>
  );
}
