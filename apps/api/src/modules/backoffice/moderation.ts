/**
 * What the team does to an inbox item (issue 27): move its status and write a note, answer and publish a question
 * (the answer shows under it on the product page; the shopper gets it by e-mail, in the same transaction), approve
 * or reject a review or store rating. Each is one transaction with its audit row (before → after). Approving or
 * publishing bumps the catalogue version through the tables' own triggers (migration 020), so cached pages follow.
 */
import type { InboxItem, InboxKind, InboxStatus } from '@vitrine/contract';
import type { AppContext } from '../../context';
import { ApiError, badRequest } from '../../lib/errors';
import type { Actor } from '../admin/keys';
import { audit } from '../admin/audit';
import { greeting } from '../forms/emails';
import { enqueueMail } from '../forms/outbox';
import { loadStoreInfo } from '../forms/store-info';
import { readInboxItem, recordKey, writeInboxState } from './inbox';
import { statusRefusal } from './rules';

type Item = Awaited<ReturnType<typeof readInboxItem>>;
const publicItem = ({ concluido: _concluido, ...item }: Item): InboxItem => item;

export async function setStatus(
  ctx: AppContext,
  actor: Actor,
  tipo: InboxKind,
  id: string,
  next: { status: InboxStatus; nota: string },
): Promise<InboxItem> {
  return ctx.db.transaction(async (tx) => {
    const before = await readInboxItem(tx, tipo, id);
    const refusal = before.status === next.status ? null : statusRefusal(before, next.status);
    if (refusal) throw new ApiError('conflict', refusal);
    await writeInboxState(tx, tipo, recordKey(tipo, id), next, ctx.now());
    await audit(tx, actor, 'inbox.status', `${tipo}:${before.id}`, 1, {
      antes: { status: before.status, nota: before.nota },
      depois: next,
    });
    return publicItem(await readInboxItem(tx, tipo, id));
  });
}

/** Publishes `resposta` under the question and e-mails it to whoever asked. */
export async function answerQuestion(ctx: AppContext, actor: Actor, id: number, resposta: string): Promise<InboxItem> {
  return ctx.db.transaction(async (tx) => {
    const before = await readInboxItem(tx, 'pergunta', String(id));
    const now = ctx.now();
    await tx.query('UPDATE questions SET resposta = $2, respondido_em = $3, publicado = true WHERE id = $1', [
      id,
      resposta,
      now.toISOString(),
    ]);
    const store = await loadStoreInfo(tx, ctx.publicUrl);
    const produto = String(before.detalhes.produto ?? '');
    await enqueueMail(
      tx,
      [
        {
          destinatario: before.email,
          assunto: `Sua pergunta sobre ${produto} foi respondida – ${store.nomeSite}`,
          corpo: [
            greeting(before.nome),
            '',
            `Você perguntou: ${before.mensagem}`,
            '',
            `Nossa resposta: ${resposta}`,
            '',
            `Veja no site: ${store.url ?? ''}${String(before.detalhes.link ?? '')}`,
            '',
            '--',
            store.nomeSite,
          ].join('\n'),
          responderPara: store.email || null,
          origem: `resposta:${id}`,
        },
      ],
      now,
    );
    await writeInboxState(tx, 'pergunta', String(id), { status: 'respondido', nota: before.nota }, now);
    await audit(tx, actor, 'pergunta.responder', `pergunta:${id}`, 1, {
      antes: {
        resposta: before.detalhes.resposta ?? null,
        publicado: before.detalhes.publicado,
        status: before.status,
      },
      depois: { resposta, publicado: true, status: 'respondido' },
    });
    return publicItem(await readInboxItem(tx, 'pergunta', String(id)));
  });
}

const MODERATED: Partial<Record<InboxKind, { table: string; shown: string }>> = {
  avaliacao: { table: 'reviews', shown: 'aprovado' },
  avaliacaoLoja: { table: 'store_reviews', shown: 'publicado' },
};

/** Approves (shown at once: rating summary, JSON-LD, testimonials) or rejects (kept, never shown). */
export async function moderate(
  ctx: AppContext,
  actor: Actor,
  tipo: InboxKind,
  id: string,
  decisao: 'aprovar' | 'rejeitar',
): Promise<InboxItem> {
  const target = MODERATED[tipo];
  if (!target) throw badRequest('Só avaliações de produto, de kit e da loja são aprovadas ou rejeitadas.');
  return ctx.db.transaction(async (tx) => {
    const before = await readInboxItem(tx, tipo, id);
    const approve = decisao === 'aprovar';
    await tx.query(`UPDATE ${target.table} SET ${target.shown} = $2, rejeitado = $3 WHERE id = $1`, [
      Number(before.id),
      approve,
      !approve,
    ]);
    const status = approve ? 'respondido' : 'arquivado';
    await writeInboxState(tx, tipo, before.id, { status, nota: before.nota }, ctx.now());
    await audit(tx, actor, `${tipo}.${decisao}`, `${tipo}:${before.id}`, 1, {
      antes: { moderacao: before.detalhes.moderacao, status: before.status },
      depois: { moderacao: approve ? 'aprovado' : 'rejeitado', status },
    });
    return publicItem(await readInboxItem(tx, tipo, id));
  });
}
