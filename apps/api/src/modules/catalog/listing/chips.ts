/**
 * Active filters (info.filtros, B§2.3 "Filtros ativos"): one chip per active filter, each linking to the listing
 * without it. Tokens naming values the catalogue no longer has still get a chip, so they can be removed.
 */
import type { Chip } from '@vitrine/contract';
import type { CatalogMeta } from './catalog-meta';
import { type PageState, rota, withoutToken } from './page-state';
import { discountLabel, priceLabel } from './price-buckets';
import type { FilterToken } from './tokens';

export interface ChipInput {
  meta: CatalogMeta;
  tokens: readonly FilterToken[];
  state: PageState;
  path: string;
  /** The listing's category (category listings; brand or landing pages narrowed to one). */
  category: { label: string; rota: string } | null;
  /** The search text, on search or when a listing is searched inside. */
  busca: { label: string; rota: string } | null;
}

const plain = (tipo: Chip['tipo'], label: string, rotaSem: string): Chip => ({
  tipo,
  label,
  rota: rotaSem,
  de: null,
  ate: null,
});

/** A slug the catalogue no longer names, read as words ('cor-da-caixa' → 'Cor da caixa'): never a raw token. */
const slugWords = (slug: string) => {
  const words = slug.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The filter's label and the value's label (issue 25); a value the catalogue no longer has reads as such. */
function tokenLabel(meta: CatalogMeta, t: FilterToken): string {
  switch (t.kind) {
    case 'filtro': {
      const filter = meta.filterBySlug.get(t.filterSlug);
      const value = filter?.values.find((v) => v.slug === t.valueSlug);
      return `${filter?.nome ?? slugWords(t.filterSlug)}: ${value?.label ?? slugWords(t.valueSlug)}`;
    }
    case 'atributo': {
      const value = meta.attributeValues.get(t.valueId);
      const attribute = value && meta.attributes.find((a) => a.id === value.attributeId);
      return value && attribute ? `${attribute.nome}: ${value.label}` : 'Opção indisponível';
    }
    case 'categoria':
      return meta.categories.get(t.categoryId)?.nome ?? 'Categoria indisponível';
    case 'preco':
      return priceLabel(t.de, t.ate);
    case 'desconto':
      return discountLabel(t.percent);
  }
}

export function buildChips(input: ChipInput): Chip[] {
  const chips: Chip[] = [];
  if (input.busca) chips.push(plain('busca', input.busca.label, input.busca.rota));
  if (input.category) chips.push(plain('categoria', input.category.label, input.category.rota));
  for (const t of input.tokens) {
    const without = rota(input.path, withoutToken(input.state, t.token));
    const label = tokenLabel(input.meta, t);
    if (t.kind === 'preco') chips.push({ tipo: 'preco', label, rota: without, de: t.de, ate: t.ate });
    else chips.push(plain(t.kind, label, without));
  }
  return chips;
}
