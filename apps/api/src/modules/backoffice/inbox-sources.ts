/**
 * Where each kind of inbox item comes from (issue 27): one SELECT per kind over the table the storefront's form
 * writes, each giving the same columns — tipo, registro (the record's id), criado_em, nome, email, assunto,
 * mensagem, detalhes (what the kind adds) and concluido (a question answered, a review moderated).
 */
import type { InboxKind } from '@vitrine/contract';
import { STORE_TIME_ZONE } from './quote-rules';

export interface InboxSource {
  /** A SELECT of the common columns. */
  sql: string;
  /** The record's key column, and whether it is an integer id (else the e-mail of a newsletter sign-up). */
  key: string;
  numeric: boolean;
}

/**
 * The quote's status and its date (issue 37, decision 040): the newest status event, 'novo' without one; an answered
 * quote whose validity passed (in the store's calendar) reads as 'expirado' (apps/api/src/modules/backoffice/
 * quote-rules.ts says the same for one quote).
 */
const quoteState = (tipo: string, alias: string) => `
  'etapa', (SELECT CASE WHEN e.status = 'respondido' AND a.valido_ate < (now() AT TIME ZONE '${STORE_TIME_ZONE}')::date
                        THEN 'expirado' ELSE COALESCE(e.status, 'novo') END
              FROM (SELECT 1) one
              LEFT JOIN LATERAL (SELECT status FROM quote_status_events x
                                  WHERE x.tipo = '${tipo}' AND x.registro = ${alias}.id ORDER BY x.id DESC LIMIT 1) e
                ON true
              LEFT JOIN LATERAL (SELECT valido_ate FROM quote_answers x
                                  WHERE x.tipo = '${tipo}' AND x.registro = ${alias}.id ORDER BY x.id DESC LIMIT 1) a
                ON true),
  'etapaEm', (SELECT max(x.em) FROM quote_status_events x WHERE x.tipo = '${tipo}' AND x.registro = ${alias}.id)`;

const moderation = (alias: string, approved: string) =>
  `CASE WHEN ${alias}.${approved} THEN 'aprovado' WHEN ${alias}.rejeitado THEN 'rejeitado' ELSE 'pendente' END`;

