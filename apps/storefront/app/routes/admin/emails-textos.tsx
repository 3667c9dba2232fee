import { emailTextKeys, type EmailTextKey } from '@vitrine/contract';
import { useActionData, useLoaderData } from 'react-router';
import { Form } from '../../components/ui/router-link';
import type { Route } from './+types/emails-textos';
import { AnswerNotices, AdminPage } from '../../components/admin/admin-ui';
import { Field, TextAreaField } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { formState, type AdminAnswer } from '../../lib/admin/admin-answer';
import { adminApi, bo, field, must, requireArea } from '../../server/admin/admin-api.server';
import { checkForm, outcome, readAdminForm } from '../../server/admin/admin-forms.server';
import { emailTextForm } from '../../server/admin/content-forms.server';

/**
 * /admin/emails-textos (issue 37, area `conteudo`): the subject and opening paragraph of each e-mail to shoppers,
 * with the placeholders it allows, a preview with example data (the e-mail itself, text and HTML) and "Restaurar o
 * padrão". An unknown placeholder is refused in Portuguese beside its field.
 */
export const meta = () => [{ title: 'Textos dos e-mails · Painel da loja' }];

const keyOf = (value: string | null): EmailTextKey => emailTextKeys.find((k) => k === value) ?? emailTextKeys[0];

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, 'conteudo');
  const { emails } = await must(await adminApi(request, bo.emailTexts));
  const chave = keyOf(new URL(request.url).searchParams.get('chave'));
  return { emails, atual: emails.find((e) => e.chave === chave) ?? emails[0]! };
}

type PreviewAnswer = AdminAnswer & { previa?: { assunto: string; corpo: string; html: string } };

export async function action({ request }: Route.ActionArgs) {
  await requireArea(request, 'conteudo');
  const form = await readAdminForm(request);
  const chave = keyOf(field(form, 'chave'));
  const intent = field(form, 'intent');
  if (intent === 'padrao') {
    const result = await adminApi(request, bo.emailTextSave, {
      params: { chave },
      body: { assunto: '', introducao: '' },
    });
    return outcome(result, 'Texto padrão restaurado.');
  }
  const checked = checkForm(form, emailTextForm, chave);
  if ('refused' in checked) return checked.refused;
  if (intent === 'previa') {
    const result = await adminApi(request, bo.emailTextPreview, { params: { chave }, body: checked.value });
    const answer = await outcome(result, 'Prévia com o texto digitado (ainda não salvo).', { ...checked, alvo: chave });
    return (result.ok ? { ...answer, previa: result.data } : answer) satisfies PreviewAnswer;
  }
  const result = await adminApi(request, bo.emailTextSave, { params: { chave }, body: checked.value });
  return outcome(result, 'Texto salvo: os próximos e-mails já saem com ele.', { ...checked, alvo: chave });
}

export default function EmailTexts() {
  const { emails, atual } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as PreviewAnswer | undefined;
  const form = formState(answer, atual.chave);
  const previa = answer?.previa ?? atual.previa;
  return (
    <AdminPage title="Textos dos e-mails">
      <AnswerNotices answer={answer} />
      <nav aria-label="E-mails da loja" className="mb-4">
        <ul className="flex flex-col gap-1">
          {emails.map((e) => (
            <li key={e.chave}>
              <a
                className="font-semibold text-brand-800 underline"
                href={`/admin/emails-textos?chave=${e.chave}`}
                aria-current={e.chave === atual.chave ? 'page' : undefined}
              >
                {e.rotulo}
              </a>
              {e.assunto || e.introducao ? ' (texto da loja)' : ' (padrão)'}
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mb-2 text-xl font-bold">{atual.rotulo}</h2>
      <p className="mb-1">Marcadores que este e-mail aceita:</p>
      <ul className="mb-3 list-disc pl-5">
        {atual.marcadores.map((m) => (
          <li key={m.nome}>
            <code>{`{${m.nome}}`}</code>: {m.descricao}
          </li>
        ))}
      </ul>
      <p className="mb-3 text-sm">
        A saudação (“Olá, Ana.”) e os dados do pedido continuam no e-mail; aqui se escreve o assunto e o parágrafo de
        abertura. Campo vazio: o texto padrão.
      </p>
      <Form method="post" noValidate className="flex max-w-3xl flex-col gap-3" key={atual.chave}>
        <input type="hidden" name="chave" value={atual.chave} />
        <Field label="Assunto" hint={`Padrão: ${atual.padrao.assunto}`} {...form.field('assunto', atual.assunto)} />
        <TextAreaField
          label="Texto de abertura"
          hint={`Padrão: ${atual.padrao.introducao}`}
          rows={4}
          {...form.field('introducao', atual.introducao)}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton name="intent" value="salvar">
            Salvar texto
          </SubmitButton>
          <SubmitButton name="intent" value="previa" look="secondary">
            Pré-visualizar
          </SubmitButton>
          <SubmitButton name="intent" value="padrao" look="secondary">
            Restaurar o padrão
          </SubmitButton>
        </div>
      </Form>
      <section aria-labelledby="previa-titulo" className="mt-6 max-w-3xl" data-testid="email-preview">
        <h2 id="previa-titulo" className="mb-2 text-lg font-bold">
          Prévia (dados de exemplo)
        </h2>
        <p className="mb-2">
          <strong>Assunto:</strong> {previa.assunto}
        </p>
        <pre className="mb-3 whitespace-pre-wrap [overflow-wrap:anywhere] rounded border border-gray-300 bg-white p-3 text-sm">
          {previa.corpo}
        </pre>
      </section>
    </AdminPage>
  );
}
