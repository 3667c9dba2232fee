import { useActionData, useLoaderData } from 'react-router';
import { Link } from '../../components/ui/router-link';
import { inboxKinds } from '@vitrine/contract';
import type { Route } from './+types/inicio';
import { AdminPage, AnswerNotices } from '../../components/admin/admin-ui';
import { OwnPasswordForm } from '../../components/admin/password-form';
import { KIND_LABELS } from '../../lib/admin/labels';
import { adminApi, bo, must } from '../../server/admin/admin-api.server';
import { readAdminForm } from '../../server/admin/admin-forms.server';
import { changeOwnPassword } from '../../server/admin/own-password.server';

/**
 * /admin: what is new per kind, and whether e-mails leave (issue 27); while the signed-in user still has the demo
 * password, a prompt to change it here (issue 37: a published store refuses to start until it is changed).
 */
export const meta = () => [{ title: 'Início · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  return must(await adminApi(request, bo.dashboard));
}

export async function action({ request }: Route.ActionArgs) {
  return changeOwnPassword(request, await readAdminForm(request));
}

export default function Start() {
  const { novos, emails, senhaDemo } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminPage title="Início">
      <AnswerNotices answer={answer} />
      {senhaDemo ? (
        <section
          aria-labelledby="senha-demo"
          className="mb-6 rounded border border-accent-700 bg-amber-50 p-3 text-amber-950"
        >
          <h2 id="senha-demo" className="mb-2 text-lg font-bold">
            Troque a senha de demonstração
          </h2>
          <p className="mb-3">
            Você entrou com a senha de demonstração, que qualquer pessoa pode ler no README. Troque-a agora: a loja
            publicada (com PUBLIC_URL) não inicia enquanto quem cuida dos usuários usar essa senha.
          </p>
          <OwnPasswordForm answer={answer} submit="Trocar a senha de demonstração" />
        </section>
      ) : null}
      {!emails.smtpConfigurado ? (
        <p role="alert" className="mb-4 rounded border border-accent-700 bg-amber-50 p-3 text-amber-950">
          SMTP_URL não está configurado: nenhum e-mail sai da loja. {emails.aguardando}{' '}
          {emails.aguardando === 1 ? 'e-mail aguarda' : 'e-mails aguardam'} envio.
        </p>
      ) : null}
      <p className="mb-4">
        E-mails aguardando envio: <strong>{emails.aguardando}</strong>; com falha: <strong>{emails.falhas}</strong>.{' '}
        <Link className="font-semibold text-brand-800 underline" to="/admin/emails">
          Ver e-mails
        </Link>
      </p>
      <h2 className="mb-2 text-lg font-bold">Novos na caixa de entrada</h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {inboxKinds.map((kind) => (
          <li key={kind}>
            <Link
              className="flex min-h-11 items-center justify-between rounded border border-gray-300 bg-white p-3 font-semibold text-brand-800 underline"
              to={`/admin/caixa?tipo=${kind}&status=novo`}
            >
              {KIND_LABELS[kind]} <span className="text-xl">{novos[kind] ?? 0}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
