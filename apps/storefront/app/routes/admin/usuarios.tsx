import { useActionData, useLoaderData } from 'react-router';
import { Form } from '../../components/ui/router-link';
import type { Route } from './+types/usuarios';
import { AnswerNotices, AdminPage, TableBox } from '../../components/admin/admin-ui';
import { Field, SelectField, SubmitButton } from '../../components/forms/field';
import { storeDateTime } from '../../lib/store-date';
import { formState } from '../../lib/admin/admin-answer';
import { adminApi, bo, field, must, requireArea } from '../../server/admin/admin-api.server';
import { checkForm, outcome, readAdminForm } from '../../server/admin/admin-forms.server';
import { keyForm, userForm } from '../../server/admin/form-schemas.server';

/** /admin/usuarios (issue 27, gestor only): users, their roles, their admin API keys (a new key shown once). */
export const meta = () => [{ title: 'Usuários · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, 'usuarios');
  return must(await adminApi(request, bo.users));
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
      const result = await adminApi(request, bo.keyRevoke, { params: { id } });
      return outcome(result, 'Chave revogada.');
    }
  }
}

export default function Users() {
  const { usuarios } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const created = formState(answer, 'criar');
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
              <td>{u.papel}</td>
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
                <ul className="mb-2">
                  {u.chaves.map((k) => (
                    <li key={k.id}>
                      <Form method="post" className="flex flex-wrap items-center gap-2">
                        <input type="hidden" name="id" value={k.id} />
                        {k.rotulo} ({k.prefixo}…) {k.revogadaEm ? `revogada em ${storeDateTime(k.revogadaEm)}` : null}
                        {k.revogadaEm ? null : (
                          <SubmitButton name="intent" value="revogar" look="secondary">
                            Revogar {k.rotulo}
                          </SubmitButton>
                        )}
                      </Form>
                    </li>
                  ))}
                </ul>
                <Form method="post" noValidate className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="id" value={u.id} />
                  <Field
                    label={`Rótulo da nova chave de ${u.nome}`}
                    required
                    {...formState(answer, `chave:${u.id}`).field('rotulo')}
                  />
                  <SubmitButton name="intent" value="chave">
                    Criar chave
                  </SubmitButton>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </TableBox>
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
        <SelectField
          label="Perfil"
          {...created.field('papel')}
          options={[
            ['atendimento', 'atendimento'],
            ['gestor', 'gestor'],
          ]}
        />
        <div>
          <SubmitButton name="intent" value="criar">
            Criar usuário
          </SubmitButton>
        </div>
      </Form>
    </AdminPage>
  );
}
