import { useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/fotos';
import { AdminPage } from '../../components/admin/admin-ui';
import { ProductPhotos } from '../../components/admin/product-photos';
import { adminApi, adminEndpoints, must, requireArea } from '../../server/admin/admin-api.server';
import { readAdminForm } from '../../server/admin/admin-forms.server';
import { changePhotos } from '../../server/admin/photos.server';

/** /admin/catalogo/:sku/fotos (issue 35, gestor only): a product's photos — send, order, label, remove. */
export const meta = () => [{ title: 'Fotos do produto · Painel da loja' }];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireArea(request, 'catalogo');
  const product = await must(await adminApi(request, adminEndpoints.product, { params: { sku: params.sku } }));
  return {
    sku: product.sku,
    nome: product.nome,
    imagens: product.imagens.map((image) =>
      typeof image === 'string'
        ? { url: image, label: '' }
        : 'url' in image
          ? { url: image.url, label: image.label ?? '' }
          : { url: '', label: '' },
    ),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireArea(request, 'catalogo');
  return changePhotos(request, params.sku, await readAdminForm(request));
}

export default function ProductPhotosPage() {
  const { sku, nome, imagens } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Fotos do produto">
      <p className="mb-4">
        <a className="text-brand-800 underline" href={`/admin/catalogo?q=${encodeURIComponent(sku)}`}>
          Voltar ao catálogo
        </a>
      </p>
      <ProductPhotos sku={sku} nome={nome} imagens={imagens} answer={useActionData<typeof action>()} />
    </AdminPage>
  );
}
