import { adminApi, bo } from './admin-api.server';
import { checkForm, outcome } from './admin-forms.server';
import { ownPasswordForm } from './form-schemas.server';

const HIDDEN = ['atual', 'nova', 'confirmacao'];

/** The action of the own-password form (`OwnPasswordForm`), on /admin/conta and on the start page (issue 37). */
export async function changeOwnPassword(request: Request, form: FormData) {
  const checked = checkForm(form, ownPasswordForm, 'senha', HIDDEN);
  if ('refused' in checked) return checked.refused;
  const result = await adminApi(request, bo.ownPassword, { body: checked.value });
  return outcome(result, 'Senha alterada.', { ...checked, alvo: 'senha', hideFields: HIDDEN });
}
