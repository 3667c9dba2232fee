import { useActionData, useLoaderData, useLocation } from 'react-router';
import { Form, Link } from '../../components/ui/router-link';
import { CATALOG_ORDERS, productStatuses } from '@vitrine/contract';
import type { Route } from './+types/catalogo';
import { AnswerNotices, AdminPage, Pager, TableBox } from '../../components/admin/admin-ui';
import { CheckField, Field, SelectField } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { formState } from '../../lib/admin/admin-answer';
import { priceField } from '../../lib/admin/price-input';
import { adminApi, bo, forbidWithoutArea, must } from '../../server/admin/admin-api.server';
import { readAdminForm } from '../../server/admin/admin-forms.server';
import { saveCatalogRow } from '../../server/admin/catalog.server';

/**
 * /admin/catalogo (issue 27; issue 36, point 1; the catalogue's area): the catalogue a page at a time with its total,
 * searched (an empty search lists everything), filtered and sorted; each product's stock, prices and status changed in
 * place, its editor, its photos; a new product, the export (CSV, JSON) and the import screen.
 */
export const meta = () => [{ title: 'Catálogo · Painel da loja' }];

const FILTERS = ['q', 'categoria', 'marca', 'semEstoque', 'indisponivel', 'semFoto', 'ordem', 'pagina'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  await forbidWithoutArea(request, 'catalogo');
  const search = new URL(request.url).searchParams;
  const query = Object.fromEntries(FILTERS.flatMap((name) => (search.get(name) ? [[name, search.get(name)!]] : [])));
  const [list, refs] = await Promise.all([
    adminApi(request, bo.catalogSearch, { query }),
    adminApi(request, bo.catalogRefs),
  ]);
  return { filtros: query as Record<string, string>, lista: await must(list), refs: await must(refs) };
}

export async function action({ request }: Route.ActionArgs) {
  await forbidWithoutArea(request, 'catalogo');
  return saveCatalogRow(request, await readAdminForm(request));
}

const STATUS_TEXT: Record<string, string> = {
  disponivel: 'disponível',
  sobConsulta: 'sob consulta',
  indisponivel: 'indisponível',
};

const ORDER_TEXT: Record<(typeof CATALOG_ORDERS)[number], string> = {
  nome: 'Nome (A–Z)',
  recentes: 'Alterados por último',
  'menor-preco': 'Menor preço',
  'maior-preco': 'Maior preço',
  estoque: 'Menor estoque',
  sku: 'SKU',
};

