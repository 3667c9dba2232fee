import { budgetKeySchema } from '@vitrine/contract';
import { getBudget } from '../server/api/api.server';
import { QuoteBlock } from '../components/forms/quote-block';
import { InstitutionalPage } from '../components/page/institutional-page';
import { institutionalMeta } from '../lib/seo/meta';
import type { PageHandle } from '../lib/analytics/page-kind';
import { loadPage } from '../server/pages/page.server';
import type { Route } from './+types/page';

export const handle: PageHandle = { pageKind: 'page' };

/** T§2: an institutional page; with ?key= it also shows the quote of that key (GET budget/{key}). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const key = url.searchParams.get('key');
  const [page, quote] = await Promise.all([
    loadPage(request, url.pathname),
    key === null ? null : loadQuote(request, key),
  ]);
  return { page, quote };
}

/** The quote of a key, or 'not found' for a malformed or unknown key (the page itself still shows). */
async function loadQuote(request: Request, key: string) {
  if (!budgetKeySchema.safeParse(key).success) return { key, data: null };
  const result = await getBudget(request, key);
  return { key, data: result.ok ? result.data : null };
}

/** B§3 seo: an institutional page's tags, canonical at its own address, and its BreadcrumbList. */
/** B§3 seo: an institutional page's tags and BreadcrumbList. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return institutionalMeta(matches[0].loaderData, loaderData?.page);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page, quote } = loaderData;
  return (
    <InstitutionalPage page={page}>
      {quote ? <QuoteBlock quoteKey={quote.key} quote={quote.data} /> : null}
    </InstitutionalPage>
  );
}
