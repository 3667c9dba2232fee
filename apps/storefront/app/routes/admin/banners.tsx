import { bannerSlots, BANNER_SLOT_LABELS, type AdminBanner } from '@vitrine/contract';
import { photoSources } from '@vitrine/contract/photos';
import { useActionData, useLoaderData } from 'react-router';
import { Form } from '../../components/ui/router-link';
import type { Route } from './+types/banners';
import { AnswerNotices, AdminPage, TableBox } from '../../components/admin/admin-ui';
import { Field, SelectField } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { formState, type AdminAnswer } from '../../lib/admin/admin-answer';
import { adminApi, bo, field, must, requireArea } from '../../server/admin/admin-api.server';
import { checkForm, outcome, readAdminForm } from '../../server/admin/admin-forms.server';
import { bannerForm } from '../../server/admin/content-forms.server';
import { uploadImages } from '../../server/admin/photos.server';

/**
 * /admin/banners (issue 37, area `conteudo`): the banners of every slot the shop draws — listed by slot, one edited
 * (`?id=`) or a new one; title, subtitle, link, alternative text, start and end (the store's clock), order, active and
 * a picture sent through the photo pipeline (phones get a phone size). The shop shows a banner only inside its dates.
 */
export const meta = () => [{ title: 'Banners · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, 'conteudo');
  const { banners } = await must(await adminApi(request, bo.banners));
  const search = new URL(request.url).searchParams;
  const id = Number(search.get('id'));
  const slot = search.get('espaco');
  return {
    banners,
    atual: banners.find((b) => b.id === id) ?? null,
    espaco: bannerSlots.find((s) => s === slot) ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireArea(request, 'conteudo');
  const form = await readAdminForm(request);
  const id = Number(field(form, 'id'));
  if (field(form, 'intent') === 'remover' && id) {
    return outcome(await adminApi(request, bo.bannerRemove, { params: { id } }), 'Banner removido da loja.');
  }
  const alvo = id ? `banner:${id}` : 'novo';
  const checked = checkForm(form, bannerForm, alvo);
  if ('refused' in checked) return checked.refused;
  let imagem = '';
  const file = form.get('arquivo');
  if (file instanceof File && file.size > 0) {
    const sent = await uploadImages(request, [file]);
    if ('erro' in sent) return { ok: null, erro: sent.erro, alvo, result: null } satisfies AdminAnswer;
    imagem = sent.urls[0] ?? '';
  }
  const body = { ...checked.value, imagem };
  const result = id
    ? await adminApi(request, bo.bannerSave, { params: { id }, body })
    : await adminApi(request, bo.bannerCreate, { body });
  const live = result.ok && result.data.noAr;
  return outcome(
    result,
    live ? 'Banner salvo: já aparece na loja.' : 'Banner salvo, fora do ar agora (datas ou ativo).',
    {
      ...checked,
      alvo,
    },
  );
}

const YES_NO = [
  ['sim', 'Sim'],
  ['nao', 'Não'],
] as const;
const SLOT_OPTIONS = bannerSlots.map((s) => [s, BANNER_SLOT_LABELS[s]] as const);

/** The picture's small size for the list (an uploaded photo at its phone width, a drawn banner as it is). */
function Thumb({ banner }: { banner: AdminBanner }) {
  const src = banner.imagemMobile ?? banner.imagem;
  return (
    <img
      src={src}
      {...photoSources(src, 'bannerMobile', '160px')}
      alt=""
      width={160}
      height={60}
      loading="lazy"
      className="h-15 w-40 rounded bg-gray-100 object-cover"
    />
  );
}

export default function Banners() {
  const { banners, atual, espaco } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const form = formState(answer, atual ? `banner:${atual.id}` : 'novo');
  const slots = bannerSlots.filter((s) => banners.some((b) => b.slot === s));
  return (
    <AdminPage title="Banners">
      <AnswerNotices answer={answer} />
      <p className="mb-4">
        Também nesta área:{' '}
        <a className="font-semibold text-brand-800 underline" href="/admin/popup">
          pop-up da home
        </a>
        ,{' '}
        <a className="font-semibold text-brand-800 underline" href="/admin/emails-textos">
          textos dos e-mails
        </a>
        .
      </p>
      <p className="mb-4">
        <a className="font-semibold text-brand-800 underline" href="#banner-form">
          {atual ? `Editar: ${atual.titulo}` : 'Novo banner'}
        </a>
      </p>
      {slots.map((slot) => (
        <section key={slot} aria-labelledby={`espaco-${slot}`} className="mb-6">
          <h2 id={`espaco-${slot}`} className="mb-2 text-lg font-bold">
            {BANNER_SLOT_LABELS[slot]}
          </h2>
          <TableBox label={`Banners: ${BANNER_SLOT_LABELS[slot]}`}>
            <thead>
              <tr>
                <th scope="col">Imagem</th>
                <th scope="col">Título</th>
                <th scope="col">Período</th>
                <th scope="col">Ordem</th>
                <th scope="col">Na loja</th>
              </tr>
            </thead>
            <tbody>
              {banners
                .filter((b) => b.slot === slot)
                .map((b) => (
                  <tr key={b.id}>
                    <td>
                      <Thumb banner={b} />
                    </td>
                    <td>
                      <a
                        className="font-semibold text-brand-800 underline"
                        href={`/admin/banners?id=${b.id}#banner-form`}
                      >
                        {b.titulo}
                      </a>
                      {b.subtitulo ? <span className="block text-sm">{b.subtitulo}</span> : null}
                    </td>
                    <td>
                      {b.dataInicial.replace('T', ' ')} → {b.dataFinal ? b.dataFinal.replace('T', ' ') : 'sem fim'}
                    </td>
                    <td>{b.posicao}</td>
                    <td>{b.noAr ? 'Sim' : b.ativo ? 'Não (fora das datas)' : 'Não (inativo)'}</td>
                  </tr>
                ))}
            </tbody>
          </TableBox>
        </section>
      ))}
      <h2 id="banner-form" className="mb-2 mt-6 text-xl font-bold">
        {atual ? `Editar: ${atual.titulo}` : 'Novo banner'}
      </h2>
      {atual ? (
        <p className="mb-2">
          <a className="font-semibold text-brand-800 underline" href="/admin/banners#banner-form">
            Criar outro banner
          </a>
        </p>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="flex max-w-3xl flex-col gap-3"
        key={atual?.id ?? 'novo'}
      >
        {atual ? <input type="hidden" name="id" value={atual.id} /> : null}
        <SelectField
          label="Espaço"
          options={SLOT_OPTIONS}
          {...form.field('slot', atual?.slot ?? espaco ?? 'banner-principal-home')}
        />
        <Field label="Título" required {...form.field('titulo', atual?.titulo)} />
        <Field label="Subtítulo" {...form.field('subtitulo', atual?.subtitulo)} />
        <Field
          label="Texto alternativo (o que a imagem mostra, para quem não a vê)"
          required
          {...form.field('alt', atual?.alt)}
        />
        <Field label="Link (/caminho-da-loja ou https://…; vazio: sem link)" {...form.field('link', atual?.link)} />
        {atual ? (
          <div>
            <p className="text-sm font-semibold">Imagem atual</p>
            <Thumb banner={atual} />
          </div>
        ) : null}
        <Field
          label={
            atual
              ? 'Trocar a imagem (JPEG, PNG, WebP ou AVIF, até 20 MB; vazio: mantém a atual)'
              : 'Imagem (JPEG, PNG, WebP ou AVIF, até 20 MB; 1920 px de largura ou mais)'
          }
          type="file"
          name="arquivo"
          accept="image/jpeg,image/png,image/webp,image/avif"
          required={!atual}
          message={form.message('imagem')}
        />
        <div className="grid gap-3 md:grid-cols-2">
          <Field
            label="Início (horário de Brasília)"
            type="datetime-local"
            required
            {...form.field('dataInicial', atual?.dataInicial)}
          />
          <Field label="Fim (vazio: sem fim)" type="datetime-local" {...form.field('dataFinal', atual?.dataFinal)} />
          <Field
            label="Ordem no espaço (0 primeiro)"
            type="number"
            min={0}
            max={999}
            {...form.field('posicao', String(atual?.posicao ?? 0))}
          />
          <SelectField
            label="Ativo"
            options={YES_NO}
            {...form.field('ativo', atual ? (atual.ativo ? 'sim' : 'nao') : 'sim')}
          />
        </div>
        <div>
          <SubmitButton>Salvar banner</SubmitButton>
        </div>
      </Form>
      {atual ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="id" value={atual.id} />
          <SubmitButton name="intent" value="remover" look="secondary">
            Remover o banner “{atual.titulo}”
          </SubmitButton>
        </Form>
      ) : null}
    </AdminPage>
  );
}
