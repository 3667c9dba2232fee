import { ADMIN_AREAS, EDITABLE_AREAS } from '@vitrine/contract/admin-areas';
import { useActionData, useLoaderData } from 'react-router';
import { Form } from '../../components/ui/router-link';
import type { Route } from './+types/usuarios';
import { AnswerNotices, AdminPage, TableBox } from '../../components/admin/admin-ui';
import { CheckField, Field, SelectField } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { storeDateTime } from '../../lib/store-date';
import { formState } from '../../lib/admin/admin-answer';
import { adminApi, bo, field, must, requireArea } from '../../server/admin/admin-api.server';
import { checkForm, outcome, readAdminForm } from '../../server/admin/admin-forms.server';
import {
  keyForm,
  revokeForm,
  roleForm,
  securityPolicyForm,
  userForm,
  userRoleForm,
} from '../../server/admin/form-schemas.server';

/**
 * /admin/usuarios (issues 27 and 37, the people area): users and their roles, the roles themselves (sets of areas
 * the owner edits), and each user's admin API keys (limited to areas and to a date; a new key shown once; revoking
 * asks for a ticked confirmation).
 */
export const meta = () => [{ title: 'Usuários · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, 'usuarios');
  const [users, roles, policy] = await Promise.all([
    adminApi(request, bo.users),
    adminApi(request, bo.roles),
    adminApi(request, bo.securityPolicy),
  ]);
  return { ...(await must(users)), ...(await must(roles)), seguranca: await must(policy) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const id = Number(field(form, 'id'));
  switch (field(form, 'intent')) {
    case 'criar': {
      const checked = checkForm(form, userForm, 'criar', ['senha']);
      if ('refused' in checked) return checked.refused;
      const result = await adminApi(request, bo.userCreate, { body: checked.value });
      return outcome(result, 'Usuário criado.', { ...checked, alvo: 'criar', hideFields: ['senha'] });
    }
    case 'ativar':
    case 'desativar': {
      const body = { ativo: field(form, 'intent') === 'ativar' };
      const result = await adminApi(request, bo.userActive, { params: { id }, body });
      return outcome(result, body.ativo ? 'Usuário ativado.' : 'Usuário desativado.');
    }
    case 'papel': {
      const alvo = `papel:${id}`;
      const checked = checkForm(form, userRoleForm, alvo);
      if ('refused' in checked) return checked.refused;
      const result = await adminApi(request, bo.userRole, { params: { id }, body: checked.value });
      return outcome(result, 'Perfil do usuário alterado.', { ...checked, alvo });
    }
    case 'perfil': {
      const alvo = `perfil:${field(form, 'alvo') || 'novo'}`;
      const checked = checkForm(form, roleForm, alvo);
      if ('refused' in checked) return checked.refused;
      const { nome, ...body } = checked.value;
      const result = await adminApi(request, bo.roleSave, { params: { nome }, body });
      return outcome(result, `Perfil "${body.rotulo}" salvo.`, { ...checked, alvo });
    }
    case 'seguranca': {
      const checked = checkForm(form, securityPolicyForm, 'seguranca');
      if ('refused' in checked) return checked.refused;
      const result = await adminApi(request, bo.securityPolicySave, { body: checked.value });
      const done = checked.value.exigirDoisFatores
        ? 'Agora a verificação em duas etapas é exigida de todos os usuários.'
        : 'A verificação em duas etapas deixou de ser exigida.';
      return outcome(result, done, { ...checked, alvo: 'seguranca' });
    }
    case 'chave': {
      const alvo = `chave:${id}`;
      const checked = checkForm(form, keyForm, alvo);
      if ('refused' in checked) return checked.refused;
      const result = await adminApi(request, bo.keyCreate, { params: { id }, body: checked.value });
      const done = await outcome(result, 'Chave criada. Copie-a agora: ela não será mostrada de novo.', {
        ...checked,
        alvo,
      });
      return { ...done, chave: result.ok ? result.data.chave : null };
    }
    default: {
      const alvo = `revogar:${id}`;
      const checked = checkForm(form, revokeForm, alvo);
      if ('refused' in checked) return checked.refused;
      const result = await adminApi(request, bo.keyRevoke, { params: { id } });
      return outcome(result, 'Chave revogada.');
    }
  }
}

const areaLabels = (areas: readonly (keyof typeof ADMIN_AREAS)[] | null) =>
  areas === null ? 'todas as do usuário' : areas.map((a) => ADMIN_AREAS[a].rotulo).join('; ') || 'nenhuma';

/** A set of area checkboxes, `checked` ticked. */
function AreaBoxes({ legend, checked }: { legend: string; checked: readonly string[] }) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {EDITABLE_AREAS.map((area) => (
        <CheckField
          key={area}
          type="checkbox"
          name="areas"
          value={area}
          defaultChecked={checked.includes(area)}
          inputClassName="size-5"
          label={ADMIN_AREAS[area].rotulo}
        />
      ))}
    </fieldset>
  );
}

