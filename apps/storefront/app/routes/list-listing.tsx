import { SimplePage } from '../components/ui/simple-page';
import { pageMeta } from '../lib/meta';
import type { PageHandle } from '../lib/page-kind';
import type { Route } from './+types/list-listing';

export const handle: PageHandle = { pageKind: 'list/listing' };

const TITLE = 'Listas de Compras';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData, TITLE);
}

export default function ListListing() {
  return <SimplePage title={TITLE} />;
}
