import { useId } from 'react';

/** Newsletter strip (B§2.6, T§2): the name is preset to a dot; the e-mail is required. */
export function FooterNewsletter() {
  const emailId = useId();
  return (
    <section aria-labelledby={`${emailId}-title`} className="bg-brand-800 text-white">
      <div className="container-page flex flex-col gap-3 py-5 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={`${emailId}-title`} className="font-bold">
            Cadastre-se e receba ofertas
          </h2>
          <p className="text-sm text-brand-100">Ganhe um cupom de desconto na primeira compra.</p>
        </div>
        <form method="post" action="/newsletter" className="flex w-full gap-2 md:w-auto">
          <input type="hidden" name="nome" value="." />
          <label htmlFor={emailId} className="sr-only">
            Seu e-mail
          </label>
          <input
            id={emailId}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="Seu e-mail"
            className="field min-w-0 flex-1 md:w-72"
          />
          <button
            type="submit"
            className="rounded-md bg-accent-400 px-4 text-sm font-bold text-gray-950 hover:bg-accent-500"
          >
            Cadastrar
          </button>
        </form>
      </div>
    </section>
  );
}
