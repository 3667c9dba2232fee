import type { ProductCard } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { cardData, shelfCards } from './card-data';

const image = (n: number) => ({
  label: `Foto ${n}`,
  arquivos: { small: `/s${n}.webp`, medium: `/m${n}.webp`, big: `/b${n}.webp`, zoom: `/z${n}.webp` },
});
const installment = (parcelas: number, taxa = 0) => ({
  parcelas,
  valorParcela: 100 / parcelas,
  taxa,
  exibirTaxa: true,
});
const long = `<p>${'Termômetro digital com haste de inox e alarme de máxima e mínima. '.repeat(8)}</p>`;

const card: ProductCard = {
  id: 7,
  nome: 'Termômetro TE-300',
  sku: 'TE-300',
  rota: '/termometro-te-300.html',
  status: 'disponivel',
  estoque: 4,
  selos: [],
  midias: { imagens: [image(1), image(2), image(3)] },
  precos: { de: 120, por: 100, vista: 95, parcelamento: [installment(1), installment(6), installment(12, 1.99)] },
  marca: { nome: 'Termotek' },
  descricaoCurta: long,
  avaliacao: { media: 4.5, quantidade: 2 },
  atributos: { simples: null, unico: null },
  caracteristicas: [{ nome: 'Especificações', itens: [{ label: 'Faixa', valor: '-50 a 300 °C' }] }],
};

describe('cardData (what a card shows, B§2.3 / T§9)', () => {
  it('keeps the first image in the size cards draw and the last instalment row, which is all a card shows', () => {
    const slim = cardData(card);
    expect(slim.midias.imagens).toEqual([{ arquivos: { medium: image(1).arquivos.medium } }]);
    expect(slim.precos).toEqual({ de: 120, por: 100, vista: 95, parcelamento: [installment(12, 1.99)] });
    // Everything else is kept but the code and the stock, which neither the card nor its analytics read.
    expect(slim).not.toHaveProperty('sku');
    expect(slim).not.toHaveProperty('estoque');
    const {
      sku: _sku,
      estoque: _estoque,
      atributos: _atributos,
      caracteristicas: _caracteristicas,
      descricaoCurta: _descricaoCurta,
      ...rest
    } = card;
    expect({ ...slim, midias: card.midias, precos: card.precos }).toEqual({
      ...rest,
      atributoSimples: null,
    });
  });

  it('B§3 (storefront-browsing.md Product (card)): of atributos.simples/unico and caracteristicas only the simple attribute name stays', () => {
    const simples = {
      nome: 'Voltagem',
      valores: [
        {
          id: 1,
          idAtributoValor: 10,
          label: '220 V',
          selecionado: false,
          estoque: 3,
          precos: card.precos,
          carrinho: { tipo: 'produto' as const, idAtributoValor: 10 },
        },
      ],
    };
    const slim = cardData({ ...card, atributos: { simples, unico: null } });
    expect(slim.atributoSimples).toBe('Voltagem');
    expect(slim).not.toHaveProperty('atributos');
    expect(slim).not.toHaveProperty('caracteristicas');
  });

  it('issue 38: leaves the short description out (the list view asks for it: GET /resources/card-descriptions)', () => {
    expect(cardData(card)).not.toHaveProperty('descricaoCurta');
    expect(JSON.stringify(cardData(card))).not.toContain('haste de inox');
  });

  it('copes with no image or no instalments', () => {
    const [bare] = shelfCards([{ ...card, midias: { imagens: [] }, precos: { ...card.precos, parcelamento: [] } }]);
    expect(bare?.midias.imagens).toEqual([]);
    expect(bare?.precos.parcelamento).toEqual([]);
  });
});
