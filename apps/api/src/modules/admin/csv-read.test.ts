import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsvItems } from './csv-read';

const items = async (chunks: string[]) => {
  const out = [];
  for await (const item of readCsvItems(Readable.from(chunks.map((c) => Buffer.from(c))))) out.push(item);
  return out;
};

describe('catalogue CSV reading (issue 26)', () => {
  it('issue 26: a file arriving in many chunks is read whole; ";" or "," told from the header; BOM accepted', async () => {
    const read = await items(['\uFEFFsku;nome;preco_por\nA-1;Um', ';1.234,56\nA-2;Dois;', '10.5\n']);
    expect(read.map((i) => [i.line, i.raw.sku, i.raw.precoPor])).toEqual([
      [2, 'A-1', 1234.56],
      [3, 'A-2', 10.5],
    ]);
    const comma = await items(['sku,nome\nB-1,"Um, dois"\n']);
    expect(comma[0]?.raw.nome).toBe('Um, dois');
  });

  it('issue 26: sku_pai rows become the values of their product; a neutralized formula is read back', async () => {
    const [item] = await items([
      "sku;sku_pai;nome;atributo;valor;preco_por;estoque\nP;;'=Nome;Voltagem;;10,00;\nP-1;P;;;110V;10,00;3\n",
    ]);
    expect(item?.raw.nome).toBe('=Nome');
    expect(item?.raw.atributo).toEqual({
      nome: 'Voltagem',
      valores: [{ sku: 'P-1', valor: '110V', precoDe: null, precoPor: 10, estoque: 3 }],
    });
    expect(item?.valueLines).toEqual([3]);
  });
});
