// @vitest-environment happy-dom
import type { CartItem } from '@vitrine/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_DEBOUNCE_MS } from '../../lib/cart-constants';
import { SideCartLine } from './side-cart-line';

const ITEM: CartItem = {
  hash: 'p-7-0',
  tipo: 'produto',
  id: 7,
  nome: 'Termômetro Espeto TE-10',
  rota: '/termometro-espeto-te-10.html',
  imagem: null,
  quantidade: 1,
  estoque: 5,
  atributos: { simples: { atributo: { label: 'Voltagem' }, atributoValor: { label: '220V' } } },
  precos: { precoPor: 89.9, subtotal: 89.9 },
  combinacao: null,
  composicao: null,
};

const simple = (atributo: string, valor: string) => ({
  atributo: { label: atributo },
  atributoValor: { label: valor },
});

function renderLine(item: CartItem = ITEM, revision = 0) {
  const onQuantity = vi.fn();
  const onRemove = vi.fn();
  const view = (next: CartItem, rev: number) => (
    <MemoryRouter>
      <ul>
        <SideCartLine item={next} revision={rev} onQuantity={onQuantity} onRemove={onRemove} onNavigate={() => {}} />
      </ul>
    </MemoryRouter>
  );
  const { rerender } = render(view(item, revision));
  return { onQuantity, onRemove, update: (next: CartItem, rev: number) => rerender(view(next, rev)) };
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: `Quantidade de ${ITEM.nome}` });
const minus = () => screen.getByRole('button', { name: `Diminuir quantidade de ${ITEM.nome}` });
const plus = () => screen.getByRole('button', { name: `Aumentar quantidade de ${ITEM.nome}` });

/** Types into the field as a browser does: the new value, then an input event carrying what was inserted. */
function edit(input: HTMLInputElement, value: string, inserted: string | null) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, value);
  const inputType = inserted === null ? 'deleteContentBackward' : 'insertText';
  act(() => {
    input.dispatchEvent(new InputEvent('input', { bubbles: true, data: inserted, inputType }));
  });
}

