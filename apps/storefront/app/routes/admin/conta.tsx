import { useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/conta';
import { AdminPage, AnswerNotices, Notice } from '../../components/admin/admin-ui';
import { OwnPasswordForm } from '../../components/admin/password-form';
import { TwoFactorPanel } from '../../components/admin/two-factor-panel';
import { adminApi, bo, field, must } from '../../server/admin/admin-api.server';
import { checkForm, outcome, readAdminForm } from '../../server/admin/admin-forms.server';
import { twoFactorConfirmForm, twoFactorDisableForm } from '../../server/admin/form-schemas.server';
import { changeOwnPassword } from '../../server/admin/own-password.server';

/**
 * /admin/conta (issue 37): every signed-in user changes her own password and turns her TOTP second factor on (a QR
 * code and the secret, confirmed with a code; recovery codes shown once) or off (password and a code). When the store
 * requires the second factor, a user without it is sent here first (requireAdmin).
 */
export const meta = () => [{ title: 'Minha conta · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  return { doisFatores: await must(await adminApi(request, bo.twoFactor)) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  switch (field(form, 'intent')) {
    case 'totp-inicio': {
      const result = await adminApi(request, bo.twoFactorStart);
      return outcome(result, 'Leia o QR code com o aplicativo autenticador e confirme com um código.');
    }
    case 'totp-confirmar': {
      const checked = checkForm(form, twoFactorConfirmForm, 'totp-confirmar', ['codigo']);
      if ('refused' in checked) return checked.refused;
      const result = await adminApi(request, bo.twoFactorConfirm, { body: checked.value });
      const done = await outcome(result, 'Verificação em duas etapas ativada.', {
        ...checked,
        alvo: 'totp-confirmar',
        hideFields: ['codigo'],
      });
      return { ...done, codigosRecuperacao: result.ok ? result.data.codigosRecuperacao : null };
    }
    case 'totp-desativar': {
      const hide = ['senha', 'codigo'];
      const checked = checkForm(form, twoFactorDisableForm, 'totp-desativar', hide);
      if ('refused' in checked) return checked.refused;
      const result = await adminApi(request, bo.twoFactorDisable, { body: checked.value });
      return outcome(result, 'Verificação em duas etapas desativada.', {
        ...checked,
        alvo: 'totp-desativar',
        hideFields: hide,
      });
    }
    default:
      return changeOwnPassword(request, form);
  }
}

export default function Account() {
  const { doisFatores } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const codes = answer && 'codigosRecuperacao' in answer ? answer.codigosRecuperacao : null;
  return (
    <AdminPage title="Minha conta">
      {doisFatores.exigido && !doisFatores.ativo ? (
        <Notice kind="erro">A loja exige a verificação em duas etapas: ative-a abaixo para usar o painel.</Notice>
      ) : null}
      <AnswerNotices answer={answer} />
      <TwoFactorPanel status={doisFatores} answer={answer} recoveryCodes={codes} />
      <h2 className="mb-2 mt-8 text-lg font-bold">Trocar a senha</h2>
      <OwnPasswordForm answer={answer} submit="Trocar a senha" />
    </AdminPage>
  );
}
