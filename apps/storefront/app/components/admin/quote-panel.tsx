import type { QuoteAnswer, QuoteLine, QuoteWork } from '@vitrine/contract';
import { Form } from '../ui/router-link';
import { TableBox } from './admin-ui';
import { Field, TextAreaField } from '../forms/field';
import { SubmitButton } from '../forms/submit-button';
import type { formState } from '../../lib/admin/admin-answer';
import { QUOTE_MOVE_LABELS, QUOTE_STATUS_LABELS } from '../../lib/admin/labels';
import { priceField } from '../../lib/admin/price-input';
import { formatBRL } from '../../lib/commerce/money';
import { storeDate, storeDateTime } from '../../lib/store-date';

type FormView = ReturnType<typeof formState>;

/** dd/mm/yyyy of a yyyy-mm-dd day. */
const dayText = (day: string) => day.split('-').reverse().join('/');

function Lines({ caption, lines }: { caption: string; lines: readonly QuoteLine[] }) {
  return (
    <TableBox label={caption}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Produto</th>
          <th scope="col">SKU</th>
          <th scope="col">Qtd.</th>
          <th scope="col">Preço unitário</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={i}>
            <td>
              {line.nome}
              {line.variacao ? ` (${line.variacao})` : ''}
            </td>
            <td>{line.sku}</td>
            <td>{line.quantidade}</td>
            <td className="whitespace-nowrap">
              {line.precoUnitario === null ? 'sob consulta' : formatBRL(line.precoUnitario)}
            </td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}

function Answer({ answer }: { answer: QuoteAnswer }) {
  return (
    <section aria-labelledby="resposta-atual" className="mb-4">
      <h3 id="resposta-atual" className="mb-1 font-bold">
        Resposta enviada em {storeDateTime(answer.respondidoEm)}
      </h3>
      <Lines caption="Preços respondidos" lines={answer.linhas} />
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 [overflow-wrap:anywhere]">
        <dt className="font-semibold">Subtotal</dt>
        <dd>{formatBRL(answer.subtotal)}</dd>
        <dt className="font-semibold">Desconto</dt>
        <dd>{formatBRL(answer.desconto)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="font-bold">{formatBRL(answer.total)}</dd>
        <dt className="font-semibold">Frete</dt>
        <dd>{answer.frete || '—'}</dd>
        <dt className="font-semibold">Válido até</dt>
        <dd>
          {dayText(answer.validoAte)}
          {answer.expirado ? ' (expirado)' : ''}
        </dd>
        <dt className="font-semibold">Mensagem</dt>
        <dd className="whitespace-pre-wrap">{answer.mensagem || '—'}</dd>
      </dl>
    </section>
  );
}

/**
 * A quote's or a 'Sob Consulta' request's work (issue 37): its status with the date of each change and the moves
 * allowed now, the request as sent, the answer sent, and the answer form (plain form posts, no JavaScript needed).
 */
export function QuotePanel({
  work,
  minValidade,
  reply,
  move,
}: {
  work: QuoteWork;
  /** The first day a validity may be (tomorrow in the store's calendar), yyyy-mm-dd. */
  minValidade: string;
  reply: FormView;
  move: FormView;
}) {
  const answered = work.resposta;
  return (
    <div className="mb-6 flex flex-col gap-4">
      <section aria-labelledby="orcamento-situacao" className="rounded border border-gray-300 bg-white p-3">
        <h2 id="orcamento-situacao" className="mb-1 text-lg font-bold">
          Situação: {QUOTE_STATUS_LABELS[work.situacao]} desde {storeDate(work.situacaoEm)}
        </h2>
        {work.historico.length > 0 ? (
          <ol className="mb-2 list-inside list-decimal text-sm">
            {work.historico.map((h, i) => (
              <li key={i}>
                {QUOTE_STATUS_LABELS[h.situacao]} em {storeDateTime(h.em)} por {h.autor}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mb-2 text-sm">Ninguém mexeu neste pedido ainda.</p>
        )}
        {work.proximas.length > 0 ? (
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="situacao" />
            {work.proximas.map((s) => (
              <SubmitButton key={s} name="situacao" value={s} look="secondary">
                {QUOTE_MOVE_LABELS[s]}
              </SubmitButton>
            ))}
          </Form>
        ) : null}
        {move.message('situacao') ? <p className="text-sm text-red-800">{move.message('situacao')}</p> : null}
      </section>

      <section aria-labelledby="orcamento-pedido">
        <h2 id="orcamento-pedido" className="mb-1 text-lg font-bold">
          Pedido como enviado
        </h2>
        <Lines caption="Produtos pedidos, com o preço da data do pedido" lines={work.linhas} />
      </section>

      {answered ? <Answer answer={answered} /> : null}

      {work.podeResponder ? (
        <Form method="post" noValidate className="flex max-w-xl flex-col gap-3" aria-labelledby="orcamento-responder">
          <h2 id="orcamento-responder" className="text-lg font-bold">
            {answered ? 'Nova resposta' : 'Responder com preço'}
          </h2>
          <p className="text-sm">
            O cliente recebe a resposta por e-mail{work.link ? ' com o link do orçamento' : ''}.
          </p>
          {work.linhas.map((line, i) => {
            const prior = answered?.linhas[i];
            return (
              <fieldset key={i} className="flex flex-col gap-2 rounded border border-gray-300 p-3">
                <legend className="px-1 font-semibold">
                  {line.nome} ({line.sku})
                </legend>
                <Field
                  label="Quantidade"
                  name={`linhas[${i}].quantidade`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={9999}
                  defaultValue={reply.value(`linhas[${i}].quantidade`, String(prior?.quantidade ?? line.quantidade))}
                  message={reply.message(`linhas[${i}].quantidade`)}
                />
                <Field
                  label="Preço unitário (R$)"
                  name={`linhas[${i}].precoUnitario`}
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={reply.value(
                    `linhas[${i}].precoUnitario`,
                    priceField(prior?.precoUnitario ?? line.precoUnitario),
                  )}
                  message={reply.message(`linhas[${i}].precoUnitario`)}
                />
              </fieldset>
            );
          })}
          {reply.message('linhas') ? <p className="text-sm text-red-800">{reply.message('linhas')}</p> : null}
          <Field
            label="Desconto no total (R$, opcional)"
            name="desconto"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={reply.value(
              'desconto',
              answered && answered.desconto > 0 ? priceField(answered.desconto) : '',
            )}
            message={reply.message('desconto')}
          />
          <Field
            label="Frete (prazo, valor ou condição)"
            name="frete"
            maxLength={500}
            defaultValue={reply.value('frete', answered?.frete ?? '')}
            message={reply.message('frete')}
          />
          <Field
            label="Válido até"
            name="validoAte"
            type="date"
            min={minValidade}
            required
            defaultValue={reply.value('validoAte', '')}
            message={reply.message('validoAte')}
          />
          <TextAreaField
            label="Mensagem ao cliente"
            name="mensagem"
            rows={4}
            defaultValue={reply.value('mensagem', answered?.mensagem ?? '')}
            message={reply.message('mensagem')}
          />
          <div>
            <SubmitButton name="intent" value="responder-orcamento">
              Salvar resposta e enviar ao cliente
            </SubmitButton>
          </div>
        </Form>
      ) : null}
    </div>
  );
}