describe('SideCartLine (T§2, T§5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("T§3 a 'Compre junto' line: both products, the pair before and after the discount, the saving; one control set", () => {
    const combination: CartItem = {
      ...ITEM,
      hash: 'c1-0.14',
      tipo: 'combinacao',
      id: 1,
      nome: 'Manifold MD-4 + Bomba BV-5',
      rota: '/manifold-md-4.html',
      quantidade: 2,
      atributos: { simples: null },
      precos: { precoPor: 180, subtotal: 360 },
      combinacao: {
        id: 1,
        produtos: [
          {
            id: 96,
            nome: 'Manifold MD-4',
            rota: '/manifold-md-4.html',
            imagem: null,
            atributos: { simples: null },
            precos: { precoPor: 100 },
          },
          {
            id: 100,
            nome: 'Bomba BV-5',
            rota: '/bomba-bv-5.html',
            imagem: null,
            atributos: { simples: { atributo: { label: 'Voltagem' }, atributoValor: { label: '220V' } } },
            precos: { precoPor: 100 },
          },
        ],
        precos: { de: 200, por: 180, desconto: 20 },
      },
    };
    const { onRemove } = renderLine(combination);
    expect(screen.getByRole('link', { name: 'Manifold MD-4' }).getAttribute('href')).toBe('/manifold-md-4.html');
    expect(screen.getByRole('link', { name: 'Bomba BV-5' }).getAttribute('href')).toBe('/bomba-bv-5.html');
    expect(screen.getByText('220V').parentElement?.textContent).toBe('Voltagem: 220V');
    expect(screen.getByTestId('preco-combinacao').textContent?.replace(/\s/g, ' ')).toMatch(/R\$ 200,00.*R\$ 180,00/);
    expect(screen.getByTestId('economia-combinacao').textContent?.replace(/\s/g, ' ')).toBe(
      'Compre junto: economize R$ 40,00',
    );
    expect(screen.getByTestId('subtotal-linha').textContent).toMatch(/360,00/);
    fireEvent.click(screen.getByRole('button', { name: /Remover.*Manifold MD-4 \+ Bomba BV-5/ }));
    expect(onRemove).toHaveBeenCalledWith(combination);
  });

  it("issue 39 T§3: a kit line names each product's chosen value, so two lines of one kit read differently", () => {
    const kitLine = (hash: string, volts: string, cor: string): CartItem => ({
      ...ITEM,
      hash,
      tipo: 'lista',
      id: 3,
      nome: 'Kit Refrigeração',
      rota: '/lista/kit-refrigeracao.html',
      atributos: { simples: null },
      composicao: [
        { id: 7, nome: 'Bomba BV-5', quantidade: 1, atributos: { simples: simple('Voltagem', volts) } },
        { id: 8, nome: 'Mangueira M-1', quantidade: 2, atributos: { simples: simple('Cor', cor) } },
        { id: 9, nome: 'Manual', quantidade: 1, atributos: { simples: null } },
      ],
    });
    renderLine(kitLine('l3-a', '110V', 'Azul'));
    renderLine(kitLine('l3-b', '220V', 'Vermelho'));
    const lists = screen.getAllByRole('list', { name: 'Opções escolhidas em Kit Refrigeração' });
    expect(lists.map((list) => list.textContent)).toEqual([
      'Bomba BV-5 — Voltagem: 110VMangueira M-1 — Cor: Azul',
      'Bomba BV-5 — Voltagem: 220VMangueira M-1 — Cor: Vermelho',
    ]);
  });

  it('T§3: shows the simple attribute label and value, and the line subtotal', () => {
    renderLine();
    expect(screen.getByText('220V').parentElement?.textContent).toBe('Voltagem: 220V');
    expect(screen.getByTestId('subtotal-linha').textContent).toMatch(/89,90/);
    expect(screen.getByRole('link', { name: ITEM.nome }).getAttribute('href')).toBe(ITEM.rota);
  });

  it('T§5: minus never goes below 1', () => {
    const { onQuantity } = renderLine();
    expect(minus()).toHaveProperty('disabled', true);
    fireEvent.click(minus());
    act(() => vi.advanceTimersByTime(CART_DEBOUNCE_MS));
    expect(field().value).toBe('1');
    expect(onQuantity).not.toHaveBeenCalled();
  });

  it('T§5 T§9: steps wait 300 ms after the last one and send the last quantity once', () => {
    const { onQuantity } = renderLine();
    fireEvent.click(plus());
    fireEvent.click(plus());
    act(() => vi.advanceTimersByTime(CART_DEBOUNCE_MS - 1));
    fireEvent.click(plus());
    expect(field().value).toBe('4');
    act(() => vi.advanceTimersByTime(CART_DEBOUNCE_MS - 1));
    expect(onQuantity).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onQuantity).toHaveBeenCalledExactlyOnceWith(ITEM, 4);
  });

  it('T§5: digits only; a typed change is sent after a digit key, not after others', () => {
    const { onQuantity } = renderLine();
    edit(field(), '12', '2');
    edit(field(), '12a', 'a');
    expect(field().value).toBe('12');
    act(() => vi.advanceTimersByTime(CART_DEBOUNCE_MS));
    expect(onQuantity).toHaveBeenCalledExactlyOnceWith(ITEM, 12);
  });

  it('T§5: a deletion is not sent, and leaving the field shows the cart quantity again', () => {
    const { onQuantity } = renderLine();
    edit(field(), '', null);
    expect(field().value).toBe('');
    act(() => vi.advanceTimersByTime(CART_DEBOUNCE_MS));
    expect(onQuantity).not.toHaveBeenCalled();
    fireEvent.blur(field());
    expect(field().value).toBe('1');
  });

  it("T§4: after the server's answer the field shows the server's quantity (clamped to stock)", () => {
    const { update } = renderLine();
    edit(field(), '9', '9');
    act(() => vi.advanceTimersByTime(CART_DEBOUNCE_MS));
    update({ ...ITEM, quantidade: 5 }, 1);
    expect(field().value).toBe('5');
  });

  it('T§2: the remove button names the product and drops a waiting change', () => {
    const { onQuantity, onRemove } = renderLine();
    fireEvent.click(plus());
    fireEvent.click(screen.getByRole('button', { name: `Remover ${ITEM.nome} do carrinho` }));
    act(() => vi.advanceTimersByTime(CART_DEBOUNCE_MS));
    expect(onRemove).toHaveBeenCalledExactlyOnceWith(ITEM);
    expect(onQuantity).not.toHaveBeenCalled();
  });
});
