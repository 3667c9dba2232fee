import { redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/catalogo-produto';
import { AdminPage, AnswerNotices, Notice } from '../../components/admin/admin-ui';
import { ProductEditor } from '../../components/admin/product-editor';
import { SubmitButton } from '../../components/forms/submit-button';
import { Form, Link } from '../../components/ui/router-link';
import { adminApi, adminEndpoints, bo, field, forbidWithoutArea, must } from '../../server/admin/admin-api.server';
import { readAdminForm } from '../../server/admin/admin-forms.server';
import { deactivate, saveProduct } from '../../server/admin/product-editor.server';

/**
 * /admin/catalogo/produto/:sku (issue 36, point 1; the catalogue's area): edit a product with every field the import
 * knows, its version carried by the form (a product changed since it was opened is refused, as an import's row is);
 * deactivate it; its photos on their own screen.
 */
export const meta = ({ params }: Route.MetaArgs) => [{ title: `${params.sku} · Catálogo · Painel da loja` }];

const SAVED: Record<string, string> = {
  criado: 'Produto criado.',
  alterado: 'Produto salvo.',
  inalterado: 'Nada mudou.',
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await forbidWithoutArea(request, 'catalogo');
  const product = await must(await adminApi(request, adminEndpoints.product, { params: { sku: params.sku } }));
  const choices = await must(await adminApi(request, bo.catalogRefs));
  const saved = new URL(request.url).searchParams.get('salvo') ?? '';
  return {
    product: {
      ...product,
      slug: product.slug ?? '',
      fotos: product.imagens.length,
    },
    choices,
    saved: SAVED[saved] ?? null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await forbidWithoutArea(request, 'catalogo');
  const form = await readAdminForm(request);
  if (field(form, 'intent') === 'desativar') return deactivate(request, params.sku);
  const saved = await saveProduct(request, form, params.sku);
  if ('sku' in saved)
    return redirect(`/admin/catalogo/produto/${encodeURIComponent(saved.sku)}?salvo=${saved.situacao}`);
  return saved;
}

export default function EditProduct() {
  const { product, choices, saved } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminPage title={`Editar ${product.nome}`}>
      <p className="mb-4 flex flex-wrap gap-4">
        <Link className="font-semibold text-brand-800 underline" to="/admin/catalogo">
          Voltar ao catálogo
        </Link>
        <a
          className="font-semibold text-brand-800 underline"
          href={`/${product.slug}.html`}
          target="_blank"
          rel="noreferrer"
        >
          Ver na loja
        </a>
      </p>
      {answer ? null : <Notice kind="ok">{saved}</Notice>}
      <AnswerNotices answer={answer} />
      {product.ativo ? null : <p className="mb-4 font-semibold">Este produto está desativado: não aparece na loja.</p>}
      <ProductEditor key={product.versao} product={product} choices={choices} answer={answer} />
      {product.ativo ? (
        <Form method="post" className="mt-8 rounded border border-red-700 p-3">
          <h2 className="mb-2 text-lg font-bold">Desativar</h2>
          <p className="mb-2">O produto sai da loja e fica guardado com o seu histórico; pode ser reativado aqui.</p>
          <SubmitButton name="intent" value="desativar" look="secondary">
            Desativar {product.sku}
          </SubmitButton>
        </Form>
      ) : null}
    </AdminPage>
  );
}
