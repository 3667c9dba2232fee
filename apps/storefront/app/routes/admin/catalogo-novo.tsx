import { redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/catalogo-novo';
import { AdminPage, AnswerNotices } from '../../components/admin/admin-ui';
import { ProductEditor } from '../../components/admin/product-editor';
import { Link } from '../../components/ui/router-link';
import { adminApi, bo, forbidWithoutArea, must } from '../../server/admin/admin-api.server';
import { readAdminForm } from '../../server/admin/admin-forms.server';
import { saveProduct } from '../../server/admin/product-editor.server';

/** /admin/catalogo/novo (issue 36, point 1; the catalogue's area): a new product, with every field the import knows. */
export const meta = () => [{ title: 'Novo produto · Catálogo · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  await forbidWithoutArea(request, 'catalogo');
  return { choices: await must(await adminApi(request, bo.catalogRefs)) };
}

export async function action({ request }: Route.ActionArgs) {
  await forbidWithoutArea(request, 'catalogo');
  const saved = await saveProduct(request, await readAdminForm(request), null);
  if ('sku' in saved) return redirect(`/admin/catalogo/produto/${encodeURIComponent(saved.sku)}?salvo=criado`);
  return saved;
}

export default function NewProduct() {
  const { choices } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminPage title="Novo produto">
      <p className="mb-4">
        <Link className="font-semibold text-brand-800 underline" to="/admin/catalogo">
          Voltar ao catálogo
        </Link>
      </p>
      <AnswerNotices answer={answer} />
      <ProductEditor product={null} choices={choices} answer={answer} />
    </AdminPage>
  );
}
