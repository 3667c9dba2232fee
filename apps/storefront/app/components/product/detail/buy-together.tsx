import { photoSources } from '@vitrine/contract/photos';
import type { Attributes, Combination, CombinationPrices, ProductDetail } from '@vitrine/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { Link } from '../../ui/router-link';
import { clock } from '../../../lib/clock';
import { ALERT_MS } from '../../../lib/constants';
import { LINK_CART_ACTION } from '../../../lib/cart-constants';
import {
  BUY_TOGETHER_ADDED_TEXT,
  BUY_TOGETHER_BUTTON,
  BUY_TOGETHER_TITLE,
  ERROR_PARAM_COMBINATION,
  LINK_COMBINATION,
  savingsText,
} from '../../../lib/detail-constants';
import { installmentSummary } from '@vitrine/contract/installments';
import { cashPriceText } from '../../../lib/commerce/installments';
import { formatBRL } from '../../../lib/commerce/money';
import {
  PRICE_FIELD,
  PRODUCT_VALUE_FIELD,
  encodeProductValue,
  valueFieldName,
} from '../../../lib/commerce/product-value';
import { cartAlert } from '../../../lib/commerce/attributes';
import type { CartActionData, CombinationActionData } from '../../../lib/resource-types';
import { useOpenSideCartAfterAdd } from '../../cart/side-cart';
import { BuyTogetherChoice } from './buy-together-choice';
import { useFreshAnswer } from '../../../hooks/use-fresh-answer';
import { JsField } from '../../forms/js-field';

type Simples = Attributes['simples'];
type Side = { id: number; nome: string; rota: string; imagem: string | null; simples: Simples };
type Props = { product: ProductDetail; combinacoes: readonly Combination[]; partners: Record<number, Simples> };

/** T§2, T§4, B§5 'Compre junto': one block per combination of the product. */
export function BuyTogether({ product, combinacoes, partners }: Props) {
  if (combinacoes.length === 0) return null;
  const main: Side = {
    id: product.id,
    nome: product.nome,
    rota: product.rota,
    imagem: product.midias.imagens[0]?.arquivos.small ?? null,
    simples: product.atributos.simples,
  };
  return (
    <section aria-labelledby="compre-junto" className="flex flex-col gap-3">
      <h2 id="compre-junto" className="text-lg font-bold text-brand-900">
        {BUY_TOGETHER_TITLE}
      </h2>
      {combinacoes.map((combination) => (
        <BuyTogetherOffer
          key={combination.id}
          main={main}
          partner={{
            id: combination.produto.id,
            nome: combination.produto.nome,
            rota: combination.produto.rota,
            imagem: combination.produto.midias.imagens[0]?.arquivos.small ?? null,
            simples: partners[combination.produto.id] ?? null,
          }}
          initial={combination.precos}
        />
      ))}
    </section>
  );
}

const hasChoice = (simples: Simples) => (simples?.valores.length ?? 0) > 0;

/** A side's unit price for a value (its own), else the price shown now. */
const sidePrice = (side: Side, valueId: number | null, shown: number) =>
  side.simples?.valores.find((v) => v.idAtributoValor === valueId)?.precos.por ?? shown;

