import { storeRatingKeySchema } from '@vitrine/contract';
import { redirect } from 'react-router';
import { checkStoreRatingKey } from '../server/api/api.server';
import { STORE_RATING_ANCHOR, StoreRatingForm } from '../components/forms/store-rating-form';
import { SimplePage } from '../components/ui/simple-page';
import { peekFormFlash } from '../server/forms/post.server';
import { STORE_RATING_TITLE } from '../lib/forms/form-texts';
import { pageMeta } from '../lib/seo/meta';
import type { PageHandle } from '../lib/analytics/page-kind';
import type { Route } from './+types/store-rating';

export const handle: PageHandle = { pageKind: 'page' };

/**
 * T§2 store-rating page /pagina/avaliacao-loja?key=: without a key, or when the check (GET
 * evaluations/store/add/{key}) does not report success, it redirects home (T§6: the rating needs a valid key link).
 * A form just sent from here without JavaScript (the rating, whose key is then used, or the newsletter strip) comes
 * back here: the page stays to show its answer.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const key = url.searchParams.get('key') ?? '';
  const flash = await peekFormFlash(request);
  const answered = flash?.path === url.pathname;
  if (answered) return { key };
  if (!storeRatingKeySchema.safeParse(key).success) throw redirect('/');
  const check = await checkStoreRatingKey(request, key);
  // T§2, T§7 (issue 39, decision 039): a check that does not report success goes home, whatever its reason — an
  // unknown, expired or already used key alike.
  if (!check.ok || !check.data.sucesso) throw redirect('/');
  return { key };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData, STORE_RATING_TITLE, 'Conte como foi a sua compra na loja.', {
    robots: 'noindex',
  });
}

export default function StoreRating({ loaderData }: Route.ComponentProps) {
  return (
    <SimplePage title={STORE_RATING_TITLE}>
      <p className="mt-2 max-w-3xl text-gray-800">Obrigado por comprar conosco! Sua opinião ajuda a melhorar a loja.</p>
      <StoreRatingForm key={STORE_RATING_ANCHOR} ratingKey={loaderData.key} />
    </SimplePage>
  );
}
