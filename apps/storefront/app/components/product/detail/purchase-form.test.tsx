// @vitest-environment happy-dom
import type { ProductDetail } from '@vitrine/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PurchaseForm } from './purchase-form';

const precos = { de: null, por: 1190, vista: 1130.5, parcelamento: [] };
const value = (idAtributoValor: number, label: string) => ({
  id: idAtributoValor,
  idAtributoValor,
  label,
  selecionado: false,
  estoque: 10,
  precos,
  carrinho: { tipo: 'produto' as const, idAtributoValor },
});

const PRODUCT: ProductDetail = {
  id: 100,
  nome: 'Bomba de Vácuo BV-5D',
  sku: 'BV-5D',
  mpn: null,
  ean: null,
  status: 'disponivel',
  marca: { id: 1, nome: 'Vacutec', rota: '/marcas/vacutec', imagem: null },
  categoria: { id: 1, nome: 'Bombas', nivel: 2, taxonomia: 'Bombas', rota: '/bombas' },
  estoque: 20,
  quantidadeMaxima: 20,
  precos,
  agendamentoPreco: { aplicado: null },
  descricoes: { curta: '', longa: '', opcional1: '', opcional2: '' },
  destaques: [],
  naoRecomendado: '',
  midias: { imagens: [], manuais: [] },
  video: null,
  avaliacao: {
    media: 0,
    quantidade: 0,
    percentualRecomenda: 0,
    distribuicao: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    avaliacoes: [],
  },
  atributos: { simples: { nome: 'Voltagem', valores: [value(13, '110V'), value(14, '220V')] }, unico: null },
  carrinho: { tipo: 'produto', itens: [{ idProduto: 100, idAtributoValor: null, quantidade: 1 }] },
  caracteristicas: [],
  combinacoes: [],
  filtros: [],
  perguntas: [],
  selos: [],
  layoutPersonalizado: null,
  seo: { title: '', description: '', titleSocial: '', descriptionSocial: '', openGraphUrlImagem: null },
  breadcrumb: [],
  rota: '/bomba-de-vacuo-bv-5d.html',
  url: '/bomba-de-vacuo-bv-5d.html',
  produtos: [],
  versaoS5: false,
};

function renderForm(selected: number | null) {
  const onMissingAttribute = vi.fn();
  const action = vi.fn(() => ({ ok: true, quantidadeTotal: 1, avisos: [] }));
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <PurchaseForm
          product={PRODUCT}
          offer={{ precos, estoque: 10, status: 'disponivel' }}
          selected={selected}
          s5={false}
          onMissingAttribute={onMissingAttribute}
        />
      ),
    },
    { path: '/resources/cart', action },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { onMissingAttribute, action };
}

describe('PurchaseForm missing-attribute alert (B§5)', () => {
  it('adding without the required value shows an alert naming it and asks for the highlight', () => {
    const { onMissingAttribute, action } = renderForm(null);
    fireEvent.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(screen.getByRole('alert').textContent).toBe('Selecione Voltagem');
    expect(onMissingAttribute).toHaveBeenCalledTimes(1);
    expect(action).not.toHaveBeenCalled();
  });

  it('with a value chosen there is no alert', () => {
    const { onMissingAttribute } = renderForm(13);
    fireEvent.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onMissingAttribute).not.toHaveBeenCalled();
  });
});
