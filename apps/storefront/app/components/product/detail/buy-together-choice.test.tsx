// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BuyTogetherChoice } from './buy-together-choice';

const price = (por: number) => ({ de: null, por, vista: por, parcelamento: [] });
const value = (idAtributoValor: number, label: string, estoque: number) => ({
  id: idAtributoValor,
  idAtributoValor,
  label,
  selecionado: false,
  estoque,
  precos: price(89.9),
  carrinho: { tipo: 'produto' as const, idAtributoValor },
});
const SIMPLES = { nome: 'Tamanho', valores: [value(43, 'P', 25), value(46, 'GG', 0)] };

describe('BuyTogetherChoice (T§2, T§4)', () => {
  it('is a named radio group that reports the chosen value', () => {
    const onSelect = vi.fn();
    render(
      <BuyTogetherChoice
        simples={SIMPLES}
        name="junto-1"
        fieldName="valor-1"
        selected={null}
        highlighted={false}
        onSelect={onSelect}
      />,
    );
    const group = screen.getByRole('group', { name: 'Tamanho' });
    expect(group.dataset.highlighted).toBeUndefined();
    fireEvent.click(screen.getByRole('radio', { name: /^P/ }));
    expect(onSelect).toHaveBeenCalledWith(43);
    expect(screen.getByText('Indisponível')).toBeTruthy();
  });

  it('is marked when highlighted (an empty choice at purchase)', () => {
    render(
      <BuyTogetherChoice
        simples={SIMPLES}
        name="junto-1"
        fieldName="valor-1"
        selected={null}
        highlighted
        onSelect={vi.fn()}
      />,
    );
    expect(screen.getByRole('group', { name: 'Tamanho' }).dataset.highlighted).toBe('true');
  });
});
