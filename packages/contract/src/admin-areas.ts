/**
 * Who may use what in the store's back office (issue 27; docs/decisions/036-back-office.md), the one table both
 * sides read: the admin API's role checks (`apps/api/src/modules/admin/auth.ts` `requireArea`), the back-office
 * menu (`routes/admin/layout.tsx`) and its pages' guard (`server/admin/admin-api.server.ts` `requireArea`). It
 * imports only a type, so the back office's browser code reads it without the schema library.
 *
 * `gestor` does everything; `atendimento` works the inbox (answers, moderation) and the e-mail outbox, and may export
 * the catalogue, but never changes the catalogue, the users and keys, nor reads the personal data in bulk (newsletter
 * export, privacy requests).
 */
import type { AdminRole } from './admin';

interface AdminArea {
  /** The roles allowed. */
  papeis: readonly AdminRole[];
  /** Its back-office page and menu label; null: the area is a call of the admin API with no page of its own. */
  menu: { path: string; label: string } | null;
}

const EVERYONE: readonly AdminRole[] = ['gestor', 'atendimento'];
const GESTOR: readonly AdminRole[] = ['gestor'];

/** In menu order. */
export const ADMIN_AREAS = {
  inicio: { papeis: EVERYONE, menu: { path: '/admin', label: 'Início' } },
  caixa: { papeis: EVERYONE, menu: { path: '/admin/caixa', label: 'Caixa de entrada' } },
  emails: { papeis: EVERYONE, menu: { path: '/admin/emails', label: 'E-mails' } },
  catalogo: { papeis: GESTOR, menu: { path: '/admin/catalogo', label: 'Catálogo' } },
  usuarios: { papeis: GESTOR, menu: { path: '/admin/usuarios', label: 'Usuários' } },
  newsletter: { papeis: GESTOR, menu: { path: '/admin/newsletter', label: 'Newsletter' } },
  privacidade: { papeis: GESTOR, menu: { path: '/admin/privacidade', label: 'Privacidade' } },
  /** The store's settings and content: identity, contact, public address, menus (issue 37). */
  conteudo: { papeis: GESTOR, menu: { path: '/admin/configuracoes', label: 'Loja e conteúdo' } },
  /** The catalogue export (CSV or JSON) of the admin API: a read, open to both roles. */
  exportacao: { papeis: EVERYONE, menu: null },
} as const satisfies Record<string, AdminArea>;

export type AdminAreaName = keyof typeof ADMIN_AREAS;

/** Whether `role` may use `area`. */
export function mayUse(role: AdminRole, area: AdminAreaName): boolean {
  return ADMIN_AREAS[area].papeis.includes(role);
}

/** The back-office menu `role` sees: the pages of the areas it may use, in the table's order. */
export function adminMenu(role: AdminRole): { path: string; label: string }[] {
  return Object.values(ADMIN_AREAS).flatMap((a: AdminArea) => (a.menu && a.papeis.includes(role) ? [a.menu] : []));
}