export const INBOX_SOURCES: Record<InboxKind, InboxSource> = {
  orcamento: {
    key: 'b.id',
    numeric: true,
    sql: `SELECT 'orcamento' AS tipo, b.id::text AS registro, b.criado_em,
                 COALESCE(NULLIF(b.contato, ''), b.nome_razao) AS nome, b.email,
                 'Orçamento nº ' || b.id || ' – ' || b.produto_nome AS assunto, b.mensagem,
                 jsonb_build_object('numero', b.id, 'link', '/orcamento/' || b.chave || '/imprimir',
                   'produto', b.produto_nome, 'sku', b.produto_sku, 'variacao', b.produto_variacao,
                   'quantidade', b.quantidade_produto, 'precoUnitario', b.preco_produto_cents / 100.0,
                   'empresa', b.nome_razao, 'cpfCnpj', b.cpf_cnpj,
                   'inscricaoEstadual', CASE WHEN b.rg_ie = 'ISENTO' THEN '' ELSE b.rg_ie END,
                   'isento', b.rg_ie = 'ISENTO', 'telefone', b.telefone, 'cidade', b.cidade, 'uf', b.uf,
                   'newsletter', b.newsletter, 'copiaEmail', b.copia_email IS NOT NULL,
                   ${quoteState('orcamento', 'b')}) AS detalhes,
                 false AS concluido
            FROM budgets b`,
  },
  sobConsulta: {
    key: 'r.id',
    numeric: true,
    sql: `SELECT 'sobConsulta', r.id::text, r.criado_em, r.nome, r.email, 'Sob Consulta – ' || r.produto_nome,
                 r.observacao,
                 jsonb_build_object('produto', r.produto_nome, 'sku', r.produto_sku, 'link', '/' || p.slug || '.html',
                   'precoUnitario', r.preco_cents / 100.0, 'contato', r.contato, 'newsletter', r.mailing,
                   'copiaEmail', r.enviar_email, ${quoteState('sobConsulta', 'r')}),
                 false
            FROM product_budget_requests r JOIN products p ON p.id = r.product_id`,
  },
  aviseMe: {
    key: 's.id',
    numeric: true,
    sql: `SELECT 'aviseMe', s.id::text, s.criado_em, s.nome, s.email,
                 'Avise-me – ' || COALESCE(p.nome, l.nome) || COALESCE(' (' || av.label || ')', ''), s.observacao,
                 jsonb_build_object('produto', COALESCE(p.nome, l.nome),
                   'link', CASE WHEN p.id IS NOT NULL THEN '/' || p.slug || '.html' ELSE '/lista/' || l.slug || '.html' END,
                   'situacao', CASE WHEN s.avisado_em IS NULL THEN 'pendente' ELSE 'avisado' END,
                   'avisadoEm', s.avisado_em, 'estoque', COALESCE(v.estoque, p.estoque),
                   'aguardando', (SELECT count(*) FROM solicitations w WHERE w.avisado_em IS NULL
                                     AND w.product_id IS NOT DISTINCT FROM s.product_id
                                     AND w.list_id IS NOT DISTINCT FROM s.list_id)),
                 s.avisado_em IS NOT NULL
            FROM solicitations s LEFT JOIN products p ON p.id = s.product_id
            LEFT JOIN shopping_lists l ON l.id = s.list_id
            LEFT JOIN product_simple_values v ON v.id = s.simple_value_id
            LEFT JOIN attribute_values av ON av.id = v.attribute_value_id`,
  },
  pergunta: {
    key: 'q.id',
    numeric: true,
    sql: `SELECT 'pergunta', q.id::text, q.criado_em, q.nome, q.email, 'Pergunta – ' || p.nome, q.pergunta,
                 jsonb_build_object('produto', p.nome, 'link', '/' || p.slug || '.html', 'resposta', q.resposta,
                   'publicado', q.publicado, 'respondidoEm', q.respondido_em),
                 (q.publicado AND q.resposta IS NOT NULL)
            FROM questions q JOIN products p ON p.id = q.product_id`,
  },
  avaliacao: {
    key: 'r.id',
    numeric: true,
    sql: `SELECT 'avaliacao', r.id::text, r.criado_em, r.nome, r.email,
                 'Avaliação – ' || COALESCE(p.nome, l.nome), r.comentario,
                 jsonb_build_object('produto', COALESCE(p.nome, l.nome),
                   'alvo', CASE WHEN p.id IS NOT NULL THEN 'produto' ELSE 'kit' END,
                   'link', CASE WHEN p.id IS NOT NULL THEN '/' || p.slug || '.html' ELSE '/lista/' || l.slug || '.html' END,
                   'nota', r.nota, 'recomenda', r.recomenda, 'moderacao', ${moderation('r', 'aprovado')}),
                 (r.aprovado OR r.rejeitado)
            FROM reviews r LEFT JOIN products p ON p.id = r.product_id
            LEFT JOIN shopping_lists l ON l.id = r.list_id`,
  },
  avaliacaoLoja: {
    key: 'r.id',
    numeric: true,
    sql: `SELECT 'avaliacaoLoja', r.id::text, r.criado_em, r.nome, COALESCE(u.email, ''),
                 'Avaliação da loja – experiência ' || r.experiencia || ', atendimento ' || r.atendimento, r.mensagem,
                 jsonb_build_object('experiencia', r.experiencia, 'atendimento', r.atendimento,
                   'satisfeito', r.satisfacao, 'autorizaPublicar', r.autorizacao, 'cidade', r.cidade,
                   'pedido', k.pedido, 'moderacao', ${moderation('r', 'publicado')}),
                 (r.publicado OR r.rejeitado)
            FROM store_reviews r LEFT JOIN store_rating_keys k ON k.chave = r.chave
            LEFT JOIN users u ON u.id = k.user_id`,
  },
  newsletter: {
    key: 'n.email',
    numeric: false,
    sql: `SELECT 'newsletter', n.email, n.criado_em, CASE WHEN btrim(n.nome, ' .') = '' THEN '' ELSE n.nome END, n.email, 'Newsletter (' || n.origem || ')', '',
                 jsonb_build_object('cupom', n.cupom, 'descadastradoEm', n.descadastrado_em), false
            FROM newsletter_signups n`,
  },
};
