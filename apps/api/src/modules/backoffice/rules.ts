/**
 * The back office's rules (issue 27), pure so they are tested alone: how an inbox item's status may move. What each
 * role may use is the contract's table (`@vitrine/contract/admin-areas`).
 */
import type { InboxKind, InboxStatus } from '@vitrine/contract';

/** What an item is, as far as its status is concerned. */
export interface ItemState {
  tipo: InboxKind;
  status: InboxStatus;
  /** A question with a published answer; a review or store rating approved or rejected. */
  concluido: boolean;
}

/**
 * Why `to` is refused for the item, or null when it may move there. A question is 'respondido' only once its answer
 * is published, a review or store rating only once it is approved or rejected (the answer and the moderation set it
 * themselves); a concluded item does not go back to 'novo' (it was seen). Any other move is free: the team may
 * take an item, archive it or reopen it.
 */
export function statusRefusal(item: ItemState, to: InboxStatus): string | null {
  const moderated = item.tipo === 'avaliacao' || item.tipo === 'avaliacaoLoja';
  if (to === 'respondido' && item.tipo === 'pergunta' && !item.concluido) {
    return 'Responda e publique a pergunta para marcá-la como respondida.';
  }
  if (to === 'respondido' && moderated && !item.concluido) {
    return 'Aprove ou rejeite a avaliação para marcá-la como respondida.';
  }
  if (to === 'novo' && item.concluido) return 'Um item já respondido não volta a ser novo.';
  return null;
}
