import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import { AreasSection } from '../components/home/areas-section';
import { BrandSlider } from '../components/home/brand-slider';
import { CategoryMenu } from '../components/home/category-menu';
import { HelpOnline } from '../components/home/help-online';
import { HeroBanners } from '../components/home/hero-banners';
import { HomePopup } from '../components/home/home-popup';
import { PitchBar } from '../components/home/pitch-bar';
import { PostalCodeBox } from '../components/home/postal-code-box';
import { HomeSecondFold } from '../components/home/second-fold';
import { NewsletterForm } from '../components/forms/deferred-forms';
import { BenefitsBar } from '../components/ui/benefits-bar';
import { loadHome } from '../server/home/home.server';
import { clock } from '../lib/clock';
import { NEWSLETTER_POPUP_CLOSE_MS } from '../lib/forms/form-texts';
import type { PageHandle } from '../lib/analytics/page-kind';
import { originOf, pageMeta, siteNameOf } from '../lib/seo/meta';
import { organizationJsonLd, webSiteJsonLd } from '../lib/seo/json-ld-store';
import type { Route } from './+types/home';

export const handle: PageHandle = { pageKind: 'home' };

export async function loader({ request }: Route.LoaderArgs) {
  return loadHome(request);
}

/** B§3 seo: the home's tags with Organization and WebSite (its SearchAction) JSON-LD. */
export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const seo = loaderData?.seo;
  const origin = originOf(root);
  const siteName = siteNameOf(root);
  const settings = root?.settings;
  const details = settings ? { ...settings.sistema.geral.site, social: settings.link.social } : null;
  return pageMeta(root, seo?.title || null, seo?.description || undefined, {
    canonical: '/',
    socialTitle: seo?.titleSocial,
    socialDescription: seo?.descriptionSocial,
    jsonLd: [organizationJsonLd(origin, siteName, details), webSiteJsonLd(origin, siteName)],
  });
}

/**
 * The home page (T§2 Home): the first fold (hero banner grid, benefits, category menu) and the blocks that need no
 * extra call (areas, 'Ajuda Online', pitch bar, brand slider, postal-code box) come in the server HTML; the second
 * fold (two showcases, middle banners, testimonials) loads on the first scroll; the coupon pop-up shows once.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { conteudo, popup, secondFold } = loaderData;
  const shell = useRouteLoaderData<typeof rootLoader>('root');
  const settings = shell?.settings;
  return (
    <div className="container-page flex flex-col gap-8 py-4 *:mt-0 md:py-6">
      <h1 className="sr-only">{siteNameOf(shell)}</h1>
      <HeroBanners retangulares={conteudo.bannersRetangulares} quadrados={conteudo.bannersQuadrados} />
      <BenefitsBar benefits={settings?.loja.beneficios ?? []} />
      <PostalCodeBox />
      <CategoryMenu items={conteudo.menuCategorias} />
      <HomeSecondFold initial={secondFold} />
      <AreasSection items={conteudo.areas} />
      <PitchBar promos={settings?.loja.promocoes ?? []} />
      <HelpOnline whatsapp={settings?.sistema.geral.site.whatsapp || null} />
      <BrandSlider brands={conteudo.marcas} />
      {popup ? (
        <HomePopup conteudo={popup.conteudo}>
          {({ close }) => (
            // T§4: the pop-up closes 3 s after a successful sign-up.
            <NewsletterForm variant="popup" onSuccess={() => clock.after(NEWSLETTER_POPUP_CLOSE_MS, close)} />
          )}
        </HomePopup>
      ) : null}
    </div>
  );
}
