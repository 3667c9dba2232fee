import { useActionData, useLoaderData } from 'react-router';
import { Form, Link } from '../../components/ui/router-link';
import { inboxStatuses, type InboxItem, type InboxKind } from '@vitrine/contract';
import type { Route } from './+types/item';
import { AnswerNotices, AdminPage } from '../../components/admin/admin-ui';
import { SelectField, SubmitButton, TextAreaField } from '../../components/forms/field';
import { formState } from '../../lib/admin/admin-answer';
import { DETAIL_LABELS, detailText, KIND_LABELS, STATUS_LABELS } from '../../lib/admin/labels';
import { storeDateTime } from '../../lib/store-date';
import { adminApi, bo, field, must } from '../../server/admin/admin-api.server';
import { checkForm, outcome, readAdminForm } from '../../server/admin/admin-forms.server';
import { answerForm, statusForm } from '../../server/admin/form-schemas.server';

/**
 * /admin/caixa/:tipo/:id (issue 27): one received item — its details, status and internal note; a question is
 * answered and published in one step; a review or store rating is approved or rejected.
 */
export const meta = () => [{ title: 'Item · Painel da loja' }];

const keyOf = (params: Route.LoaderArgs['params']) => ({ tipo: params.tipo as InboxKind, id: params.id });

export async function loader({ request, params }: Route.LoaderArgs) {
  return must(await adminApi(request, bo.inboxItem, { params: keyOf(params) }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const key = keyOf(params);
  switch (field(form, 'intent')) {
    case 'responder': {
      const checked = checkForm(form, answerForm, 'responder');
      if ('refused' in checked) return checked.refused;
      const result = await adminApi(request, bo.answer, { params: { id: Number(key.id) }, body: checked.value });
      return outcome(result, 'Resposta publicada e enviada por e-mail.', { ...checked, alvo: 'responder' });
    }
    case 'aprovar':
    case 'rejeitar': {
      const decisao = field(form, 'intent') as 'aprovar' | 'rejeitar';
      const result = await adminApi(request, bo.moderate, { params: key, body: { decisao } });
      return outcome(
        result,
        decisao === 'aprovar' ? 'Avaliação aprovada: já aparece na loja.' : 'Avaliação rejeitada.',
      );
    }
    default: {
      const checked = checkForm(form, statusForm, 'status');
      if ('refused' in checked) return checked.refused;
      const result = await adminApi(request, bo.inboxStatus, { params: key, body: checked.value });
      return outcome(result, 'Status e nota salvos.', { ...checked, alvo: 'status' });
    }
  }
}

function Details({ item }: { item: InboxItem }) {
  const entries = Object.entries(item.detalhes).filter(([name]) => name !== 'link' && DETAIL_LABELS[name]);
  return (
    <dl className="mb-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded border border-gray-300 bg-white p-3 [overflow-wrap:anywhere]">
      <dt className="font-semibold">Recebido em</dt>
      <dd>{storeDateTime(item.criadoEm)}</dd>
      <dt className="font-semibold">Nome</dt>
      <dd>{item.nome || '—'}</dd>
      <dt className="font-semibold">E-mail</dt>
      <dd>{item.email || '—'}</dd>
      {entries.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-semibold">{DETAIL_LABELS[name]}</dt>
          <dd>{name.endsWith('Em') && typeof value === 'string' ? storeDateTime(value) : detailText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function Item() {
  const item = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const link = typeof item.detalhes.link === 'string' ? item.detalhes.link : null;
  const moderated = item.tipo === 'avaliacao' || item.tipo === 'avaliacaoLoja';
  const reply = formState(answer, 'responder');
  const status = formState(answer, 'status');
  return (
    <AdminPage title={`${KIND_LABELS[item.tipo]}: ${item.assunto}`}>
      <AnswerNotices answer={answer} />
      <p className="mb-4">
        <Link className="font-semibold text-brand-800 underline" to="/admin/caixa">
          Voltar à caixa de entrada
        </Link>
        {link ? (
          <>
            {' · '}
            <a className="font-semibold text-brand-800 underline" href={link} target="_blank" rel="noreferrer">
              {item.tipo === 'orcamento' ? 'Orçamento para impressão' : 'Ver na loja'}
            </a>
          </>
        ) : null}
      </p>
      <Details item={item} />
      {item.mensagem ? (
        <section className="mb-4">
          <h2 className="mb-1 text-lg font-bold">Mensagem</h2>
          <p className="whitespace-pre-wrap rounded border border-gray-300 bg-white p-3">{item.mensagem}</p>
        </section>
      ) : null}
      {item.tipo === 'pergunta' ? (
        <Form method="post" noValidate className="mb-6 flex flex-col gap-2">
          <TextAreaField
            label="Resposta (aparece sob a pergunta na página do produto e vai por e-mail a quem perguntou)"
            name="resposta"
            required
            rows={4}
            defaultValue={reply.value(
              'resposta',
              typeof item.detalhes.resposta === 'string' ? item.detalhes.resposta : '',
            )}
            message={reply.message('resposta')}
          />
          <div>
            <SubmitButton name="intent" value="responder">
              Responder e publicar
            </SubmitButton>
          </div>
        </Form>
      ) : null}
      {moderated ? (
        <Form method="post" className="mb-6 flex flex-wrap gap-2">
          <SubmitButton name="intent" value="aprovar">
            Aprovar
          </SubmitButton>
          <SubmitButton name="intent" value="rejeitar" look="secondary">
            Rejeitar
          </SubmitButton>
        </Form>
      ) : null}
      <Form method="post" noValidate className="flex max-w-xl flex-col gap-3">
        <h2 className="text-lg font-bold">Status e nota interna</h2>
        <SelectField
          label="Status"
          name="status"
          defaultValue={status.value('status', item.status)}
          options={inboxStatuses.map((s) => [s, STATUS_LABELS[s]] as const)}
          message={status.message('status')}
        />
        <TextAreaField
          label="Nota interna (só a equipe vê)"
          name="nota"
          defaultValue={status.value('nota', item.nota)}
          message={status.message('nota')}
        />
        <div>
          <SubmitButton name="intent" value="status">
            Salvar status e nota
          </SubmitButton>
        </div>
      </Form>
    </AdminPage>
  );
}
