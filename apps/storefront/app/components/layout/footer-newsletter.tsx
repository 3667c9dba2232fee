import { useId } from 'react';

/**
 * Newsletter strip (B§2.6, T§2). Its sign-up form is not here yet: the Store API has no newsletter call so far, and a
 * form posting to an address no route serves would leave the shopper on an error page.
 */
export function FooterNewsletter() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-brand-800 text-white">
      <div className="container-page flex flex-col gap-3 py-5 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={titleId} className="font-bold">
            Cadastre-se e receba ofertas
          </h2>
          <p className="text-sm text-brand-100">Ganhe um cupom de desconto na primeira compra.</p>
        </div>
      </div>
    </section>
  );
}
