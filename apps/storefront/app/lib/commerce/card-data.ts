import type { Attributes, CharacteristicGroup, ListCard, Prices, ProductCard, ProductImage } from '@vitrine/contract';

type CardLike = {
  midias: { imagens: ProductImage[] };
  precos: Prices;
  descricaoCurta: string;
  sku?: string;
  estoque?: number;
  atributos?: Attributes;
  caracteristicas?: CharacteristicGroup[];
};

/** The one image size a card draws. */
type CardImage = { arquivos: Pick<ProductImage['arquivos'], 'medium'> };

/** A card as the page's loader data carries it. */
export type Card<T extends CardLike> = Omit<
  T,
  'midias' | 'sku' | 'estoque' | 'atributos' | 'caracteristicas' | 'descricaoCurta'
> & {
  midias: { imagens: CardImage[] };
  /** B§3 atributos.simples: the name of the value a shopper chooses before buying (on the product page), or null. */
  atributoSimples: string | null;
};
export type ProductCardData = Card<ProductCard>;
export type ListCardData = Card<ListCard>;

/**
 * What a card shows of a product or kit, and nothing more, for the page's loader data (serialized into every HTML
 * page): the first image in the size cards draw (B§2.3 cards show one) and the last row of the instalment table (the
 * only one a card summarises, T§9). A showcase of 5 cards goes from ≈ 12 KB to ≈ 4 KB of page. Of the attributes and
 * characteristics the API's card carries (B§3), only the 'simples' attribute's name stays. The short description,
 * shown only in the list view a shopper may pick, is not in it: the browser asks for it then
 * (`listingDescriptions`, GET /resources/card-descriptions).
 */
export function cardData<T extends CardLike>(card: T): Card<T> {
  const last = card.precos.parcelamento.at(-1);
  const image = card.midias.imagens[0];
  // Neither the card nor its analytics read the code, the stock (the status says what a card offers), the values'
  // prices or the characteristics: only whether a value must be chosen first.
  const {
    sku: _sku,
    estoque: _estoque,
    atributos,
    caracteristicas: _caracteristicas,
    descricaoCurta: _descricaoCurta,
    ...shown
  } = card;
  const kept = {
    ...shown,
    atributoSimples: atributos?.simples?.nome ?? null,
    midias: { imagens: image ? [{ arquivos: { medium: image.arquivos.medium } }] : [] },
    precos: { ...card.precos, parcelamento: last ? [last] : [] },
  };
  // The rest of a generic T is not related to Omit<T, …> by the compiler; it is that type.
  return kept as unknown as Card<T>;
}

/** Cards of a shelf or showcase. */
export const shelfCards = <T extends CardLike>(cards: T[]): Card<T>[] => cards.map((card) => cardData(card));
