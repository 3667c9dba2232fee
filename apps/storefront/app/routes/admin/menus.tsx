import { editableMenus, type AdminMenu } from '@vitrine/contract';
import { useActionData, useLoaderData } from 'react-router';
import { Form } from '../../components/ui/router-link';
import type { Route } from './+types/menus';
import { AnswerNotices, AdminPage } from '../../components/admin/admin-ui';
import { Field } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { formState } from '../../lib/admin/admin-answer';
import { adminApi, bo, field, must, requireArea } from '../../server/admin/admin-api.server';
import { checkForm, outcome, readAdminForm } from '../../server/admin/admin-forms.server';
import { menuItemForm } from '../../server/admin/content-forms.server';

/**
 * /admin/menus (issue 37, area `conteudo`): the header's main menu and the footer's links — add, rename, move, remove
 * first-level items; the active categories no item links to are offered with one button each.
 */
export const meta = () => [{ title: 'Menus · Painel da loja' }];

const NAMES: Record<AdminMenu['slug'], string> = { menuPrincipal: 'Menu principal', 'links-rodape': 'Links do rodapé' };

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, 'conteudo');
  const menus = await Promise.all(
    editableMenus.map(async (slug) => must(await adminApi(request, bo.menu, { params: { slug } }))),
  );
  return { menus };
}

const slugOf = (form: FormData): AdminMenu['slug'] =>
  field(form, 'menu') === 'menuPrincipal' ? 'menuPrincipal' : 'links-rodape';

export async function action({ request }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const slug = slugOf(form);
  const id = Number(field(form, 'id'));
  switch (field(form, 'intent')) {
    case 'incluir': {
      const alvo = `incluir:${slug}`;
      const checked = checkForm(form, menuItemForm, alvo);
      if ('refused' in checked) return checked.refused;
      const result = await adminApi(request, bo.menuAdd, { params: { slug }, body: checked.value });
      return outcome(result, 'Item incluído no menu.', { ...checked, alvo });
    }
    case 'categoria': {
      const body = { label: field(form, 'label'), link: field(form, 'link') };
      return outcome(await adminApi(request, bo.menuAdd, { params: { slug }, body }), 'Categoria incluída no menu.');
    }
    case 'alterar': {
      const alvo = `alterar:${id}`;
      const checked = checkForm(form, menuItemForm, alvo);
      if ('refused' in checked) return checked.refused;
      const result = await adminApi(request, bo.menuEdit, { params: { slug, id }, body: checked.value });
      return outcome(result, 'Item alterado.', { ...checked, alvo });
    }
    case 'subir':
    case 'descer': {
      const direcao = field(form, 'intent') === 'subir' ? 'subir' : 'descer';
      return outcome(await adminApi(request, bo.menuMove, { params: { slug, id }, body: { direcao } }), 'Ordem salva.');
    }
    default:
      return outcome(await adminApi(request, bo.menuRemove, { params: { slug, id } }), 'Item removido do menu.');
  }
}

export default function Menus() {
  const { menus } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminPage title="Menus da loja">
      <AnswerNotices answer={answer} />
      {menus.map((menu) => {
        const add = formState(answer, `incluir:${menu.slug}`);
        return (
          <section key={menu.slug} className="mb-8" aria-labelledby={`menu-${menu.slug}`}>
            <h2 id={`menu-${menu.slug}`} className="mb-2 text-xl font-bold">
              {NAMES[menu.slug]}
            </h2>
            <ol className="mb-4 flex flex-col gap-3">
              {menu.itens.map((item, i) => {
                const edit = formState(answer, `alterar:${item.id}`);
                return (
                  <li key={item.id} className="rounded border border-gray-300 bg-white p-3">
                    <Form method="post" noValidate className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="menu" value={menu.slug} />
                      <input type="hidden" name="id" value={item.id} />
                      <Field label={`Texto do item ${i + 1}`} required {...edit.field('label', item.label)} />
                      <Field label={`Link do item ${i + 1}`} required {...edit.field('link', item.link)} />
                      <SubmitButton name="intent" value="alterar">
                        Salvar item {i + 1}
                      </SubmitButton>
                      {i > 0 ? (
                        <SubmitButton name="intent" value="subir" look="secondary">
                          Subir {item.label}
                        </SubmitButton>
                      ) : null}
                      {i < menu.itens.length - 1 ? (
                        <SubmitButton name="intent" value="descer" look="secondary">
                          Descer {item.label}
                        </SubmitButton>
                      ) : null}
                      <SubmitButton name="intent" value="remover" look="secondary">
                        Remover {item.label}
                      </SubmitButton>
                    </Form>
                  </li>
                );
              })}
            </ol>
            <Form method="post" noValidate className="mb-4 flex flex-wrap items-end gap-2">
              <input type="hidden" name="menu" value={menu.slug} />
              <Field label={`Texto do novo item (${NAMES[menu.slug]})`} required {...add.field('label')} />
              <Field
                label={`Link do novo item (${NAMES[menu.slug]}): /caminho ou https://`}
                required
                {...add.field('link')}
              />
              <SubmitButton name="intent" value="incluir">
                Incluir item
              </SubmitButton>
            </Form>
            {menu.categoriasFora.length > 0 ? (
              <>
                <h3 className="mb-2 font-bold">Categorias fora deste menu</h3>
                <ul className="flex flex-wrap gap-2">
                  {menu.categoriasFora.map((c) => (
                    <li key={c.id}>
                      <Form method="post">
                        <input type="hidden" name="menu" value={menu.slug} />
                        <input type="hidden" name="label" value={c.nome} />
                        <input type="hidden" name="link" value={c.link} />
                        <SubmitButton name="intent" value="categoria" look="secondary">
                          Incluir {c.nome} em {NAMES[menu.slug]}
                        </SubmitButton>
                      </Form>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        );
      })}
    </AdminPage>
  );
}