export default function Catalog() {
  const { filtros, lista, refs } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { search } = useLocation();
  const row = (sku: string) => formState(answer, `salvar:${sku}`);
  const link = 'font-semibold text-brand-800 underline';
  return (
    <AdminPage title="Catálogo">
      <AnswerNotices answer={answer} />
      <p className="mb-4 flex flex-wrap gap-x-6 gap-y-2">
        <Link className={link} to="/admin/catalogo/novo">
          Novo produto
        </Link>
        <Link className={link} to="/admin/catalogo/importar">
          Importar arquivo
        </Link>
        <a className={link} href="/admin/catalogo.csv" download>
          Exportar CSV
        </a>
        <a className={link} href="/admin/catalogo.json" download>
          Exportar JSON
        </a>
      </p>
      <Form
        method="get"
        action="/admin/catalogo"
        aria-label="Buscar e filtrar produtos"
        className="mb-4 grid gap-3 rounded border border-gray-300 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <Field
          label="Nome ou SKU"
          name="q"
          type="search"
          defaultValue={filtros.q ?? ''}
          hint="Vazio: todos os produtos."
          className="sm:col-span-2"
        />
        <SelectField label="Categoria" name="categoria" defaultValue={filtros.categoria ?? ''}>
          <option value="">Todas</option>
          {refs.categorias.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <SelectField label="Marca" name="marca" defaultValue={filtros.marca ?? ''}>
          <option value="">Todas</option>
          {refs.marcas.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </SelectField>
        <CheckField
          label="Sem estoque"
          name="semEstoque"
          type="checkbox"
          value="1"
          defaultChecked={!!filtros.semEstoque}
        />
        <CheckField
          label="Indisponíveis"
          name="indisponivel"
          type="checkbox"
          value="1"
          defaultChecked={!!filtros.indisponivel}
        />
        <CheckField label="Sem foto" name="semFoto" type="checkbox" value="1" defaultChecked={!!filtros.semFoto} />
        <SelectField
          label="Ordenar por"
          name="ordem"
          defaultValue={filtros.ordem ?? 'nome'}
          options={CATALOG_ORDERS.map((o) => [o, ORDER_TEXT[o]] as const)}
        />
        <div className="flex items-end">
          <SubmitButton>Buscar</SubmitButton>
        </div>
      </Form>
      <p className="mb-2 font-semibold" id="total-de-produtos">
        {lista.total === 1 ? '1 produto' : `${lista.total} produtos`}
      </p>
      {lista.produtos.length === 0 ? <p className="mb-4">Nenhum produto encontrado.</p> : null}
      {lista.produtos.length > 0 ? (
        <TableBox label="Produtos encontrados">
          <thead>
            <tr>
              <th scope="col">Produto</th>
              <th scope="col">Estoque, preços e status</th>
            </tr>
          </thead>
          <tbody>
            {lista.produtos.map((p) => (
              <tr key={p.sku}>
                <td className={p.skuPai ? 'pl-6' : undefined}>
                  <a className="font-semibold text-brand-800 underline" href={p.link} target="_blank" rel="noreferrer">
                    {p.nome}
                  </a>
                  <br />
                  SKU {p.sku}
                  {p.ativo ? null : ' (inativo)'}
                  {p.skuPai ? null : (
                    <>
                      <br />
                      <span className="text-gray-700">
                        {p.marca} · {p.categoria} · {p.fotos} foto(s)
                      </span>
                      <br />
                      <Link
                        className="text-brand-800 underline"
                        to={`/admin/catalogo/produto/${encodeURIComponent(p.sku)}`}
                      >
                        Editar {p.sku}
                      </Link>{' '}
                      ·{' '}
                      <Link
                        className="text-brand-800 underline"
                        to={`/admin/catalogo/${encodeURIComponent(p.sku)}/fotos`}
                      >
                        Fotos de {p.sku}
                      </Link>
                    </>
                  )}
                </td>
                <td>
                  <Form method="post" noValidate className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="sku" value={p.sku} />
                    <input type="hidden" name="skuPai" value={p.skuPai ?? ''} />
                    <input type="hidden" name="statusAntes" value={p.status} />
                    <Field
                      label={`Estoque de ${p.sku}`}
                      name="estoque"
                      type="number"
                      defaultValue={row(p.sku).value('estoque', p.estoque)}
                      message={row(p.sku).message('estoque')}
                      required
                      className="w-32"
                    />
                    <Field
                      label={`Preço de (R$) de ${p.sku}`}
                      name="precoDe"
                      defaultValue={row(p.sku).value('precoDe', priceField(p.precoDe))}
                      message={row(p.sku).message('precoDe')}
                      className="w-32"
                    />
                    <Field
                      label={`Preço por (R$) de ${p.sku}`}
                      name="precoPor"
                      defaultValue={row(p.sku).value('precoPor', priceField(p.precoPor))}
                      message={row(p.sku).message('precoPor')}
                      required
                      className="w-32"
                    />
                    {p.skuPai ? (
                      <input type="hidden" name="status" value={p.status} />
                    ) : (
                      <label className="flex flex-col gap-1 text-sm font-semibold">
                        Status de {p.sku}
                        <select className="field font-normal" name="status" defaultValue={p.status}>
                          {productStatuses.map((s) => (
                            <option key={s} value={s}>
                              {STATUS_TEXT[s]}
                            </option>
                          ))}
                        </select>
                      </label>
                    )}
                    <SubmitButton name="intent" value="salvar">
                      Salvar {p.sku}
                    </SubmitButton>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      ) : null}
      <Pager
        pagina={lista.pagina}
        total={lista.total}
        porPagina={lista.porPagina}
        search={new URLSearchParams(search)}
      />
    </AdminPage>
  );
}
