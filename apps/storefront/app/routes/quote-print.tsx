import { budgetKeySchema } from '@vitrine/contract';
import { data } from 'react-router';
import { getBudget } from '../server/api/api.server';
import { QuoteDocument, quoteNumberText } from '../components/forms/quote-document';
import { pageMeta } from '../lib/seo/meta';
import type { PageHandle } from '../lib/analytics/page-kind';
import { useHydrated } from '../hooks/use-hydrated';
import type { Route } from './+types/quote-print';

export const handle: PageHandle = { pageKind: 'page' };

const NOT_FOUND = 404;
const UNAVAILABLE = 503;

/**
 * T§2 printable quote, /orcamento/{key}/imprimir (decision 017): the quote of the key (GET budget/{key}) alone on the
 * page; the print stylesheet (app.css, `.print-quote`) hides the shop's header and footer and fits it on A4.
 * An unknown key is the not-found page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!budgetKeySchema.safeParse(params.key).success) throw data(null, { status: NOT_FOUND });
  const result = await getBudget(request, params.key);
  if (result.ok) return { quote: result.data };
  throw data(null, { status: result.status === UNAVAILABLE ? UNAVAILABLE : NOT_FOUND });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = loaderData ? quoteNumberText(loaderData.quote.detalhes.id_orcamento) : null;
  return pageMeta(matches[0].loaderData, title, undefined, { robots: 'noindex' });
}

export default function QuotePrint({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  return (
    <div className="print-quote container-page max-w-4xl py-6">
      <div className="print-hide mb-4 flex flex-wrap items-center gap-3">
        {hydrated ? (
          <button type="button" className="btn-primary" onClick={() => window.print()}>
            Imprimir
          </button>
        ) : (
          <p className="text-sm text-gray-800">
            Use a opção Imprimir do navegador (Ctrl+P) para imprimir ou salvar em PDF.
          </p>
        )}
      </div>
      <QuoteDocument quote={loaderData.quote} headingLevel={1} />
    </div>
  );
}
