import { useEffect, useState } from 'react';
import { clock } from '../../lib/clock';
import { ALERT_MS } from '../../lib/constants';
import { COUPON_COPIED_TEXT, COUPON_MISSING_TEXT } from '../../lib/listing-constants';
import type { BannerData as Banner } from '../../lib/ui/banner-data';
import { BannerLink, WIDE_BANNER } from '../ui/banner-picture';

/** The category mosaic and coupon banners of a category listing (B§2.3 banner grid, B§7, B§8); null when none. */
export type CategoryBanners = { grande: Banner | null; pequenos: Banner[]; cupom: Banner | null };

/**
 * B§2.3 banner grid: the mosaic in numbered positions — 1 the large banner (banner-grande-menu-categorias), 2 to 5
 * the small ones (banner-pequeno-menu-categorias) — each a link when it has one, an image otherwise; then the coupon
 * banner. Every picture has its size, so nothing moves when it loads. A failed call hides its banners (B§8).
 */
export function CategoryMosaic({ banners }: { banners: CategoryBanners | null }) {
  if (!banners || (!banners.grande && banners.pequenos.length === 0 && !banners.cupom)) return null;
  const positions = [banners.grande, ...banners.pequenos].filter((b): b is Banner => b !== null);
  return (
    <section aria-label="Destaques das categorias" className="mt-8 flex flex-col gap-3">
      {positions.length > 0 ? (
        <ol className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {positions.map((banner, i) => (
            <li
              key={banner.id}
              data-posicao={i + 1}
              className={i === 0 && banners.grande ? 'col-span-2 md:col-span-4' : ''}
            >
              <BannerLink banner={banner} format={WIDE_BANNER} />
            </li>
          ))}
        </ol>
      ) : null}
      {banners.cupom ? <CouponBanner banner={banners.cupom} /> : null}
    </section>
  );
}

type Notice = { text: string; ok: boolean } | null;

/**
 * B§8 coupon banner: its picture, the code in words (usable without JavaScript) and a button that copies it:
 * 'Cupom copiado', or 'Cupom não encontrado.' when the banner carries no code; the message goes after 3 s (B§9).
 */
function CouponBanner({ banner }: { banner: Banner }) {
  const code =
    banner.dimensoes.desktop.parametrosAdicionais?.codigocupom ??
    banner.dimensoes.mobile.parametrosAdicionais?.codigocupom;
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    if (!notice) return;
    return clock.after(ALERT_MS, () => setNotice(null));
  }, [notice]);

  async function copy() {
    if (!code) {
      setNotice({ text: COUPON_MISSING_TEXT, ok: false });
      return;
    }
    try {
      await navigator.clipboard.writeText(code);
      setNotice({ text: COUPON_COPIED_TEXT, ok: true });
    } catch {
      // The browser refused the clipboard: the code stays on screen to be copied by hand.
      setNotice({ text: `Copie o código ${code}`, ok: false });
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-md border border-dashed border-accent-500 p-2 md:flex-row md:items-center">
      <div className="min-w-0 md:flex-1">
        <BannerLink banner={banner} format={WIDE_BANNER} />
      </div>
      <div className="flex flex-col items-center gap-1 px-2 text-center md:w-56">
        {code ? (
          <p className="text-sm text-gray-800">
            Use o cupom <strong className="font-mono text-base text-brand-900">{code}</strong>
          </p>
        ) : null}
        <button type="button" onClick={() => void copy()} className="js-only btn-primary w-full">
          Copiar cupom
        </button>
        <p role={notice && !notice.ok ? 'alert' : 'status'} className="min-h-5 text-sm font-semibold text-green-800">
          {notice?.text ?? ''}
        </p>
      </div>
    </div>
  );
}
