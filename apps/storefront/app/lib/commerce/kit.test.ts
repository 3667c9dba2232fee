import { describe, expect, it } from 'vitest';
import {
  initialSelection,
  kitAvailable,
  kitProduct,
  kitProductEntries,
  kitShortageText,
  kitShortages,
  kitTotal,
  selectValue,
  selectionFromParams,
  type KitProduct,
} from './kit';
import type { ListProduct, Prices } from '@vitrine/contract';

describe('kit (B§2.5, T§4)', () => {
  it('B§2.5 T§4: available when the first product has stock', () => {
    expect(kitAvailable([{ estoque: 2 }, { estoque: 3 }])).toBe(true);
  });
  it('B§2.5: unavailable when the first product is out of stock, whatever the others', () => {
    expect(kitAvailable([{ estoque: 0 }, { estoque: 50 }])).toBe(false);
    expect(kitAvailable([])).toBe(false);
  });
  it('B§2.5 issue 25: another item out of stock keeps the kit available and is named with its value', () => {
    const items = [
      { nome: 'Termômetro', valor: null, estoque: 2, quantidade: 1 },
      { nome: 'Bomba de vácuo', valor: '220 V', estoque: 0, quantidade: 1 },
      { nome: 'Mangueira', valor: null, estoque: 1, quantidade: 2 },
    ];
    expect(kitAvailable(items)).toBe(true);
    expect(kitShortages(items)).toEqual(['Bomba de vácuo (220 V)', 'Mangueira']);
    expect(kitShortages(items.slice(0, 1))).toEqual([]);
    expect(kitShortageText(['Bomba de vácuo (220 V)'], false)).toBe(
      'Este kit não pode ser comprado agora: está sem estoque Bomba de vácuo (220 V).',
    );
    expect(kitShortageText(['A', 'B', 'C'], true)).toBe(
      "Este kit não pode ser comprado agora: estão sem estoque A, B e C. Escolha outra opção em 'Composição do Kit' ou peça para ser avisado.",
    );
  });
  it('T§4: selecting a value replaces the product previous value only', () => {
    const start = initialSelection([
      { id: 1, idAtributoValor: 10 },
      { id: 2, idAtributoValor: null },
    ]);
    expect(selectValue(start, 1, 11)).toEqual({ 1: 11, 2: null });
  });
  it('B§2.5: total = Σ por × quantidade less the discount', () => {
    expect(
      kitTotal(
        [
          { por: 100, quantidade: 2 },
          { por: 50.5, quantidade: 1 },
        ],
        10,
      ),
    ).toBe(225.45);
    expect(kitTotal([{ por: 10, quantidade: 3 }], 0)).toBe(30);
  });
  it('T§4: the form entries carry every product in kit order, 0 for no value', () => {
    expect(kitProductEntries([{ id: 5 }, { id: 7 }], { 5: 12, 7: null })).toEqual(['5:12', '7:0']);
  });
  it('T§4: a query chooses known values over the pre-selection and ignores the rest', () => {
    const simples = { nome: 'Voltagem', valores: [{ idAtributoValor: 13 }, { idAtributoValor: 14 }] };
    const produtos = [
      { id: 1, idAtributoValor: 14, atributos: { simples, unico: null } },
      { id: 2, idAtributoValor: null, atributos: { simples: null, unico: null } },
    ] as unknown as KitProduct[];
    expect(selectionFromParams(produtos, new URLSearchParams('valor-1=13'))).toEqual({ 1: 13, 2: null });
    expect(selectionFromParams(produtos, new URLSearchParams('valor-1=99&valor-2=3'))).toBeNull();
  });

  it('B§2.5: the kit page carries what it reads of a product: one small image, the last instalment rows, no characteristics', () => {
    const prices = (por: number): Prices => ({
      de: null,
      por,
      vista: por,
      parcelamento: [1, 2, 3].map((parcelas) => ({
        parcelas,
        valorParcela: por / parcelas,
        taxa: 0,
        exibirTaxa: true,
      })),
    });
    const image = (n: number) => ({
      label: `Foto ${n}`,
      arquivos: { small: `/s${n}.svg`, medium: `/m${n}.svg`, big: `/b${n}.svg`, zoom: `/z${n}.svg` },
    });
    const value = { id: 1, idAtributoValor: 13, label: '220 V', selecionado: true, estoque: 4, precos: prices(90) };
    const product: ListProduct = {
      id: 7,
      nome: 'Bomba de vácuo',
      sku: 'REF-7',
      rota: '/bomba.html',
      status: 'disponivel',
      quantidade: 2,
      estoque: 4,
      idAtributoValor: 13,
      precos: prices(90),
      avaliacao: { media: 4, quantidade: 3 },
      caracteristicas: [{ nome: 'Especificações', itens: [{ label: 'Peso', valor: '5 kg' }] }],
      atributos: {
        simples: { nome: 'Voltagem', valores: [{ ...value, carrinho: { tipo: 'produto', idAtributoValor: 13 } }] },
        unico: null,
      },
      midias: { imagens: [image(1), image(2)] },
    };
    const kept = kitProduct(product);
    expect(kept).not.toHaveProperty('caracteristicas');
    expect(kept.midias).toEqual({ imagens: [{ arquivos: { small: '/s1.svg' } }] });
    expect(kept.precos.parcelamento).toEqual([{ parcelas: 3, valorParcela: 30, taxa: 0, exibirTaxa: true }]);
    expect(kept.atributos.simples?.valores[0]?.precos.parcelamento).toHaveLength(1);
    expect(kept).toMatchObject({ id: 7, nome: 'Bomba de vácuo', quantidade: 2, estoque: 4, idAtributoValor: 13 });
    expect(kept.precos.por).toBe(90);
  });
});
