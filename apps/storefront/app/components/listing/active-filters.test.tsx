// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import type { Chip } from '@vitrine/contract';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ActiveFilters } from './active-filters';

const usb: Chip = { tipo: 'filtro', label: 'USB', rota: '/data-loggers?filtro=preco%3A-500', de: null, ate: null };
const price: Chip = {
  tipo: 'preco',
  label: 'preço',
  rota: '/data-loggers?filtro=conectividade%3Ausb',
  de: null,
  ate: 500,
};
const range: Chip = { tipo: 'preco', label: 'preço', rota: '/data-loggers', de: 500, ate: 1000 };

function renderBar(chips: Chip[], isSearch = false) {
  const Stub = createRoutesStub([
    { path: '/*', Component: () => <ActiveFilters chips={chips} clearRoute="/instrumentos" isSearch={isSearch} /> },
  ]);
  render(<Stub initialEntries={['/data-loggers']} />);
}

describe('ActiveFilters (B§2.3)', () => {
  it('B§2.3: hidden with a single active filter', () => {
    renderBar([usb]);
    expect(screen.queryByText('Filtros ativos:')).toBeNull();
  });

  it("B§2.3: with two filters shows 'Filtros ativos:', chips linking to their rota and 'Limpar filtros'", () => {
    renderBar([usb, price]);
    expect(screen.getByRole('heading', { name: 'Filtros ativos:' })).toBeTruthy();
    const chip = screen.getByRole('link', { name: 'Remover filtro USB' });
    expect(chip.getAttribute('href')).toBe(usb.rota);
    expect(screen.getByRole('link', { name: 'Remover filtro Até R$\u00a0500,00' }).getAttribute('href')).toBe(
      price.rota,
    );
    expect(screen.getByRole('link', { name: 'Limpar filtros' }).getAttribute('href')).toBe('/instrumentos');
  });

  it("B§2.3: price chips read 'X à Y'", () => {
    renderBar([usb, range]);
    const link = screen.getByRole('link', { name: 'Remover filtro R$\u00a0500,00 à R$\u00a01.000,00' });
    expect(link.textContent).toContain('R$\u00a0500,00 à R$\u00a01.000,00');
  });

  it('B§2.3: on search the bar needs more than two filters', () => {
    renderBar([usb, price], true);
    expect(screen.queryByText('Filtros ativos:')).toBeNull();
  });

  it('B§2.3: on search with three filters it shows', () => {
    renderBar([usb, price, range], true);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
