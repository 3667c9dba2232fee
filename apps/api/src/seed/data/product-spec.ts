import type { SimpleAttributeKind, WireThickness } from './catalog-meta';

/** One product of the demo catalogue as written by hand; the rest is derived in build-products. */
export interface ProductSpec {
  nome: string;
  /** Category rota, e.g. '/data-loggers/logistica'. */
  cat: string;
  /** Brand slug. */
  marca: string;
  /** Price in reais ("por"). */
  preco: number;
  /** List price in reais ("de"). */
  de?: number;
  /** 'sob' = sobConsulta, 'ind' = indisponivel. */
  st?: 'sob' | 'ind';
  /** Reference key used by kits, combinations, showcases and menus. */
  k?: string;
  attr?: SimpleAttributeKind;
  /** Sibling group key and this product's value in it. */
  uniq?: [string, string];
  peso?: number;
  /** YouTube video id. */
  video?: string;
  /** Composição do Kit: item and quantity. */
  kit?: [string, number][];
  /** Sold as `qty` units of another product (by key). */
  pack?: [string, number];
  fio?: WireThickness;
  gases?: string[];
  imagens?: number;
  layout?: boolean;
}

export type SpecOptions = Omit<ProductSpec, 'nome' | 'cat' | 'marca' | 'preco'>;

export const p = (nome: string, cat: string, marca: string, preco: number, opts: SpecOptions = {}): ProductSpec => ({
  nome,
  cat,
  marca,
  preco,
  ...opts,
});
