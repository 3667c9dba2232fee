import { SimplePage } from '../components/ui/simple-page';
import { pageMeta } from '../lib/meta';
import type { PageHandle } from '../lib/page-kind';
import type { Route } from './+types/cartao-bndes';

export const handle: PageHandle = { pageKind: 'page' };

const TITLE = 'Cartão BNDES';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData, TITLE, 'Como comprar com o Cartão BNDES.');
}

export default function CartaoBndes() {
  return <SimplePage title={TITLE} />;
}
