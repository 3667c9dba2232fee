import type { InboxKind, InboxStatus } from '@vitrine/contract';

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

export const OUTBOX_LABELS = { aguardando: 'Aguardando', enviado: 'Enviado', falhou: 'Falhou' } as const;

/** Labels of an item's details, in the order shown. */
export const DETAIL_LABELS: Record<string, string> = {
  numero: 'Número',
  produto: 'Produto',
  sku: 'SKU',
  variacao: 'Variação',
  quantidade: 'Quantidade',
  empresa: 'Empresa',
  cpfCnpj: 'CPF/CNPJ',
  telefone: 'Telefone',
  cidade: 'Cidade',
  uf: 'UF',
  contato: 'Contato',
  situacao: 'Situação do aviso',
  avisadoEm: 'Avisado em',
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
};

/** A detail's value as text: yes/no for booleans, '—' for nothing. */
export function detailText(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  return String(value);
}