export default function Users() {
  const { usuarios, papeis, seguranca } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const created = formState(answer, 'criar');
  const newRole = formState(answer, 'perfil:novo');
  const roleOptions = papeis.map((p) => [p.nome, p.rotulo] as const);
  const roleLabel = (nome: string) => papeis.find((p) => p.nome === nome)?.rotulo ?? nome;
  return (
    <AdminPage title="Usuários e chaves de API">
      <AnswerNotices answer={answer} />
      {answer && 'chave' in answer && answer.chave ? (
        <p className="mb-4 break-all rounded border border-gray-400 bg-white p-3">
          Nova chave: <code className="font-mono font-bold">{answer.chave}</code>
        </p>
      ) : null}
      <TableBox label="Usuários">
        <thead>
          <tr>
            <th scope="col">Nome</th>
            <th scope="col">Perfil</th>
            <th scope="col">Situação</th>
            <th scope="col">Chaves de API</th>
          </tr>
        </thead>
        <tbody>
          {usuarios.map((u) => (
            <tr key={u.id}>
              <td>
                {u.nome}
                <br />
                <span className="text-gray-700">{u.email}</span>
              </td>
              <td>
                <Form method="post" className="grid gap-2">
                  <input type="hidden" name="id" value={u.id} />
                  <SelectField
                    label={`Perfil de ${u.nome}`}
                    {...formState(answer, `papel:${u.id}`).field('papel', u.papel)}
                    options={roleOptions}
                  />
                  <div>
                    <SubmitButton name="intent" value="papel" look="secondary">
                      Trocar perfil
                    </SubmitButton>
                  </div>
                </Form>
              </td>
              <td>
                <Form method="post">
                  <input type="hidden" name="id" value={u.id} />
                  {u.ativo ? 'Ativo' : 'Desativado'}{' '}
                  <SubmitButton name="intent" value={u.ativo ? 'desativar' : 'ativar'} look="secondary">
                    {u.ativo ? `Desativar ${u.nome}` : `Ativar ${u.nome}`}
                  </SubmitButton>
                </Form>
              </td>
              <td>
                <ul className="mb-2 grid gap-3">
                  {u.chaves.map((k) => (
                    <li key={k.id}>
                      <p>
                        <strong>{k.rotulo}</strong> ({k.prefixo}…). Áreas: {areaLabels(k.areas)}.{' '}
                        {k.expiraEm ? `Expira em ${storeDateTime(k.expiraEm)}.` : 'Não expira.'}{' '}
                        {k.usadaEm ? `Último uso: ${storeDateTime(k.usadaEm)}.` : 'Nunca usada.'}{' '}
                        {k.revogadaEm ? `Revogada em ${storeDateTime(k.revogadaEm)}.` : null}
                      </p>
                      {k.revogadaEm ? null : (
                        <Form method="post" noValidate className="flex flex-wrap items-center gap-2">
                          <input type="hidden" name="id" value={k.id} />
                          <CheckField
                            type="checkbox"
                            name="confirmo"
                            value="sim"
                            className="size-5"
                            label={`Confirmo revogar ${k.rotulo}`}
                            message={formState(answer, `revogar:${k.id}`).message('confirmo')}
                          />
                          <SubmitButton name="intent" value="revogar" look="secondary">
                            Revogar {k.rotulo}
                          </SubmitButton>
                        </Form>
                      )}
                    </li>
                  ))}
                </ul>
                <details>
                  <summary className="min-h-11 cursor-pointer font-semibold text-brand-800 underline">
                    Nova chave para {u.nome}
                  </summary>
                  <Form method="post" noValidate className="mt-2 grid gap-2">
                    <input type="hidden" name="id" value={u.id} />
                    <Field
                      label={`Rótulo da nova chave de ${u.nome}`}
                      required
                      {...formState(answer, `chave:${u.id}`).field('rotulo')}
                    />
                    <AreaBoxes legend="Limitar às áreas (nenhuma marcada: todas as do usuário)" checked={[]} />
                    <Field
                      label="Validade em dias (vazio: não expira)"
                      type="number"
                      {...formState(answer, `chave:${u.id}`).field('validadeDias')}
                    />
                    <div>
                      <SubmitButton name="intent" value="chave">
                        Criar chave
                      </SubmitButton>
                    </div>
                  </Form>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </TableBox>

      <Form method="post" className="mt-6 grid max-w-xl gap-2">
        <h2 className="text-lg font-bold">Segurança do acesso</h2>
        <CheckField
          type="checkbox"
          name="exigirDoisFatores"
          value="sim"
          defaultChecked={seguranca.exigirDoisFatores}
          inputClassName="size-5"
          label="Exigir verificação em duas etapas de todos os usuários"
        />
        <p className="text-sm text-gray-700">
          Quem ainda não a ativou é levado a Minha conta para ativá-la antes de usar o painel. Ative a sua primeiro.
        </p>
        <div>
          <SubmitButton name="intent" value="seguranca" look="secondary">
            Salvar regra de acesso
          </SubmitButton>
        </div>
      </Form>

      <h2 className="mb-2 mt-6 text-lg font-bold">Perfis</h2>
      <p className="mb-3">
        Cada perfil abre algumas áreas do painel. A loja mantém sempre ao menos um usuário ativo com acesso a{' '}
        {ADMIN_AREAS.usuarios.rotulo}.
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {papeis.map((p) => {
          const state = formState(answer, `perfil:${p.nome}`);
          return (
            <li key={p.nome} className="rounded border border-gray-300 bg-white p-3">
              <Form method="post" noValidate className="grid gap-2">
                <h3 className="font-bold">
                  {roleLabel(p.nome)} <span className="font-normal text-gray-700">({p.nome})</span>
                </h3>
                <p className="text-sm">
                  {p.usuarios} {p.usuarios === 1 ? 'usuário' : 'usuários'}
                </p>
                <input type="hidden" name="nome" value={p.nome} />
                <input type="hidden" name="alvo" value={p.nome} />
                <Field label={`Nome do perfil ${p.nome}`} required {...state.field('rotulo', p.rotulo)} />
                <AreaBoxes legend={`Áreas do perfil ${p.nome}`} checked={p.areas} />
                <div>
                  <SubmitButton name="intent" value="perfil" look="secondary">
                    Salvar perfil {p.nome}
                  </SubmitButton>
                </div>
              </Form>
            </li>
          );
        })}
      </ul>
      <Form method="post" noValidate className="mt-4 grid max-w-xl gap-3">
        <h3 className="font-bold">Novo perfil</h3>
        <Field label="Código (letras minúsculas, números e hífens)" required {...newRole.field('nome')} />
        <Field label="Nome do perfil" required {...newRole.field('rotulo')} />
        <AreaBoxes legend="Áreas do novo perfil" checked={[]} />
        <div>
          <SubmitButton name="intent" value="perfil">
            Criar perfil
          </SubmitButton>
        </div>
      </Form>

      <Form method="post" noValidate className="mt-6 grid max-w-xl gap-3">
        <h2 className="text-lg font-bold">Novo usuário</h2>
        <Field label="Nome" required {...created.field('nome')} />
        <Field label="E-mail" type="email" required {...created.field('email')} />
        <Field
          label="Senha (ao menos 8 caracteres)"
          type="password"
          autoComplete="new-password"
          required
          {...created.field('senha')}
        />
        <SelectField label="Perfil" {...created.field('papel', 'atendimento')} options={roleOptions} />
        <div>
          <SubmitButton name="intent" value="criar">
            Criar usuário
          </SubmitButton>
        </div>
      </Form>
    </AdminPage>
  );
}
