import { SHIPPING_SUCCESS_MESSAGE } from '@vitrine/contract/constants';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  LINK_CORREIOS_CEP_SEARCH,
  LINK_SHIPPING,
  SHIPPING_BUTTON,
  SHIPPING_EMPTY_TEXT,
  SHIPPING_PLACEHOLDER,
  SHIPPING_TITLE,
  SHIPPING_HINT,
  UNKNOWN_CEP_TEXT,
} from '../../../lib/shipping-constants';
import { postalCodeDigits } from '../../../lib/commerce/postal-code';
import { CepInput } from '../../header/cep-input';
import { prazoText, shippingPriceText, type ShippingView } from '../../../lib/commerce/shipping';
import { usePartLoad } from '../../../hooks/use-part-load';
import { SHIPPING_ERROR } from '../../../lib/shipping-constants';
import { FormAlert, Spinner, SubmitButton } from '../../forms/submit-button';

type Props = {
  productId: number;
  /** The product page's path: without JavaScript the form asks it again with ?cep= (and ?valor=). */
  rota: string;
  /** The chosen simple value (idAtributoValor), sent with the call. */
  selected: number | null;
  /** What the server computed for this page: from ?cep= or the saved `cep` cookie (T§4), else idle. */
  initial: ShippingView;
};

const SHIPPING_ANCHOR = 'frete';

/**
 * T§2 shipping calculator. With JavaScript the calculator asks /resources/shipping (a part's load: a failure is its error); without it the form reloads the
 * product page with ?cep=, whose loader quotes the same way. States (T§4): idle, pending, result, error.
 */
export function ShippingCalculator({ productId, rota, selected, initial }: Props) {
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const fetcher = usePartLoad<ShippingView>();
  const [cep, setCep] = useState(initial.cep);
  const [empty, setEmpty] = useState(initial.status === 'empty');
  const pending = fetcher.status === 'loading';
  // B§8, T§8: a call that fails (the network gone, a 5xx) is the calculator's own error, never the page's.
  const failed: ShippingView = { status: 'error', cep, message: SHIPPING_ERROR };
  const view = empty ? null : fetcher.status === 'failed' ? failed : (fetcher.data ?? initial);

  // Runs only once React has hydrated the form (without JavaScript the form posts as it is), so it is not switched
  // on by a hydrated flag: that would draw the whole form again right after hydration (decision 045).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // T§5: empty on submit marks the field as error and makes no call.
    if (postalCodeDigits(cep) === '') {
      setEmpty(true);
      input.current?.focus();
      return;
    }
    setEmpty(false);
    const params = new URLSearchParams({ cep, idProduto: String(productId) });
    if (selected !== null) params.set('idAtributoValor', String(selected));
    fetcher.load(`${LINK_SHIPPING}?${params}`);
  };

  return (
    <section id={SHIPPING_ANCHOR} aria-labelledby={titleId} className="rounded-md border border-gray-300 p-4">
      <h2 id={titleId} className="mb-3 text-base font-bold text-brand-900">
        {SHIPPING_TITLE}
      </h2>
      <form method="get" action={`${rota}#${SHIPPING_ANCHOR}`} onSubmit={onSubmit} noValidate>
        {selected !== null ? <input type="hidden" name="valor" value={selected} /> : null}
        <label htmlFor={inputId} className="field-label mb-1 block">
          CEP
        </label>
        <p id={`${inputId}-dica`} className="mb-1 text-xs text-gray-700">
          {SHIPPING_HINT}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <CepInput
            ref={input}
            id={inputId}
            placeholder={SHIPPING_PLACEHOLDER}
            value={cep}
            onChange={(masked) => {
              setCep(masked);
              if (empty) setEmpty(false);
            }}
            invalid={empty}
            errorId={errorId}
            hintId={`${inputId}-dica`}
            className="w-36"
          />
          {/* T§4: the pending state is the result area's (spinner and text); the button only waits. */}
          <SubmitButton disabled={pending}>{SHIPPING_BUTTON}</SubmitButton>
          <a
            href={LINK_CORREIOS_CEP_SEARCH}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm text-brand-700 underline hover:text-brand-900"
          >
            {UNKNOWN_CEP_TEXT}
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        </div>
        {empty ? (
          <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
            {SHIPPING_EMPTY_TEXT}
          </p>
        ) : null}
      </form>
      <div aria-live="polite" aria-busy={pending} data-testid="frete-resultado" className="mt-3">
        {pending ? (
          <p className="flex items-center gap-2 text-sm text-gray-700">
            <Spinner className="size-5 text-brand-700" />
            Calculando o frete…
          </p>
        ) : view ? (
          <ShippingResult view={view} />
        ) : null}
      </div>
    </section>
  );
}

function ShippingResult({ view }: { view: ShippingView }) {
  if (view.status === 'error') {
    return <FormAlert kind="error">{view.message}</FormAlert>;
  }
  if (view.status !== 'result') return null;
  return (
    <>
      {view.mensagem !== SHIPPING_SUCCESS_MESSAGE ? (
        <p role="alert" className="mb-2 rounded-md border border-amber-600 bg-amber-50 p-2 text-sm text-gray-900">
          {view.mensagem}
        </p>
      ) : null}
      {view.fretes.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left text-sm text-gray-700">{`Entrega para o CEP ${view.cep}`}</caption>
          <thead>
            <tr className="border-b border-gray-300 text-gray-700">
              <th scope="col" className="py-1 pr-2 font-semibold">
                Entrega
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                Prazo
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Valor
              </th>
            </tr>
          </thead>
          <tbody>
            {view.fretes.map((frete) => (
              <tr key={frete.id} className="border-b border-gray-200 last:border-0">
                <th scope="row" className="py-2 pr-2 font-normal text-gray-900">
                  {frete.label}
                </th>
                <td className="py-2 pr-2 text-gray-800">{prazoText(frete.prazo)}</td>
                <td
                  className={`py-2 text-right font-semibold ${frete.valor === 0 ? 'text-green-800' : 'text-gray-900'}`}
                >
                  {shippingPriceText(frete.valor)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
