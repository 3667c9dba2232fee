import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { inboxStatuses, type InboxItem, type InboxKind, type InboxStatus } from '@vitrine/contract';
import type { Route } from './+types/item';
import { AdminPage, Button, Notice, Select } from '../../components/admin/admin-ui';
import { DETAIL_LABELS, detailText, KIND_LABELS, STATUS_LABELS } from '../../lib/admin/labels';
import { storeDateTime } from '../../lib/store-date';
import { adminApi, bo, field, must, outcome } from '../../server/admin/admin-api.server';

/**
 * /admin/caixa/:tipo/:id (issue 27): one received item — its details, status and internal note; a question is
 * answered and published in one step; a review or store rating is approved or rejected.
 */
export const meta = () => [{ title: 'Item · Back office' }];

const keyOf = (params: Route.LoaderArgs['params']) => ({ tipo: params.tipo as InboxKind, id: params.id });

export async function loader({ request, params }: Route.LoaderArgs) {
  return must(await adminApi(request, bo.inboxItem, { params: keyOf(params) }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const key = keyOf(params);
  switch (field(form, 'intent')) {
    case 'responder': {
      const body = { resposta: field(form, 'resposta') };
      const result = await adminApi(request, bo.answer, { params: { id: Number(key.id) }, body });
      return outcome(result, 'Resposta publicada e enviada por e-mail.');
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
      const body = { status: field(form, 'status') as InboxStatus, nota: field(form, 'nota') };
      return outcome(await adminApi(request, bo.inboxStatus, { params: key, body }), 'Status e nota salvos.');
    }
  }
}

function Details({ item }: { item: InboxItem }) {
  const entries = Object.entries(item.detalhes).filter(([name]) => name !== 'link' && DETAIL_LABELS[name]);
  return (
    <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded border border-gray-300 bg-white p-3">
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
  return (
    <AdminPage title={`${KIND_LABELS[item.tipo]}: ${item.assunto}`}>
      <Notice kind="ok">{answer?.ok}</Notice>
      <Notice kind="erro">{answer?.erro}</Notice>
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
        <Form method="post" className="mb-6 flex flex-col gap-2">
          <label className="flex flex-col gap-1 font-semibold" htmlFor="resposta">
            Resposta (aparece sob a pergunta na página do produto e vai por e-mail a quem perguntou)
          </label>
          <textarea
            id="resposta"
            name="resposta"
            required
            rows={4}
            className="rounded border border-gray-400 bg-white p-2"
            defaultValue={typeof item.detalhes.resposta === 'string' ? item.detalhes.resposta : ''}
          />
          <div>
            <Button name="intent" value="responder">
              Responder e publicar
            </Button>
          </div>
        </Form>
      ) : null}
      {moderated ? (
        <Form method="post" className="mb-6 flex flex-wrap gap-2">
          <Button name="intent" value="aprovar">
            Aprovar
          </Button>
          <Button name="intent" value="rejeitar" secondary>
            Rejeitar
          </Button>
        </Form>
      ) : null}
      <Form method="post" className="flex max-w-xl flex-col gap-3">
        <h2 className="text-lg font-bold">Status e nota interna</h2>
        <Select
          label="Status"
          name="status"
          defaultValue={item.status}
          options={inboxStatuses.map((s) => [s, STATUS_LABELS[s]] as const)}
        />
        <label className="flex flex-col gap-1 text-sm font-semibold" htmlFor="nota">
          Nota interna (só a equipe vê)
        </label>
        <textarea
          id="nota"
          name="nota"
          rows={3}
          className="rounded border border-gray-400 bg-white p-2"
          defaultValue={item.nota}
        />
        <div>
          <Button name="intent" value="status">
            Salvar status e nota
          </Button>
        </div>
      </Form>
    </AdminPage>
  );
}
