import { describe, expect, it } from 'vitest';
import type { CatalogMeta } from './catalog-meta';
import { buildChips } from './chips';
import type { PageState } from './page-state';
import { parseTokens } from './tokens';

const usb = { id: 101, filterId: 1, label: 'USB', slug: 'usb' };
const meta: CatalogMeta = {
  categories: new Map(),
  roots: [],
  filters: [{ id: 1, nome: 'Conectividade', slug: 'conectividade', values: [usb] }],
  filterBySlug: new Map([['conectividade', { id: 1, nome: 'Conectividade', slug: 'conectividade', values: [usb] }]]),
  filterValues: new Map([[101, usb]]),
  attributes: [{ id: 1, nome: 'Voltagem', values: [{ id: 102, attributeId: 1, label: '220V' }] }],
  attributeValues: new Map([[102, { id: 102, attributeId: 1, label: '220V' }]]),
  siteName: 'Loja',
};

describe('active-filter chips (B§2.3 "Filtros ativos")', () => {
  const tokens = parseTokens([
    'conectividade:usb',
    'atributo:102',
    'preco:100-500',
    'desconto:20',
    'conectividade:zigbee',
  ]);
  const state: PageState = { busca: null, filtros: tokens.map((t) => t.token), order: 'nome', ipp: null, s5: null };
  const chips = buildChips({
    meta,
    tokens,
    state,
    path: '/termometros',
    category: { label: 'Termômetros', rota: '/?order=nome' },
    busca: null,
  });

  it('has the category chip first, then one chip per token with its label', () => {
    expect(chips.map((c) => [c.tipo, c.label])).toEqual([
      ['categoria', 'Termômetros'],
      ['filtro', 'Conectividade: USB'],
      ['atributo', 'Voltagem: 220V'],
      ['preco', 'R$ 100 à R$ 500'],
      ['desconto', '20% de desconto ou mais'],
      ['filtro', 'Conectividade: Zigbee'],
    ]);
  });

  it('links each chip to the listing without it (other filters and the order kept)', () => {
    const price = chips.find((c) => c.tipo === 'preco');
    expect(price).toMatchObject({ de: 100, ate: 500 });
    expect(price?.rota).toBe(
      '/termometros?filtro=conectividade:usb&filtro=atributo:102&filtro=desconto:20&filtro=conectividade:zigbee&order=nome',
    );
    const unknown = chips.at(-1);
    expect(unknown?.rota).not.toContain('zigbee');
    expect(unknown?.rota).toContain('conectividade:usb');
  });
});
