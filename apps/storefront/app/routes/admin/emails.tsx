import { useActionData, useLoaderData } from 'react-router';
import { Form } from '../../components/ui/router-link';
import { outboxStates } from '@vitrine/contract';
import type { Route } from './+types/emails';
import { AnswerNotices, AdminPage, Pager, TableBox } from '../../components/admin/admin-ui';
import { SelectField } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { OUTBOX_LABELS } from '../../lib/admin/labels';
import { storeDateTime } from '../../lib/store-date';
import { adminApi, bo, field, must } from '../../server/admin/admin-api.server';
import { outcome, readAdminForm } from '../../server/admin/admin-forms.server';

/** /admin/emails (issue 27): queued, sent and failed e-mails with their last error; retry one or all failed. */
export const meta = () => [{ title: 'E-mails · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const query = { situacao: search.get('situacao') || undefined, pagina: search.get('pagina') || undefined };
  const page = await must(await adminApi(request, bo.outbox, { query: query as { situacao?: 'falhou' } }));
  return { page, situacao: query.situacao, search: search.toString() };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const id = field(form, 'id');
  const result = id
    ? await adminApi(request, bo.outboxRetry, { params: { id: Number(id) } })
    : await adminApi(request, bo.outboxRetryAll);
  const count = result.ok ? result.data.reenviados : 0;
  return outcome(result, `${count} e-mail(s) de volta à fila de envio.`);
}

export default function Outbox() {
  const { page, situacao, search } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminPage title="E-mails">
      <AnswerNotices answer={answer} />
      {!page.smtpConfigurado ? (
        <p role="alert" className="mb-4 rounded border border-accent-700 bg-amber-50 p-3 text-amber-950">
          SMTP_URL não está configurado: os e-mails ficam aguardando até que seja.
        </p>
      ) : null}
      <p className="mb-4">
        Aguardando: {page.contagem.aguardando ?? 0} · Enviados: {page.contagem.enviado ?? 0} · Com falha:{' '}
        {page.contagem.falhou ?? 0}
      </p>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Form method="get" action="/admin/emails" className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Situação"
            name="situacao"
            defaultValue={situacao}
            options={[['', 'Todas'], ...outboxStates.map((s) => [s, OUTBOX_LABELS[s]] as const)]}
          />
          <SubmitButton>Filtrar</SubmitButton>
        </Form>
        <Form method="post">
          <SubmitButton look="secondary">Reenviar todos com falha</SubmitButton>
        </Form>
      </div>
      <TableBox label="E-mails">
        <thead>
          <tr>
            <th scope="col">Criado em</th>
            <th scope="col">Para</th>
            <th scope="col">Assunto</th>
            <th scope="col">Situação</th>
          </tr>
        </thead>
        <tbody>
          {page.emails.map((mail) => (
            <tr key={mail.id}>
              <td className="whitespace-nowrap">{storeDateTime(mail.criadoEm)}</td>
              <td className="break-all">{mail.destinatario}</td>
              <td>
                <details>
                  <summary className="cursor-pointer">{mail.assunto}</summary>
                  <pre className="whitespace-pre-wrap text-xs">{mail.corpo}</pre>
                </details>
              </td>
              <td>
                {OUTBOX_LABELS[mail.situacao]}
                {mail.enviadoEm ? ` em ${storeDateTime(mail.enviadoEm)}` : null}
                {mail.ultimoErro ? <span className="block text-red-800">Último erro: {mail.ultimoErro}</span> : null}
                {mail.situacao === 'falhou' ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={mail.id} />
                    <SubmitButton look="secondary">Reenviar</SubmitButton>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </TableBox>
      <Pager pagina={page.pagina} total={page.total} porPagina={page.porPagina} search={new URLSearchParams(search)} />
    </AdminPage>
  );
}
