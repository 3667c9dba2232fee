import type { InboxItem, InboxKind, InboxStatus, QuoteStatus } from '@vitrine/contract';
import { formatBRL } from '../commerce/money';
import { storeDate } from '../store-date';

/** The back office's words for the API's codes (issue 27). */
export const KIND_LABELS: Record<InboxKind, string> = {
  orcamento: 'Orçamento',
  sobConsulta: 'Sob Consulta',
  aviseMe: 'Avise-me',
  pergunta: 'Pergunta',
  avaliacao: 'Avaliação de produto ou kit',
  avaliacaoLoja: 'Avaliação da loja',
  newsletter: 'Newsletter',
};

export const STATUS_LABELS: Record<InboxStatus, string> = {
  novo: 'Novo',
  emAtendimento: 'Em atendimento',
  respondido: 'Respondido',
  arquivado: 'Arquivado',
};

/** A quote's status (issue 37). */
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  novo: 'Novo',
  emAnalise: 'Em análise',
  respondido: 'Respondido',
  aceito: 'Aceito',
  recusado: 'Recusado',
  expirado: 'Expirado',
};

/** The button that moves a quote to each status. */
export const QUOTE_MOVE_LABELS: Record<QuoteStatus, string> = {
  novo: 'Voltar a novo',
  emAnalise: 'Passar a em análise',
  respondido: 'Marcar como respondido',
  aceito: 'Cliente aceitou',
  recusado: 'Marcar como recusado',
  expirado: 'Marcar como expirado',
};

const isQuoteStatus = (v: unknown): v is QuoteStatus => typeof v === 'string' && v in QUOTE_STATUS_LABELS;

/**
 * What the inbox list says of an item's status: a quote's own status with its date, an 'Avise-me' pending or notified
 * (issue 37), else the team's status.
 */
export function statusText(item: Pick<InboxItem, 'tipo' | 'status' | 'detalhes'>): string {
  const { etapa, etapaEm, situacao, avisadoEm } = item.detalhes;
  if (isQuoteStatus(etapa)) {
    const when = typeof etapaEm === 'string' && etapa !== 'novo' && etapa !== 'expirado' ? storeDate(etapaEm) : null;
    return when ? `${QUOTE_STATUS_LABELS[etapa]} em ${when}` : QUOTE_STATUS_LABELS[etapa];
  }
  if (item.tipo === 'aviseMe') {
    return situacao === 'avisado' && typeof avisadoEm === 'string'
      ? `Avisado em ${storeDate(avisadoEm)}`
      : 'Aguardando';
  }
  return STATUS_LABELS[item.status];
}

export const OUTBOX_LABELS = { aguardando: 'Aguardando', enviado: 'Enviado', falhou: 'Falhou' } as const;

/** Labels of an item's details, in the order shown. */
export const DETAIL_LABELS: Record<string, string> = {
  numero: 'Número',
  produto: 'Produto',
  sku: 'SKU',
  variacao: 'Variação',
  quantidade: 'Quantidade',
  precoUnitario: 'Preço unitário no pedido',
  empresa: 'Empresa',
  cpfCnpj: 'CPF/CNPJ',
  inscricaoEstadual: 'Inscrição estadual',
  isento: 'Isento de inscrição estadual',
  telefone: 'Telefone',
  cidade: 'Cidade',
  uf: 'UF',
  contato: 'Contato',
  situacao: 'Situação do aviso',
  avisadoEm: 'Avisado em',
  aguardando: 'Aguardando este produto',
  estoque: 'Estoque atual',
  alvo: 'Avaliação de',
  nota: 'Nota',
  recomenda: 'Recomenda',
  experiencia: 'Experiência (1–10)',
  atendimento: 'Atendimento (1–10)',
  satisfeito: 'Satisfeito',
  autorizaPublicar: 'Autoriza publicar',
  pedido: 'Pedido',
  moderacao: 'Moderação',
  resposta: 'Resposta publicada',
  publicado: 'Publicado',
  respondidoEm: 'Respondido em',
  cupom: 'Pediu cupom',
  descadastradoEm: 'Descadastrado em',
  newsletter: 'Quer newsletter',
  copiaEmail: 'Pediu cópia por e-mail',
};

/** Details in reais. */
const MONEY_DETAILS = new Set(['precoUnitario']);

/** A detail's value as shown: money in reais, dates, yes/no (detailText). */
export function detailValue(name: string, value: string | number | boolean | null | undefined): string {
  if (MONEY_DETAILS.has(name)) return typeof value === 'number' ? formatBRL(value) : 'sob consulta';
  return detailText(value);
}

/** A detail's value as text: yes/no for booleans, '—' for nothing. */
function detailText(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  return String(value);
}
