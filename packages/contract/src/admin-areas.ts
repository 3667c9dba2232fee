/**
 * Who may use what in the store's back office (issue 27, issue 37; docs/decisions/036-back-office.md and
 * 041-people-and-permissions.md), the one table both sides read: the admin API's checks (`apps/api/src/modules/admin/
 * auth.ts` `requireArea`), the back-office menu (`routes/admin/layout.tsx`) and its pages' guard
 * (`server/admin/admin-api.server.ts` `requireArea`). It imports nothing, so the back office's browser code reads it
 * without the schema library.
 *
 * A role is a set of areas, kept in the database (`admin_roles`) and edited by whoever holds `usuarios`. The `papeis`
 * below are the roles a fresh store starts with (migration 047 seeds them; a test checks the seed against this
 * table): `gestor` does everything; `atendimento` works the inbox and the e-mail outbox and may export the catalogue;
 * `catalogo` keeps the catalogue; `sac` (customer service) works the inbox, the outbox and the holders' privacy
 * requests. None but `gestor` touches users and keys or the audit trail.
 */

interface AdminArea {
  /** What the role editor calls it. */
  rotulo: string;
  /** The roles of a fresh store that hold it. */
  papeis: readonly string[];
  /** Its back-office page and menu label; null: the area is a call of the admin API with no page of its own. */
  menu: { path: string; label: string } | null;
  /** Held by every signed-in user whatever the role (the start page): not offered in the role editor. */
  sempre?: true;
}

/** In menu order. */
export const ADMIN_AREAS = {
  inicio: { rotulo: 'Início', papeis: [], menu: { path: '/admin', label: 'Início' }, sempre: true },
  caixa: {
    rotulo: 'Caixa de entrada (respostas e moderação)',
    papeis: ['gestor', 'atendimento', 'sac'],
    menu: { path: '/admin/caixa', label: 'Caixa de entrada' },
  },
  emails: {
    rotulo: 'E-mails enviados pela loja',
    papeis: ['gestor', 'atendimento', 'sac'],
    menu: { path: '/admin/emails', label: 'E-mails' },
  },
  catalogo: {
    rotulo: 'Catálogo (preços, estoque, produtos)',
    papeis: ['gestor', 'catalogo'],
    menu: { path: '/admin/catalogo', label: 'Catálogo' },
  },
  /**
   * The store's settings and content: identity, contact, public address, menus, pages, banners, the home pop-up and
   * the e-mails' texts (issue 37).
   */
  conteudo: {
    rotulo: 'Loja e conteúdo (configurações, menus, páginas, banners, pop-up, textos dos e-mails)',
    papeis: ['gestor'],
    menu: { path: '/admin/configuracoes', label: 'Loja e conteúdo' },
  },
  usuarios: {
    rotulo: 'Usuários, perfis e chaves de API',
    papeis: ['gestor'],
    menu: { path: '/admin/usuarios', label: 'Usuários' },
  },
  auditoria: {
    rotulo: 'Auditoria (quem mudou o quê)',
    papeis: ['gestor'],
    menu: { path: '/admin/auditoria', label: 'Auditoria' },
  },
  newsletter: {
    rotulo: 'Newsletter (lista de e-mails)',
    papeis: ['gestor'],
    menu: { path: '/admin/newsletter', label: 'Newsletter' },
  },
  privacidade: {
    rotulo: 'Privacidade (pedidos LGPD)',
    papeis: ['gestor', 'sac'],
    menu: { path: '/admin/privacidade', label: 'Privacidade' },
  },
  /** The catalogue export (CSV or JSON) of the admin API: a read. */
  exportacao: { rotulo: 'Exportar o catálogo', papeis: ['gestor', 'atendimento', 'catalogo'], menu: null },
} as const satisfies Record<string, AdminArea>;

export type AdminAreaName = keyof typeof ADMIN_AREAS;
export const ADMIN_AREA_NAMES = Object.keys(ADMIN_AREAS) as [AdminAreaName, ...AdminAreaName[]];

/** The areas a role editor offers (all but those every user holds). */
export const EDITABLE_AREAS = ADMIN_AREA_NAMES.filter((a) => !('sempre' in ADMIN_AREAS[a]));

/** The area whose holders manage people: the store must always keep one active holder. */
export const PEOPLE_AREA = 'usuarios' satisfies AdminAreaName;

/** The roles of a fresh store, with their labels; their areas come from the table above. */
const DEFAULT_ROLE_LABELS = {
  gestor: 'Gestor (tudo)',
  atendimento: 'Atendimento (caixa de entrada e e-mails)',
  catalogo: 'Catálogo',
  sac: 'Atendimento ao cliente (caixa, e-mails e privacidade)',
} as const;

/** The seed of `admin_roles` (and what ADMIN_TOKEN holds: every area). */
export function defaultRoles(): { nome: string; rotulo: string; areas: AdminAreaName[] }[] {
  return Object.entries(DEFAULT_ROLE_LABELS).map(([nome, rotulo]) => ({
    nome,
    rotulo,
    areas: EDITABLE_AREAS.filter((a) => (ADMIN_AREAS[a].papeis as readonly string[]).includes(nome)),
  }));
}

/** Keeps the names of known areas (a name the code no longer has is ignored), in the table's order. */
export function knownAreas(names: readonly string[]): AdminAreaName[] {
  return ADMIN_AREA_NAMES.filter((a) => names.includes(a));
}

/** Whether a holder of `areas` (a role's, or a key's scopes) may use `area`. */
export function mayUse(areas: readonly string[], area: AdminAreaName): boolean {
  return 'sempre' in ADMIN_AREAS[area] || areas.includes(area);
}

/** The back-office menu a holder of `areas` sees: the pages of the areas it may use, in the table's order. */
export function adminMenu(areas: readonly string[]): { path: string; label: string }[] {
  return ADMIN_AREA_NAMES.flatMap((a) => {
    const menu = ADMIN_AREAS[a].menu;
    return menu && mayUse(areas, a) ? [menu] : [];
  });
}
