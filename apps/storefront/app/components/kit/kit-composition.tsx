import { photoSources } from '@vitrine/contract/photos';
import type { Prices } from '@vitrine/contract';
import { Link } from '../ui/router-link';
import { KIT_COMPOSITION_TITLE } from '../../lib/detail-constants';
import type { KitProduct, KitSelection } from '../../lib/commerce/kit';
import { valueFieldName } from '../../lib/commerce/product-value';
import { formatBRL } from '../../lib/commerce/money';
import { RatingStars } from '../product/rating-stars';
import { ValueRadio } from '../product/value-radio';

type Props = {
  produtos: readonly KitProduct[];
  selection: KitSelection;
  /** Unit prices per product for the current selection (the server's when it answered). */
  prices: Record<number, Prices>;
  /** The permission flag: false shows the pre-selection disabled. */
  canChoose: boolean;
  onSelect: (productId: number, valueId: number) => void;
};

/**
 * T§2 'Composição do Kit': each product with image, name, quantity, price and rating, and its simple values as
 * radio choices (label and price; out-of-stock values look unavailable). The choices belong to the no-JS form
 * `kit-escolhas` (GET, `valor-{id}`), which the loader sends to POST /list/shop.
 */
export function KitComposition({ produtos, selection, prices, canChoose, onSelect }: Props) {
  return (
    <section aria-labelledby="composicao-kit" className="flex flex-col gap-3">
      <h2 id="composicao-kit" className="text-lg font-bold text-brand-900">
        {KIT_COMPOSITION_TITLE}
      </h2>
      <ul className="flex flex-col divide-y divide-gray-200 rounded-md border border-gray-200">
        {produtos.map((product) => {
          const image = product.midias.imagens[0];
          const precos = prices[product.id] ?? product.precos;
          const simples = product.atributos.simples;
          return (
            <li key={product.id} className="flex flex-col gap-2 p-3" data-testid={`kit-produto-${product.id}`}>
              <div className="flex gap-3">
                {image ? (
                  <img
                    src={image.arquivos.small}
                    {...photoSources(image.arquivos.small, 'thumbnail', '80px')}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    className="size-20 shrink-0 rounded border border-gray-200 object-contain"
                  />
                ) : null}
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <Link to={product.rota} className="font-semibold text-brand-800 hover:underline">
                    {product.nome}
                  </Link>
                  <span className="text-sm text-gray-700">Quantidade: {product.quantidade}</span>
                  <span className="text-base font-bold text-gray-900" data-testid="kit-produto-preco">
                    {formatBRL(precos.por)}
                  </span>
                  {product.avaliacao.quantidade > 0 ? (
                    <RatingStars media={product.avaliacao.media} quantidade={product.avaliacao.quantidade} />
                  ) : null}
                </div>
              </div>
              {simples && simples.valores.length > 0 ? (
                <fieldset className="flex flex-col gap-1" disabled={!canChoose}>
                  <legend className="field-label">{simples.nome}</legend>
                  <div className="flex flex-wrap gap-2">
                    {simples.valores.map((value) => (
                      <ValueRadio
                        key={value.idAtributoValor}
                        id={`kit-${product.id}-valor-${value.idAtributoValor}`}
                        form="kit-escolhas"
                        name={valueFieldName(product.id)}
                        value={value}
                        checked={selection[product.id] === value.idAtributoValor}
                        onSelect={(valueId) => onSelect(product.id, valueId)}
                      />
                    ))}
                  </div>
                </fieldset>
              ) : null}
            </li>
          );
        })}
      </ul>
      {canChoose ? (
        <noscript>
          <button
            type="submit"
            form="kit-escolhas"
            className="self-start rounded-md border border-brand-700 px-3 py-2 text-sm text-brand-800"
          >
            Atualizar preço do kit
          </button>
        </noscript>
      ) : null}
    </section>
  );
}
