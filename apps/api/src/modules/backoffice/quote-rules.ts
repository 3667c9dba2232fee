/**
 * The quote workflow's rules (issue 37, docs/decisions/040-quote-workflow.md), pure so they are tested alone: which
 * status a quote may move to, when the store may answer, and when an answered quote has expired.
 */
import type { QuoteStatus } from '@vitrine/contract';

/** The store's time zone: a validity is a day in the shop's calendar. */
export const STORE_TIME_ZONE = 'America/Sao_Paulo';

/**
 * The moves the team makes by hand. 'respondido' is reached only by answering; 'expirado' only by time. 'aceito' is
 * final; a refused or expired quote may be taken up again ('emAnalise') and answered anew.
 */
export const QUOTE_MOVES: Record<QuoteStatus, readonly QuoteStatus[]> = {
  novo: ['emAnalise', 'recusado'],
  emAnalise: ['recusado'],
  respondido: ['emAnalise', 'aceito', 'recusado'],
  expirado: ['emAnalise', 'recusado'],
  aceito: [],
  recusado: ['emAnalise'],
};

/** Statuses from which the store may (re)answer. */
const ANSWERABLE: readonly QuoteStatus[] = ['novo', 'emAnalise', 'respondido', 'expirado'];

export const mayAnswer = (status: QuoteStatus): boolean => ANSWERABLE.includes(status);

const LABELS: Record<QuoteStatus, string> = {
  novo: 'novo',
  emAnalise: 'em análise',
  respondido: 'respondido',
  aceito: 'aceito',
  recusado: 'recusado',
  expirado: 'expirado',
};

/** Why the move is refused (a Portuguese message), or null when it is allowed. */
export function quoteMoveRefusal(from: QuoteStatus, to: QuoteStatus): string | null {
  if (QUOTE_MOVES[from].includes(to)) return null;
  if (to === 'respondido') return 'Para marcar como respondido, envie a resposta com os preços.';
  if (to === 'expirado') return 'Um orçamento expira sozinho quando passa a validade da resposta.';
  return `Um orçamento ${LABELS[from]} não pode passar a ${LABELS[to]}.`;
}

/** Today in the store's calendar, yyyy-mm-dd. */
export function storeToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(now);
}

/** The day after `day` (yyyy-mm-dd). */
export function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A validity holds through its last day; an answered quote past it reads as 'expirado'. */
export const isExpired = (validoAte: string, today: string): boolean => validoAte < today;

export function effectiveStatus(written: QuoteStatus, validoAte: string | null, today: string): QuoteStatus {
  return written === 'respondido' && validoAte !== null && isExpired(validoAte, today) ? 'expirado' : written;
}
