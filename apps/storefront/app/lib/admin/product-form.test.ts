import { describe, expect, it } from 'vitest';
import { formFieldOf, readCharacteristics, readFilters, writeCharacteristics, writeFilters } from './product-form';

describe('the product editor’s notations (issue 36)', () => {
  it('issue 36: characteristics read "Grupo > Nome = Valor" a line and write back the same', () => {
    const text = 'Características técnicas > Faixa = -40 a 85 °C\n\n  Dimensões > Peso = 1,2 kg = líquido  ';
    const read = readCharacteristics(text);
    expect(read).toEqual({
      items: [
        { grupo: 'Características técnicas', label: 'Faixa', valor: '-40 a 85 °C' },
        { grupo: 'Dimensões', label: 'Peso', valor: '1,2 kg = líquido' },
      ],
    });
    if ('items' in read) expect(readCharacteristics(writeCharacteristics(read.items))).toEqual(read);
  });

  it('issue 36: a characteristics or filters line out of the notation is named by its number', () => {
    expect(readCharacteristics('A > B = C\nsem formato')).toEqual({
      problem: { linha: 2, mensagem: 'Características, linha 2: use "Grupo > Nome = Valor".' },
    });
    expect(readFilters('Aplicação:')).toEqual({
      problem: { linha: 1, mensagem: 'Filtros, linha 1: use "Filtro: Valor".' },
    });
  });

  it('issue 36: filters read "Filtro: Valor" a line (a value may hold a colon) and write back the same', () => {
    const read = readFilters('Aplicação: Industrial\nFaixa: 0:100');
    expect(read).toEqual({
      items: [
        { filtro: 'Aplicação', valor: 'Industrial' },
        { filtro: 'Faixa', valor: '0:100' },
      ],
    });
    if ('items' in read) expect(writeFilters(read.items)).toBe('Aplicação: Industrial\nFaixa: 0:100');
  });

  it('issue 36: a field the admin API refused is shown beside the editor’s own control', () => {
    expect(formFieldOf('atributo.valores.2.precoDe')).toBe('valores[2].precoDe');
    expect(formFieldOf('seo.title')).toBe('seoTitle');
    expect(formFieldOf('selos.0')).toBe('selos');
    expect(formFieldOf('precoPor')).toBe('precoPor');
    expect(formFieldOf('imagens.0')).toBeNull();
  });
});
