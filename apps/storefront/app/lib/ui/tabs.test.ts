import { describe, expect, it } from 'vitest';
import { buildTabs } from './tabs';

const group = (nome: string, n = 1) => ({ nome, itens: Array.from({ length: n }, () => ({ label: 'a', valor: 'b' })) });

describe('product tabs (B§2.4)', () => {
  it("B§2.4: 'Descrição geral' first, groups in the spec's order, manual last", () => {
    const tabs = buildTabs({
      descricao: '<p>x</p>',
      caracteristicas: [group('Especificações'), group('Parâmetros'), group('Características técnicas')],
      manuais: 1,
    });
    expect(tabs.map((t) => t.label)).toEqual([
      'Descrição geral',
      'Características técnicas',
      'Parâmetros',
      'Especificações',
      'Baixar manual',
    ]);
  });
  it('B§2.4: a tab without content is not shown; no manual tab without a manual', () => {
    const tabs = buildTabs({ descricao: ' ', caracteristicas: [group('Parâmetros', 0)], manuais: 0 });
    expect(tabs).toEqual([]);
  });
  it('B§2.4: the wire-thickness group is not a tab', () => {
    expect(buildTabs({ descricao: '', caracteristicas: [group('Espessura do fio')], manuais: 0 })).toEqual([]);
  });
});