function BuyTogetherOffer({ main, partner, initial }: { main: Side; partner: Side; initial: CombinationPrices }) {
  const [values, setValues] = useState<[number | null, number | null]>([null, null]);
  const [highlight, setHighlight] = useState<[boolean, boolean]>([false, false]);
  const prices = useFetcher<CombinationActionData>();
  const cart = useFetcher<CartActionData>();
  // B§9: a refusal shows ALERT_MS.
  const freshCart = useFreshAnswer(cart.data, (a) => (a.ok ? null : ALERT_MS));
  useOpenSideCartAfterAdd(cart);
  const precos = prices.data?.ok ? prices.data.precos : initial;
  // A refused no-script add comes back with its message (a missing value's 'Selecione …', else 'carrinho').
  const [params] = useSearchParams();
  const noJsError = params.get(ERROR_PARAM_COMBINATION);
  const error =
    (freshCart && !freshCart.ok ? freshCart.error : null) ??
    (cart.state === 'idle' && !cart.data ? cartAlert(noJsError, [main.simples?.nome, partner.simples?.nome]) : null);
  useEffect(() => {
    if (!highlight[0] && !highlight[1]) return;
    return clock.after(ALERT_MS, () => setHighlight([false, false]));
  }, [highlight]);

  const choose = (index: 0 | 1, valueId: number) => {
    const next: [number | null, number | null] = index === 0 ? [valueId, values[1]] : [values[0], valueId];
    setValues(next);
    // The main product first, then the indicated one; B§7: each with the price the page shows for its value.
    const body = new URLSearchParams([
      [PRODUCT_VALUE_FIELD, encodeProductValue({ id: main.id, idAtributoValor: next[0] })],
      [PRODUCT_VALUE_FIELD, encodeProductValue({ id: partner.id, idAtributoValor: next[1] })],
      [PRICE_FIELD, sidePrice(main, next[0], precos.produtoPrincipal.por).toFixed(2)],
      [PRICE_FIELD, sidePrice(partner, next[1], precos.produtoIndicado.por).toFixed(2)],
    ]);
    void prices.submit(body, { method: 'post', action: LINK_COMBINATION });
  };
  const onSubmit = (event: FormEvent) => {
    const missing: [boolean, boolean] = [
      hasChoice(main.simples) && values[0] === null,
      hasChoice(partner.simples) && values[1] === null,
    ];
    if (missing[0] || missing[1]) {
      event.preventDefault();
      setHighlight(missing);
    }
  };
  const { combinacao } = precos;
  const summary = installmentSummary(combinacao.parcelamento);
  const sides = [main, partner] as const;
  const own = [precos.produtoPrincipal, precos.produtoIndicado] as const;

  return (
    <cart.Form
      method="post"
      action={LINK_CART_ACTION}
      defaultShouldRevalidate={false}
      onSubmit={onSubmit}
      className="grid gap-4 rounded-md border border-gray-200 p-3 md:grid-cols-[1fr_auto_1fr_auto] md:items-start"
      aria-busy={prices.state !== 'idle'}
    >
      <input type="hidden" name="intent" value="add" />
      {/* One 'combinacao' line, priced by the API with the pair's discount (never from this form). */}
      <input type="hidden" name="tipo" value="combinacao" />
      <input type="hidden" name="quantidade" value="1" />
      <JsField />
      <input type="hidden" name="redirectTo" value={main.rota} />
      {sides.map((side, index) => (
        <div key={side.id} className="contents">
          {index === 1 ? (
            <span aria-hidden="true" className="self-center text-center text-2xl font-bold text-gray-700">
              +
            </span>
          ) : null}
          <div className="flex flex-col gap-2" data-testid="compre-junto-produto">
            <input
              type="hidden"
              name={PRODUCT_VALUE_FIELD}
              value={encodeProductValue({ id: side.id, idAtributoValor: values[index === 0 ? 0 : 1] })}
            />
            <div className="flex gap-3">
              {side.imagem ? (
                <img
                  src={side.imagem}
                  {...photoSources(side.imagem, 'thumbnail', '80px')}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-20 shrink-0 rounded border border-gray-200 object-contain"
                />
              ) : null}
              <div className="flex flex-col gap-1">
                <Link to={side.rota} className="font-semibold text-brand-800 hover:underline">
                  {side.nome}
                </Link>
                <span className="font-bold text-gray-900">{formatBRL(own[index === 0 ? 0 : 1].por)}</span>
              </div>
            </div>
            {side.simples && hasChoice(side.simples) ? (
              <BuyTogetherChoice
                simples={side.simples}
                name={`junto-${main.id}-${partner.id}-${side.id}`}
                fieldName={valueFieldName(side.id)}
                selected={values[index === 0 ? 0 : 1]}
                highlighted={highlight[index === 0 ? 0 : 1]}
                onSelect={(valueId) => choose(index === 0 ? 0 : 1, valueId)}
              />
            ) : null}
          </div>
        </div>
      ))}
      <div className="flex flex-col gap-1 md:min-w-56" data-testid="compre-junto-total">
        {combinacao.de > combinacao.por ? (
          <span className="text-sm text-gray-700">
            de <del>{formatBRL(combinacao.de)}</del>
          </span>
        ) : null}
        <span className="text-2xl font-bold text-brand-900">
          <span className="text-base font-normal text-gray-700">por </span>
          {formatBRL(combinacao.por)}
        </span>
        <span className="font-semibold text-green-800">{cashPriceText(combinacao.vista)}</span>
        {summary ? <span className="text-sm text-gray-800">ou {summary}</span> : null}
        {combinacao.descontoCombinacao > 0 ? (
          <span className="text-sm font-bold text-green-800">
            {savingsText(formatBRL(combinacao.descontoCombinacao))}
          </span>
        ) : null}
        <button
          type="submit"
          disabled={cart.state !== 'idle'}
          className="mt-1 inline-flex min-h-11 items-center justify-center rounded-md bg-accent-400 px-6 text-base font-bold text-gray-950 hover:bg-accent-500 disabled:opacity-60"
        >
          {BUY_TOGETHER_BUTTON}
        </button>
        {error ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <p aria-live="polite" className={cart.data?.ok ? 'text-sm font-semibold text-green-800' : 'sr-only'}>
          {cart.data?.ok ? BUY_TOGETHER_ADDED_TEXT : ''}
        </p>
      </div>
    </cart.Form>
  );
}
