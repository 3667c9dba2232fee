import { NEWSLETTER_STRIP_ANCHOR } from '../forms/anchors';
import { NewsletterForm } from '../forms/deferred-forms';

/** Newsletter strip (B§2.6, T§2): the sign-up form posts to its action (T§4 button states). */
export function FooterNewsletter() {
  return (
    <section
      id={NEWSLETTER_STRIP_ANCHOR}
      aria-labelledby={`${NEWSLETTER_STRIP_ANCHOR}-titulo`}
      className="bg-brand-800 text-white"
    >
      <div className="container-page flex flex-col gap-3 py-5 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={`${NEWSLETTER_STRIP_ANCHOR}-titulo`} className="font-bold">
            Cadastre-se e receba ofertas
          </h2>
          <p className="text-sm text-brand-100">Ganhe um cupom de desconto na primeira compra.</p>
        </div>
        <NewsletterForm variant="rodape" className="md:w-auto" />
      </div>
    </section>
  );
}
