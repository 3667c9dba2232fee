import { useLoaderData } from 'react-router';
import { Form } from '../../components/ui/router-link';
import type { Route } from './+types/auditoria';
import { AdminPage, Pager, TableBox } from '../../components/admin/admin-ui';
import { Field, SelectField } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { storeDateTime } from '../../lib/store-date';
import { adminApi, bo, must, requireArea } from '../../server/admin/admin-api.server';

/**
 * /admin/auditoria (issue 37, the audit area): every change made through the admin API, newest first, filtered by who,
 * what and when, with its before and after.
 */
export const meta = () => [{ title: 'Auditoria · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, 'auditoria');
  const search = new URL(request.url).searchParams;
  const given = (name: string) => search.get(name) || undefined;
  const filter = { quem: given('quem'), acao: given('acao'), de: given('de'), ate: given('ate') };
  // The admin API checks each filter (a bad date is its 400, shown by the back office's error page).
  const page = await must(await adminApi(request, bo.audit, { query: { ...filter, pagina: given('pagina') } }));
  return { page, filter, search: search.toString() };
}

/** A before or after, as short readable text. */
const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

export default function Audit() {
  const { page, filter, search } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Auditoria">
      <Form
        method="get"
        action="/admin/auditoria"
        className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <Field label="Quem (e-mail ou rótulo)" name="quem" defaultValue={filter.quem} />
        <SelectField
          label="O quê"
          name="acao"
          defaultValue={filter.acao}
          options={[['', 'Tudo'], ...page.acoes.map((a) => [a, a] as const)]}
        />
        <Field label="De (dia)" name="de" type="date" defaultValue={filter.de} />
        <Field label="Até (dia)" name="ate" type="date" defaultValue={filter.ate} />
        <div>
          <SubmitButton>Filtrar</SubmitButton>
        </div>
      </Form>
      <TableBox label="Alterações">
        <thead>
          <tr>
            <th scope="col">Quando</th>
            <th scope="col">Quem</th>
            <th scope="col">O quê</th>
            <th scope="col">Antes</th>
            <th scope="col">Depois</th>
          </tr>
        </thead>
        <tbody>
          {page.itens.map((e) => (
            <tr key={e.id}>
              <td>{storeDateTime(e.em)}</td>
              <td className="break-all">{e.quem}</td>
              <td>
                {e.acao}
                <br />
                <span className="text-gray-700">
                  {e.alvo} ({e.linhas} {e.linhas === 1 ? 'linha' : 'linhas'})
                </span>
                {Object.keys(e.outros).length > 0 ? (
                  <pre className="whitespace-pre-wrap break-all text-xs">{shown(e.outros)}</pre>
                ) : null}
              </td>
              <td>
                <pre className="whitespace-pre-wrap break-all text-xs">{shown(e.antes)}</pre>
              </td>
              <td>
                <pre className="whitespace-pre-wrap break-all text-xs">{shown(e.depois)}</pre>
              </td>
            </tr>
          ))}
        </tbody>
      </TableBox>
      {page.itens.length === 0 ? <p className="mt-3">Nenhuma alteração com estes filtros.</p> : null}
      <Pager pagina={page.pagina} total={page.total} porPagina={page.porPagina} search={new URLSearchParams(search)} />
    </AdminPage>
  );
}
