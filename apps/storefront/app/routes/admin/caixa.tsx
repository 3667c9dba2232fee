import { useLoaderData } from 'react-router';
import { Form, Link } from '../../components/ui/router-link';
import { inboxKinds, inboxStatuses, type InboxKind, type InboxStatus } from '@vitrine/contract';
import type { Route } from './+types/caixa';
import { AdminPage, Pager, TableBox } from '../../components/admin/admin-ui';
import { Field, SelectField } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { KIND_LABELS, STATUS_LABELS, statusText } from '../../lib/admin/labels';
import { storeDateTime } from '../../lib/store-date';
import { adminApi, bo, must } from '../../server/admin/admin-api.server';

/**
 * /admin/caixa (issue 27): everything received, newest first, by kind, status and text, in pages; a quote shows its own
 * status and date, an 'Avise-me' pending or notified, and the 'Avise-me' filter how many wait per product (issue 37).
 */
export const meta = () => [{ title: 'Caixa de entrada · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const given = (name: string) => search.get(name) || undefined;
  const filter = { tipo: given('tipo'), status: given('status'), q: given('q'), pagina: given('pagina') };
  // The admin API checks each filter (a hostile one is its 400, shown by the back office's error page).
  const page = await must(
    await adminApi(request, bo.inbox, {
      query: filter as { tipo?: InboxKind; status?: InboxStatus; q?: string; pagina?: number },
    }),
  );
  const waitlist =
    filter.tipo === 'aviseMe' && !filter.q && (filter.pagina ?? '1') === '1'
      ? await must(await adminApi(request, bo.waitlist))
      : null;
  return { page, filter, search: search.toString(), waitlist };
}

const ALL = [['', 'Todos']] as const;

export default function Inbox() {
  const { page, filter, search, waitlist } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Caixa de entrada">
      <Form method="get" action="/admin/caixa" className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <SelectField
          label="Tipo"
          name="tipo"
          defaultValue={filter.tipo}
          options={[...ALL, ...inboxKinds.map((k) => [k, KIND_LABELS[k]] as const)]}
        />
        <SelectField
          label="Status"
          name="status"
          defaultValue={filter.status}
          options={[...ALL, ...inboxStatuses.map((s) => [s, STATUS_LABELS[s]] as const)]}
        />
        <Field label="Texto (nome, e-mail, assunto, mensagem)" name="q" type="search" defaultValue={filter.q} />
        <SubmitButton>Filtrar</SubmitButton>
      </Form>
      {waitlist && waitlist.produtos.length > 0 ? (
        <TableBox label="Avise-me por produto">
          <caption className="mb-1 text-left font-bold">Avise-me por produto</caption>
          <thead>
            <tr>
              <th scope="col">Produto</th>
              <th scope="col">Aguardando</th>
              <th scope="col">Já avisados</th>
            </tr>
          </thead>
          <tbody>
            {waitlist.produtos.map((row) => (
              <tr key={row.link}>
                <td>
                  <a className="font-semibold text-brand-800 underline" href={row.link}>
                    {row.produto}
                  </a>
                </td>
                <td>{row.aguardando}</td>
                <td>{row.avisados}</td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      ) : null}
      {page.itens.length === 0 ? (
        <p>Nada encontrado com estes filtros.</p>
      ) : (
        <TableBox label="Itens recebidos">
          <caption className="sr-only">Itens recebidos, mais novos primeiro</caption>
          <thead>
            <tr>
              <th scope="col">Recebido em</th>
              <th scope="col">Tipo</th>
              <th scope="col">Assunto</th>
              <th scope="col">De</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {page.itens.map((item) => (
              <tr key={`${item.tipo}:${item.id}`}>
                <td className="whitespace-nowrap">{storeDateTime(item.criadoEm)}</td>
                <td>{KIND_LABELS[item.tipo]}</td>
                <td>
                  <Link
                    className="font-semibold text-brand-800 underline"
                    to={`/admin/caixa/${item.tipo}/${encodeURIComponent(item.id)}`}
                  >
                    {item.assunto}
                  </Link>
                </td>
                <td>
                  {item.nome}
                  <br />
                  <span className="text-gray-700">{item.email}</span>
                </td>
                <td>{statusText(item)}</td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      )}
      <Pager pagina={page.pagina} total={page.total} porPagina={page.porPagina} search={new URLSearchParams(search)} />
    </AdminPage>
  );
}
