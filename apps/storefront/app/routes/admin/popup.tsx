import { useActionData, useLoaderData } from 'react-router';
import { Form } from '../../components/ui/router-link';
import type { Route } from './+types/popup';
import { AnswerNotices, AdminPage } from '../../components/admin/admin-ui';
import { CheckField, Field, SelectField, TextAreaField } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { formState, type AdminAnswer } from '../../lib/admin/admin-answer';
import { adminApi, bo, must, requireArea } from '../../server/admin/admin-api.server';
import { checkForm, outcome, readAdminForm } from '../../server/admin/admin-forms.server';
import { popupForm } from '../../server/admin/content-forms.server';
import { uploadImages } from '../../server/admin/photos.server';

/**
 * /admin/popup (issue 37, area `conteudo`): the home's newsletter coupon pop-up (T§2) — active, title, text, picture,
 * coupon and dates. The shop draws it from these fields (shown once per visitor, closed 3 s after a sign-up, T§4);
 * its coupon is what the pop-up's sign-up e-mail sends.
 */
export const meta = () => [{ title: 'Pop-up da home · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, 'conteudo');
  return must(await adminApi(request, bo.popup));
}

export async function action({ request }: Route.ActionArgs) {
  await requireArea(request, 'conteudo');
  const form = await readAdminForm(request);
  const checked = checkForm(form, popupForm, 'popup');
  if ('refused' in checked) return checked.refused;
  let imagem = '';
  const file = form.get('arquivo');
  if (file instanceof File && file.size > 0) {
    const sent = await uploadImages(request, [file]);
    if ('erro' in sent) return { ok: null, erro: sent.erro, alvo: 'popup', result: null } satisfies AdminAnswer;
    imagem = sent.urls[0] ?? '';
  }
  const result = await adminApi(request, bo.popupSave, { body: { ...checked.value, imagem } });
  const live = result.ok && result.data.noAr;
  return outcome(
    result,
    live ? 'Pop-up salvo: já aparece na home.' : 'Pop-up salvo, fora do ar agora (datas ou ativo).',
    {
      ...checked,
      alvo: 'popup',
    },
  );
}

const YES_NO = [
  ['sim', 'Sim'],
  ['nao', 'Não'],
] as const;

export default function PopupPage() {
  const popup = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const form = formState(answer, 'popup');
  return (
    <AdminPage title="Pop-up da home">
      <AnswerNotices answer={answer} />
      <p className="mb-4">
        {popup.noAr
          ? 'No ar: visitantes veem o pop-up uma vez, ao abrir a home.'
          : 'Fora do ar agora: inativo ou fora das datas.'}{' '}
        <a className="font-semibold text-brand-800 underline" href="/admin/banners">
          Banners
        </a>
      </p>
      <Form method="post" encType="multipart/form-data" noValidate className="flex max-w-3xl flex-col gap-3">
        <SelectField label="Ativo" options={YES_NO} {...form.field('ativo', popup.ativo ? 'sim' : 'nao')} />
        <Field label="Título" required {...form.field('titulo', popup.titulo)} />
        <TextAreaField
          label="Texto (uma linha em branco separa parágrafos)"
          rows={5}
          {...form.field('texto', popup.texto)}
        />
        <Field label="Cupom oferecido (letras e números; vazio: sem cupom)" {...form.field('cupom', popup.cupom)} />
        {popup.imagem ? (
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold">Imagem atual</p>
            <img src={popup.imagem} alt="" width={160} height={90} className="h-auto w-40 rounded" loading="lazy" />
            <CheckField label="Tirar a imagem" type="checkbox" name="semImagem" value="sim" />
          </div>
        ) : null}
        <Field
          label="Imagem (JPEG, PNG, WebP ou AVIF, até 20 MB; vazio: mantém a atual)"
          type="file"
          name="arquivo"
          accept="image/jpeg,image/png,image/webp,image/avif"
        />
        <div className="grid gap-3 md:grid-cols-2">
          <Field
            label="Início (horário de Brasília; vazio: já)"
            type="datetime-local"
            {...form.field('dataInicial', popup.dataInicial)}
          />
          <Field label="Fim (vazio: sem fim)" type="datetime-local" {...form.field('dataFinal', popup.dataFinal)} />
        </div>
        <div>
          <SubmitButton>Salvar pop-up</SubmitButton>
        </div>
      </Form>
    </AdminPage>
  );
}
