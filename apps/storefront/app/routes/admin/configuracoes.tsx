import { useActionData, useLoaderData } from 'react-router';
import { Form } from '../../components/ui/router-link';
import type { Route } from './+types/configuracoes';
import { AnswerNotices, AdminPage } from '../../components/admin/admin-ui';
import { Field } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { formState } from '../../lib/admin/admin-answer';
import { adminApi, bo, must, requireArea } from '../../server/admin/admin-api.server';
import { checkForm, outcome, readAdminForm } from '../../server/admin/admin-forms.server';
import { settingsForm } from '../../server/admin/content-forms.server';

/**
 * /admin/configuracoes (issue 37, area `conteudo`): what the shop shows of the store — name, contact, address, hours,
 * WhatsApp, social links, legal line, GTM id — and the public address the e-mails link to (PUBLIC_URL when the
 * server has it, shown here read-only). Saved, it shows in the shop on the next page of every process.
 */
export const meta = () => [{ title: 'Configurações da loja · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, 'conteudo');
  return must(await adminApi(request, bo.storeSettings));
}

export async function action({ request }: Route.ActionArgs) {
  const checked = checkForm(await readAdminForm(request), settingsForm, 'salvar');
  if ('refused' in checked) return checked.refused;
  const result = await adminApi(request, bo.storeSettingsSave, { body: checked.value });
  return outcome(result, 'Configurações salvas: a loja já mostra os novos dados.', { ...checked, alvo: 'salvar' });
}

const GROUPS = [
  {
    legend: 'Identidade e contato',
    fields: [
      ['nomeDoSite', 'Nome da loja', 'text', 'organization'],
      ['telefone', 'Telefone (com DDD)', 'tel', 'tel'],
      ['whatsapp', 'WhatsApp (só dígitos, com 55 e DDD)', 'text', 'off'],
      ['email', 'E-mail da loja (recebe os formulários e envia os e-mails)', 'email', 'email'],
      ['atendimento', 'Horário de atendimento', 'text', 'off'],
    ],
  },
  {
    legend: 'Endereço e dados legais',
    fields: [
      ['razaoSocial', 'Razão social', 'text', 'off'],
      ['cnpj', 'CNPJ', 'text', 'off'],
      ['endereco', 'Endereço', 'text', 'street-address'],
      ['cep', 'CEP', 'text', 'postal-code'],
    ],
  },
  {
    legend: 'Redes sociais (endereços https://)',
    fields: [
      ['facebook', 'Facebook', 'url', 'url'],
      ['instagram', 'Instagram', 'url', 'url'],
      ['youtube', 'YouTube', 'url', 'url'],
      ['linkedin', 'LinkedIn', 'url', 'url'],
    ],
  },
  {
    legend: 'Medição',
    fields: [['gtm', 'Google Tag Manager (GTM-XXXX; vazio: sem GTM)', 'text', 'off']],
  },
] as const;

export default function StoreSettingsPage() {
  const { campos, publicUrlServidor } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const form = formState(answer, 'salvar');
  return (
    <AdminPage title="Configurações da loja">
      <AnswerNotices answer={answer} />
      <p className="mb-4">
        Também nesta área:{' '}
        <a className="font-semibold text-brand-800 underline" href="/admin/menus">
          menus
        </a>
        ,{' '}
        <a className="font-semibold text-brand-800 underline" href="/admin/paginas">
          páginas
        </a>
        ,{' '}
        <a className="font-semibold text-brand-800 underline" href="/admin/banners">
          banners
        </a>
        ,{' '}
        <a className="font-semibold text-brand-800 underline" href="/admin/popup">
          pop-up da home
        </a>
        ,{' '}
        <a className="font-semibold text-brand-800 underline" href="/admin/emails-textos">
          textos dos e-mails
        </a>
        .
      </p>
      <Form method="post" noValidate className="flex max-w-3xl flex-col gap-6">
        {GROUPS.map((group) => (
          <fieldset
            key={group.legend}
            className="grid gap-3 rounded border border-gray-300 bg-white p-4 md:grid-cols-2"
          >
            <legend className="px-1 text-lg font-bold">{group.legend}</legend>
            {group.fields.map(([name, label, type, autoComplete]) => (
              <Field
                key={name}
                label={label}
                type={type}
                autoComplete={autoComplete}
                required={name === 'nomeDoSite' || name === 'email'}
                {...form.field(name, campos[name])}
              />
            ))}
          </fieldset>
        ))}
        <fieldset className="flex flex-col gap-3 rounded border border-gray-300 bg-white p-4">
          <legend className="px-1 text-lg font-bold">Endereço público da loja</legend>
          {publicUrlServidor ? (
            <>
              <p>
                Endereço em uso nos e-mails: <strong>{publicUrlServidor}</strong>
              </p>
              <p className="text-sm">
                Definido pela variável PUBLIC_URL do servidor, que prevalece sobre esta tela. Para mudá-lo, altere
                PUBLIC_URL e reinicie a loja.
              </p>
              <input type="hidden" name="url" value={campos.url} />
            </>
          ) : (
            <>
              <Field
                label="Endereço público (https://seudominio.com.br)"
                type="url"
                {...form.field('url', campos.url)}
              />
              <p className="text-sm">
                Os links dos e-mails (orçamentos, avisos de chegada, respostas) apontam para este endereço. Com a
                variável PUBLIC_URL definida no servidor, vale a dela.
              </p>
            </>
          )}
        </fieldset>
        <div>
          <SubmitButton>Salvar configurações</SubmitButton>
        </div>
      </Form>
    </AdminPage>
  );
}
