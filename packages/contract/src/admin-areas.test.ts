import { describe, expect, it } from 'vitest';
import {
  ADMIN_AREA_NAMES,
  ADMIN_AREAS,
  adminMenu,
  defaultRoles,
  EDITABLE_AREAS,
  knownAreas,
  mayUse,
} from './admin-areas';

const areasOf = (nome: string) => defaultRoles().find((r) => r.nome === nome)!.areas;

describe('back-office roles, one table (issues 27, 33, 37)', () => {
  it('issue 27: atendimento works the inbox and the outbox, never the catalogue, users, newsletter or privacy', () => {
    const atendimento = areasOf('atendimento');
    expect(mayUse(atendimento, 'inicio')).toBe(true);
    expect(mayUse(atendimento, 'caixa')).toBe(true);
    expect(mayUse(atendimento, 'emails')).toBe(true);
    for (const area of ['catalogo', 'usuarios', 'newsletter', 'privacidade', 'auditoria', 'conteudo'] as const) {
      expect(mayUse(atendimento, area), area).toBe(false);
    }
  });

  it('issue 37: a catalogue clerk keeps the catalogue only; customer service adds privacy to the inbox', () => {
    expect(areasOf('catalogo')).toEqual(['catalogo', 'exportacao']);
    expect(areasOf('sac')).toEqual(['caixa', 'emails', 'privacidade']);
  });

  it('issue 27: gestor does everything; the start page is everyone’s, even a role with no area', () => {
    for (const area of ADMIN_AREA_NAMES) expect(mayUse(areasOf('gestor'), area), area).toBe(true);
    expect(mayUse([], 'inicio')).toBe(true);
    expect(EDITABLE_AREAS).not.toContain('inicio');
  });

  it('issue 37: names the code no longer knows are ignored', () => {
    expect(knownAreas(['usuarios', 'antiga', 'caixa'])).toEqual(['caixa', 'usuarios']);
  });

  it('issue 27: the menu shows exactly the pages of the areas held, in order', () => {
    expect(adminMenu(areasOf('gestor')).map((m) => m.label)).toEqual([
      'Início',
      'Caixa de entrada',
      'E-mails',
      'Catálogo',
      'Loja e conteúdo',
      'Usuários',
      'Auditoria',
      'Newsletter',
      'Privacidade',
    ]);
    expect(adminMenu(areasOf('atendimento')).map((m) => m.path)).toEqual(['/admin', '/admin/caixa', '/admin/emails']);
    expect(adminMenu(['catalogo']).map((m) => m.path)).toEqual(['/admin', '/admin/catalogo']);
    const paths = ADMIN_AREA_NAMES.flatMap((a) => {
      const menu = ADMIN_AREAS[a].menu;
      return menu ? [menu.path] : [];
    });
    expect(new Set(paths).size).toBe(paths.length);
  });
});
