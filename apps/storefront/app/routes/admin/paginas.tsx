import { useActionData, useLoaderData } from 'react-router';
import { Form } from '../../components/ui/router-link';
import type { Route } from './+types/paginas';
import { AnswerNotices, AdminPage, TableBox } from '../../components/admin/admin-ui';
import { Field, SelectField, TextAreaField } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { formState } from '../../lib/admin/admin-answer';
import { adminApi, bo, field, must, requireArea } from '../../server/admin/admin-api.server';
import { checkForm, outcome, readAdminForm } from '../../server/admin/admin-forms.server';
import { pageForm } from '../../server/admin/content-forms.server';

/**
 * /admin/paginas (issue 37, area `conteudo`): the institutional pages — the list, one page edited (`?id=`) or a new
 * one; the HTML is cleaned by the API before it is kept; "Publicada: não" takes a page off the shop.
 */
export const meta = () => [{ title: 'Páginas institucionais · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, 'conteudo');
  const { paginas } = await must(await adminApi(request, bo.pages));
  const id = Number(new URL(request.url).searchParams.get('id'));
  return { paginas, atual: paginas.find((p) => p.id === id) ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const id = Number(field(form, 'id'));
  const alvo = id ? `pagina:${id}` : 'nova';
  const checked = checkForm(form, pageForm, alvo);
  if ('refused' in checked) return checked.refused;
  const result = id
    ? await adminApi(request, bo.pageSave, { params: { id }, body: checked.value })
    : await adminApi(request, bo.pageCreate, { body: checked.value });
  return outcome(result, checked.value.ativo ? 'Página salva e publicada.' : 'Página salva, fora da loja.', {
    ...checked,
    alvo,
  });
}

const YES_NO = [
  ['sim', 'Sim'],
  ['nao', 'Não'],
] as const;

export default function Pages() {
  const { paginas, atual } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const form = formState(answer, atual ? `pagina:${atual.id}` : 'nova');
  return (
    <AdminPage title="Páginas institucionais">
      <AnswerNotices answer={answer} />
      <TableBox label="Páginas">
        <thead>
          <tr>
            <th scope="col">Título</th>
            <th scope="col">Endereço</th>
            <th scope="col">Publicada</th>
          </tr>
        </thead>
        <tbody>
          {paginas.map((p) => (
            <tr key={p.id}>
              <td>
                <a className="font-semibold text-brand-800 underline" href={`/admin/paginas?id=${p.id}`}>
                  {p.titulo}
                </a>
              </td>
              <td>{p.rota}</td>
              <td>{p.ativo ? 'Sim' : 'Não'}</td>
            </tr>
          ))}
        </tbody>
      </TableBox>
      <h2 className="mb-2 mt-6 text-xl font-bold">{atual ? `Editar: ${atual.titulo}` : 'Nova página'}</h2>
      {atual ? (
        <p className="mb-2">
          <a className="font-semibold text-brand-800 underline" href="/admin/paginas">
            Criar outra página
          </a>
        </p>
      ) : null}
      <Form method="post" noValidate className="flex max-w-3xl flex-col gap-3" key={atual?.id ?? 'nova'}>
        {atual ? <input type="hidden" name="id" value={atual.id} /> : null}
        <Field label="Título" required {...form.field('titulo', atual?.titulo)} />
        <Field
          label="Endereço (/pagina/…): letras minúsculas, números e hífens"
          required
          {...form.field('slug', atual?.slug)}
        />
        <TextAreaField label="Conteúdo (HTML)" rows={12} {...form.field('conteudo', atual?.conteudo)} />
        <SelectField
          label="Publicada"
          options={YES_NO}
          {...form.field('ativo', atual ? (atual.ativo ? 'sim' : 'nao') : 'sim')}
        />
        <div>
          <SubmitButton>Salvar página</SubmitButton>
        </div>
      </Form>
    </AdminPage>
  );
}
