import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Form, Link } from '../ui/router-link';
import type { InternalSale } from '@vitrine/contract';
import { LINK_PAYMENT } from '../../lib/cart-constants';
import {
  LINK_SALE_ACTION,
  SALE_CANCEL_ERROR,
  SALE_CANCEL_QUESTION,
  SALE_CONFIRM_PARAM,
  SALE_ERROR_PARAM,
} from '../../lib/constants';
import { formatBRL } from '../../lib/commerce/money';
import { useModalDialog } from '../../hooks/use-modal-dialog';
import { ShopAreaLink } from '../ui/shop-area-link';

const BUTTON = 'inline-flex min-h-9 items-center rounded px-3 py-1 font-semibold';

/**
 * T§7 sale/cancel with script: posts the form and follows the action's redirect with a full load (the sale's end
 * changes the session, the cart and the header). False when the cancel failed: an answer other than a followed
 * redirect (a refusal, a 500) or no answer at all (a network failure).
 */
async function postCancel(form: HTMLFormElement): Promise<boolean> {
  try {
    const response = await fetch(form.action, { method: 'POST', body: new FormData(form), credentials: 'same-origin' });
    if (!response.ok || !response.redirected) return false;
    window.location.assign(response.url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Internal-sale bar (B§6, T§2 "Internal-sale banner", T§6): operator, customer, cart item count and total;
 * 'Finalizar Venda' and 'Cancelar Venda'. With script the question is a <dialog> and 'Sim' posts from the page
 * (T§7: the action then redirects to the answer's redirect; T§8: any failure, a 500 or a network failure included,
 * shows its message). Without script 'Cancelar Venda' is a GET form that reloads the page with the question, and
 * 'Sim' is a plain post.
 */
export function InternalSaleBar({ sale }: { sale: InternalSale }) {
  const location = useLocation();
  const [sending, setSending] = useState(false);
  const [failedWithScript, setFailedWithScript] = useState(false);
  const dialog = useModalDialog();
  const { close } = dialog;
  const questionId = useId();
  const params = new URLSearchParams(location.search);
  const confirming = params.has(SALE_CONFIRM_PARAM);
  const failedWithoutScript = params.has(SALE_ERROR_PARAM);
  params.delete(SALE_CONFIRM_PARAM);
  params.delete(SALE_ERROR_PARAM);
  const search = params.toString();
  const here = search ? `${location.pathname}?${search}` : location.pathname;
  const failed = failedWithScript || failedWithoutScript;

  const onCancel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    setFailedWithScript(false);
    void postCancel(form).then((left) => {
      if (left) return;
      // T§8: the question closes and the bar says the cancel failed.
      setSending(false);
      setFailedWithScript(true);
      close();
    });
  };

  return (
    <section aria-label="Venda interna" className="bg-amber-100 text-sm text-gray-900">
      <div className="container-page flex flex-wrap items-center gap-x-6 gap-y-1 py-2">
        <strong className="uppercase">Venda interna</strong>
        <span>
          Operador: <strong>{sale.usuario.nome}</strong>
        </span>
        <span>
          Cliente: <strong>{sale.cliente.nomeRazao}</strong>
        </span>
        <span>
          Itens: <strong>{sale.carrinho.quantidadeItens}</strong>
        </span>
        <span>
          Total: <strong>{formatBRL(sale.carrinho.total)}</strong>
        </span>
        <span className="ml-auto flex flex-wrap gap-2">
          <ShopAreaLink path={LINK_PAYMENT} className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
            Finalizar Venda
          </ShopAreaLink>
          <form
            method="get"
            action={location.pathname}
            onSubmit={(event) => {
              event.preventDefault();
              dialog.open();
            }}
          >
            {[...params].map(([key, value]) => (
              <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
            ))}
            <input type="hidden" name={SALE_CONFIRM_PARAM} value="1" />
            <button
              type="submit"
              aria-haspopup="dialog"
              className={`${BUTTON} border border-red-800 bg-white text-red-800 hover:bg-red-50`}
            >
              Cancelar Venda
            </button>
          </form>
        </span>
      </div>
      {failed ? (
        <p role="alert" className="container-page pb-2 font-semibold text-red-800">
          {SALE_CANCEL_ERROR}
        </p>
      ) : null}
      {confirming ? (
        <div
          role="group"
          aria-labelledby={questionId}
          className="container-page flex flex-wrap items-center gap-3 pb-2"
        >
          <p id={questionId} className="font-semibold">
            {SALE_CANCEL_QUESTION}
          </p>
          <Link to={here} className={`${BUTTON} border border-gray-700 bg-white`}>
            Não
          </Link>
          <Form method="post" action={LINK_SALE_ACTION}>
            <input type="hidden" name="redirectTo" value={here} />
            <button type="submit" className={`${BUTTON} bg-red-800 text-white hover:bg-red-900`}>
              Sim
            </button>
          </Form>
        </div>
      ) : null}
      <dialog {...dialog.dialogProps} aria-labelledby={questionId + '-dialog'} className="dialog-panel m-auto">
        <div className="flex flex-col gap-4 p-5">
          <p id={questionId + '-dialog'} className="text-base font-semibold text-gray-900">
            {SALE_CANCEL_QUESTION}
          </p>
          <form method="post" action={LINK_SALE_ACTION} onSubmit={onCancel} className="flex justify-end gap-2">
            <input type="hidden" name="js" value="1" />
            <input type="hidden" name="redirectTo" value={here} />
            <button type="button" onClick={close} className={`${BUTTON} border border-gray-700 bg-white`}>
              Não
            </button>
            <button
              type="submit"
              disabled={sending}
              className={`${BUTTON} bg-red-800 text-white hover:bg-red-900 disabled:opacity-60`}
            >
              Sim
            </button>
          </form>
        </div>
      </dialog>
    </section>
  );
}
