import type { Attributes } from '@vitrine/contract';
import { Form, Link } from '../../ui/router-link';
import { formatBRL } from '../../../lib/commerce/money';
import { valueFieldName } from '../../../lib/commerce/product-value';

type Props = {
  attributes: Attributes;
  selected: number | null;
  onSelect: (id: number) => void;
  highlighted: boolean;
  /** Distinguishes several selectors on one page (Compre junto). */
  idPrefix?: string;
  /**
   * The buy form the simple-value radios belong to (its id) and the product: a plain post of that form then carries
   * the checked value (`valor-{id}`), so 'Comprar' adds the chosen value without JavaScript. Without a buy form the
   * radios are a GET form (?valor=) that reloads the page for the chosen value.
   */
  buyForm?: { id: string; productId: number };
};

/**
 * B§4 attribute selector. Simple values: a radio group (out-of-stock values look unavailable but stay selectable);
 * without JavaScript the radios post with the buy form, or are a GET form (?valor=) the loader honours when there is
 * no buy form. Unique values: links to sibling products.
 */
export function AttributeSelector({ attributes, selected, onSelect, highlighted, idPrefix = 'attr', buyForm }: Props) {
  const { simples, unico } = attributes;
  const Group = buyForm ? 'div' : Form;
  return (
    <>
      {unico && unico.valores.length > 0 ? (
        <nav aria-label={unico.nome} className="flex flex-col gap-1">
          <span className="field-label">{unico.nome}</span>
          <ul className="flex flex-wrap gap-2">
            {unico.valores.map((value) => (
              <li key={value.produto.id}>
                <Link
                  to={value.produto.rota}
                  aria-current={value.selecionado ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-md border px-3 text-sm ${
                    value.selecionado ? 'border-brand-700 bg-brand-50 font-bold text-brand-900' : 'border-gray-400'
                  }`}
                >
                  {value.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {simples && simples.valores.length > 0 ? (
        <Group {...(buyForm ? {} : { method: 'get', preventScrollReset: true, replace: true })}>
          <fieldset
            id={`${idPrefix}-simples`}
            data-highlighted={highlighted || undefined}
            className={`attr-fieldset rounded-md border p-2 ${highlighted ? 'border-red-700 ring-2 ring-red-700' : 'border-transparent'}`}
          >
            <legend className="field-label px-1">{simples.nome}</legend>
            <div className="flex flex-wrap gap-2">
              {simples.valores.map((value) => {
                const out = value.estoque === 0;
                const inputId = `${idPrefix}-valor-${value.idAtributoValor}`;
                return (
                  <span key={value.idAtributoValor}>
                    <input
                      id={inputId}
                      type="radio"
                      form={buyForm?.id}
                      name={buyForm ? valueFieldName(buyForm.productId) : 'valor'}
                      value={value.idAtributoValor}
                      checked={selected === value.idAtributoValor}
                      onChange={() => onSelect(value.idAtributoValor)}
                      className="peer sr-only"
                    />
                    <label
                      htmlFor={inputId}
                      className={`inline-flex min-h-11 cursor-pointer flex-col justify-center rounded-md border px-3 text-sm peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:font-bold peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700 ${
                        out
                          ? 'border-dashed border-gray-400 text-gray-600 line-through'
                          : 'border-gray-400 text-gray-900'
                      }`}
                    >
                      <span>{value.label}</span>
                      <span className="text-xs no-underline">{out ? 'Indisponível' : formatBRL(value.precos.por)}</span>
                    </label>
                  </span>
                );
              })}
            </div>
            {buyForm ? null : (
              <noscript>
                <button
                  type="submit"
                  className="mt-2 rounded-md border border-brand-700 px-3 py-2 text-sm text-brand-800"
                >
                  Aplicar
                </button>
              </noscript>
            )}
          </fieldset>
        </Group>
      ) : null}
    </>
  );
}
