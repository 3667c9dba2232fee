import type { Cart } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { trackingCart, trackingObject } from './tracking';

const CART: Cart = {
  quantidadeTotal: 3,
  quantidadeItens: 2,
  itens: [
    {
      hash: 'a',
      tipo: 'produto',
      id: 7,
      nome: 'Termômetro TE-300',
      rota: '/termometro-te-300.html',
      imagem: null,
      quantidade: 2,
      estoque: 10,
      atributos: { simples: { atributo: { label: 'Voltagem' }, atributoValor: { label: '220V' } } },
      precos: { precoPor: 100, subtotal: 200 },
      combinacao: null,
      composicao: null,
    },
  ],
  subtotal: { valor: 200 },
  desconto: { valor: 0 },
  total: { valor: 200 },
};

describe('T§3 tracking object', () => {
  it('copies the cart items and subtotal', () => {
    expect(trackingCart(CART)).toEqual({
      quantidadeTotal: 3,
      subtotal: 200,
      itens: [{ id: 7, tipo: 'produto', nome: 'Termômetro TE-300', variante: '220V', quantidade: 2, preco: 100 }],
    });
  });
  it('copies user and page data, never the name or e-mail', () => {
    const user = { id: 5, logado: true, vendaInterna: null, nomeRazao: 'Ana', email: 'ana@example.com' };
    const object = trackingObject({ kind: 'home', path: '/?a=1', title: 'Loja', user, cart: null });
    expect(object).toEqual({
      pagina: { tipo: 'home', caminho: '/?a=1', titulo: 'Loja' },
      usuario: { logado: true, id: 5, vendaInterna: false },
      carrinho: null,
    });
    expect(JSON.stringify(object)).not.toContain('ana@');
  });
});
