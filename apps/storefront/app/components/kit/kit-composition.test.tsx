// @vitest-environment happy-dom
import type { ListProduct, Prices } from '@vitrine/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { KitComposition } from './kit-composition';

const price = (por: number): Prices => ({ de: null, por, vista: por, parcelamento: [] });
const value = (idAtributoValor: number, label: string, estoque: number, por: number) => ({
  id: idAtributoValor,
  idAtributoValor,
  label,
  selecionado: false,
  estoque,
  precos: price(por),
  carrinho: { tipo: 'produto' as const, idAtributoValor },
});

const PUMP: ListProduct = {
  id: 100,
  nome: 'Bomba de Vácuo BV-5D',
  sku: 'BV-5D',
  rota: '/bomba-de-vacuo-bv-5d.html',
  status: 'disponivel',
  quantidade: 2,
  estoque: 36,
  idAtributoValor: 14,
  precos: price(1190),
  avaliacao: { media: 4, quantidade: 3 },
  caracteristicas: [],
  atributos: {
    simples: {
      nome: 'Voltagem',
      valores: [value(13, '110V', 49, 1190), value(14, '220V', 36, 1190), value(15, 'Bivolt', 0, 1285.9)],
    },
    unico: null,
  },
  midias: { imagens: [] },
};

function renderKit(canChoose: boolean, onSelect = vi.fn()) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <KitComposition
          produtos={[PUMP]}
          selection={{ 100: 14 }}
          prices={{ 100: price(1190) }}
          canChoose={canChoose}
          onSelect={onSelect}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return onSelect;
}

describe('KitComposition (T§2, T§4)', () => {
  it('lists the product with its link, quantity and price, and the pre-selected value checked', () => {
    renderKit(true);
    expect(screen.getByRole('link', { name: PUMP.nome }).getAttribute('href')).toBe(PUMP.rota);
    expect(screen.getByText('Quantidade: 2')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^220V/ }).checked).toBe(true);
  });

  it('T§2 issue 25: an out-of-stock value is shown unavailable and cannot be chosen', () => {
    const onSelect = renderKit(true);
    const label = screen.getByText('Bivolt').closest('label');
    expect(label?.dataset.unavailable).toBe('true');
    expect(label?.textContent).toContain('Indisponível');
    const radio = document.getElementById(label?.htmlFor ?? '') as HTMLInputElement;
    expect(radio.disabled).toBe(true);
    fireEvent.click(label!);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('reports a chosen value', () => {
    const onSelect = renderKit(true);
    fireEvent.click(screen.getByRole('radio', { name: /^110V/ }));
    expect(onSelect).toHaveBeenCalledWith(100, 13);
  });

  it('without permission the choices are disabled', () => {
    renderKit(false);
    const group = screen.getByRole<HTMLFieldSetElement>('group', { name: 'Voltagem' });
    expect(group.disabled).toBe(true);
  });
});
