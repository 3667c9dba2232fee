import { useActionData, useLoaderData } from 'react-router';
import { Form } from '../../components/ui/router-link';
import type { Route } from './+types/privacidade';
import { AnswerNotices, AdminPage, TableBox } from '../../components/admin/admin-ui';
import { CheckField, Field } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { formState } from '../../lib/admin/admin-answer';
import { adminApi, bo, must, requireArea } from '../../server/admin/admin-api.server';
import { checkForm, outcome, readAdminForm } from '../../server/admin/admin-forms.server';
import { eraseForm } from '../../server/admin/form-schemas.server';

/**
 * /admin/privacidade (issue 27, gestor only; LGPD): every record about one e-mail address, exported as JSON, and
 * erased on request (personal fields removed, the rest kept).
 */
export const meta = () => [{ title: 'Privacidade (LGPD) · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, 'privacidade');
  const email = new URL(request.url).searchParams.get('email');
  if (!email) return { email: '', report: null };
  return { email, report: await must(await adminApi(request, bo.privacy, { query: { email } })) };
}

export async function action({ request }: Route.ActionArgs) {
  const checked = checkForm(await readAdminForm(request), eraseForm, 'apagar');
  if ('refused' in checked) return checked.refused;
  const result = await adminApi(request, bo.privacyErase, { body: { email: checked.value.email } });
  const total = result.ok ? Object.values(result.data.apagados).reduce((a, b) => a + b, 0) : 0;
  return outcome(result, `Dados pessoais apagados em ${total} registro(s).`, { ...checked, alvo: 'apagar' });
}

export default function Privacy() {
  const { email, report } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const erase = formState(answer, 'apagar');
  return (
    <AdminPage title="Privacidade (LGPD)">
      <AnswerNotices answer={answer} />
      <Form method="get" action="/admin/privacidade" className="mb-4 flex flex-wrap items-end gap-3">
        <Field label="E-mail do titular" name="email" type="email" required defaultValue={email} />
        <SubmitButton>Buscar</SubmitButton>
      </Form>
      {report ? (
        <>
          <h2 className="mb-2 text-lg font-bold">
            {report.registros.length} registro(s) sobre {report.email}
          </h2>
          {report.registros.length > 0 ? (
            <>
              <TableBox label="Registros do titular">
                <thead>
                  <tr>
                    <th scope="col">Tabela</th>
                    <th scope="col">Registro</th>
                    <th scope="col">Dados</th>
                  </tr>
                </thead>
                <tbody>
                  {report.registros.map((r) => (
                    <tr key={`${r.tabela}:${r.id}`}>
                      <td>{r.tabela}</td>
                      <td>{r.id}</td>
                      <td>
                        <pre className="max-w-xl whitespace-pre-wrap break-all text-xs">
                          {JSON.stringify(r.campos, null, 1)}
                        </pre>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </TableBox>
              <p className="my-4">
                <a
                  className="font-semibold text-brand-800 underline"
                  href={`/admin/privacidade.json?email=${encodeURIComponent(report.email)}`}
                  download
                >
                  Exportar em JSON
                </a>
              </p>
              <Form
                method="post"
                noValidate
                action={`/admin/privacidade?email=${encodeURIComponent(email)}`}
                className="flex flex-col gap-3 rounded border border-red-700 bg-white p-3"
              >
                <h2 className="text-lg font-bold">Apagar dados pessoais</h2>
                <p>
                  Nomes, e-mails, documentos, telefones e mensagens são removidos; notas, quantidades e datas ficam.
                </p>
                <input type="hidden" name="email" value={report.email} />
                <CheckField
                  label="Confirmo o pedido do titular"
                  type="checkbox"
                  name="confirmo"
                  value="sim"
                  required
                  inputClassName="size-5"
                  message={erase.message('confirmo')}
                />
                <div>
                  <SubmitButton>Apagar dados de {report.email}</SubmitButton>
                </div>
              </Form>
            </>
          ) : null}
        </>
      ) : null}
    </AdminPage>
  );
}
