import { describe, expect, it } from 'vitest';
import { ADMIN_AREAS, adminMenu, mayUse, type AdminAreaName } from './admin-areas';

const areas = Object.keys(ADMIN_AREAS) as AdminAreaName[];

describe('back-office roles, one table (issue 27, issue 33)', () => {
  it('issue 27: atendimento works the inbox and the outbox, never the catalogue, users, newsletter or privacy', () => {
    expect(mayUse('atendimento', 'inicio')).toBe(true);
    expect(mayUse('atendimento', 'caixa')).toBe(true);
    expect(mayUse('atendimento', 'emails')).toBe(true);
    for (const area of ['catalogo', 'usuarios', 'newsletter', 'privacidade', 'conteudo'] as const) {
      expect(mayUse('atendimento', area), area).toBe(false);
    }
  });

  it('issue 26: both roles export the catalogue (a read); only gestor changes it', () => {
    expect(mayUse('atendimento', 'exportacao')).toBe(true);
    expect(mayUse('gestor', 'exportacao')).toBe(true);
  });

  it('issue 27: gestor does everything', () => {
    for (const area of areas) expect(mayUse('gestor', area), area).toBe(true);
  });

  it('issue 27: each role sees in the menu exactly the pages of the areas it may use, in order', () => {
    expect(adminMenu('gestor').map((m) => m.label)).toEqual([
      'Início',
      'Caixa de entrada',
      'E-mails',
      'Catálogo',
      'Usuários',
      'Newsletter',
      'Privacidade',
      'Loja e conteúdo',
    ]);
    expect(adminMenu('atendimento').map((m) => m.path)).toEqual(['/admin', '/admin/caixa', '/admin/emails']);
    const paths = areas.flatMap((a) => {
      const menu = ADMIN_AREAS[a].menu;
      return menu ? [menu.path] : [];
    });
    expect(new Set(paths).size).toBe(paths.length);
  });
});
