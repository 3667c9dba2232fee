import { useActionData, useLoaderData } from 'react-router';
import { Form, Link } from '../../components/ui/router-link';
import { inboxStatuses, quoteKinds, type InboxItem, type InboxKind, type QuoteKind } from '@vitrine/contract';
import type { Route } from './+types/item';
import { AnswerNotices, AdminPage } from '../../components/admin/admin-ui';
import { SelectField, TextAreaField } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { QuotePanel } from '../../components/admin/quote-panel';
import { formState } from '../../lib/admin/admin-answer';
import { DETAIL_LABELS, detailValue, KIND_LABELS, STATUS_LABELS } from '../../lib/admin/labels';
import { clock } from '../../lib/clock';
import { storeDateTime } from '../../lib/store-date';
import { adminApi, bo, field, must } from '../../server/admin/admin-api.server';
import { checkForm, outcome, readAdminForm } from '../../server/admin/admin-forms.server';
import { answerForm, quoteAnswerForm, quoteStatusForm, statusForm } from '../../server/admin/form-schemas.server';

/**
 * /admin/caixa/:tipo/:id (issue 27): one received item — its details, status and internal note; a question is
 * answered and published in one step; a review or store rating is approved or rejected; a quote or 'Sob Consulta'
 * is answered with prices and moved through its statuses (issue 37).
 */
export const meta = () => [{ title: 'Item · Painel da loja' }];

const keyOf = (params: Route.LoaderArgs['params']) => ({ tipo: params.tipo as InboxKind, id: params.id });

const isQuote = (tipo: string): tipo is QuoteKind => (quoteKinds as readonly string[]).includes(tipo);

/** Tomorrow in the store's calendar (the first day a quote's validity may be), yyyy-mm-dd. */
function tomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(clock.now());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const key = keyOf(params);
  const item = await must(await adminApi(request, bo.inboxItem, { params: key }));
  const quote = isQuote(key.tipo)
    ? await must(await adminApi(request, bo.quoteWork, { params: { tipo: key.tipo, id: key.id } }))
    : null;
  return { item, quote, minValidade: tomorrow() };
}

/** What the team says after approving: a store rating whose author did not authorise publishing stays off the shop. */
function approvedText(item: InboxItem | null): string {
  if (item?.tipo === 'avaliacaoLoja' && item.detalhes.autorizaPublicar !== true) {
    return 'Avaliação aprovada. O cliente não autorizou publicar a mensagem: ela não aparece na loja.';
  }
  return 'Avaliação aprovada: já aparece na loja.';
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
        decisao === 'aprovar' ? approvedText(result.ok ? result.data : null) : 'Avaliação rejeitada.',
      );
    }
    case 'responder-orcamento': {
      if (!isQuote(key.tipo)) break;
      const checked = checkForm(form, quoteAnswerForm, 'orcamento');
      if ('refused' in checked) return checked.refused;
      const result = await adminApi(request, bo.quoteAnswer, {
        params: { tipo: key.tipo, id: key.id },
        body: checked.value,
      });
      return outcome(result, 'Resposta salva e enviada ao cliente por e-mail.', { ...checked, alvo: 'orcamento' });
    }
    case 'situacao': {
      if (!isQuote(key.tipo)) break;
      const checked = checkForm(form, quoteStatusForm, 'situacao');
      if ('refused' in checked) return checked.refused;
      const result = await adminApi(request, bo.quoteStatus, {
        params: { tipo: key.tipo, id: key.id },
        body: checked.value,
      });
      return outcome(result, 'Situação do orçamento atualizada.', { ...checked, alvo: 'situacao' });
    }
  }
  const checked = checkForm(form, statusForm, 'status');
  if ('refused' in checked) return checked.refused;
  const result = await adminApi(request, bo.inboxStatus, { params: key, body: checked.value });
  return outcome(result, 'Status e nota salvos.', { ...checked, alvo: 'status' });
}

function Details({ item }: { item: InboxItem }) {
  // In the labels' order (the API's JSON object keeps no order of its own).
  const order = Object.keys(DETAIL_LABELS);
  const entries = Object.entries(item.detalhes)
    .filter(([name]) => name !== 'link' && DETAIL_LABELS[name])
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
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
          <dd>{name.endsWith('Em') && typeof value === 'string' ? storeDateTime(value) : detailValue(name, value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function Item() {
  const { item, quote, minValidade } = useLoaderData<typeof loader>();
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
      {quote ? (
        <QuotePanel
          work={quote}
          minValidade={minValidade}
          reply={formState(answer, 'orcamento')}
          move={formState(answer, 'situacao')}
        />
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
        <h2 className="text-lg font-bold">{quote ? 'Nota interna' : 'Status e nota interna'}</h2>
        {quote ? (
          // A quote's status moves with its own buttons above; the note form keeps it as it is.
          <input type="hidden" name="status" value={item.status} />
        ) : (
          <SelectField
            label="Status"
            name="status"
            defaultValue={status.value('status', item.status)}
            options={inboxStatuses.map((s) => [s, STATUS_LABELS[s]] as const)}
            message={status.message('status')}
          />
        )}
        <TextAreaField
          label="Nota interna (só a equipe vê)"
          name="nota"
          defaultValue={status.value('nota', item.nota)}
          message={status.message('nota')}
        />
        <div>
          <SubmitButton name="intent" value="status">
            {quote ? 'Salvar nota' : 'Salvar status e nota'}
          </SubmitButton>
        </div>
      </Form>
    </AdminPage>
  );
}
