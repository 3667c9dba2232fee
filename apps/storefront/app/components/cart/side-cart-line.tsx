import type { CartItem } from '@vitrine/contract';
import { useState } from 'react';
import { quantityEdit, stepDown, stepUp } from '../../lib/commerce/cart-quantity';
import { CART_DEBOUNCE_MS, cartRemoveLabel } from '../../lib/cart-constants';
import { CART_QUANTITY_MAX_DIGITS } from '../../lib/cart-constants';
import { useDebounced } from '../../hooks/use-debounced';
import { CloseIcon } from '../ui/icons';
import { CartLineInfo } from './cart-line-info';

type Props = {
  item: CartItem;
  /** Changes with every answer of the server (success or failure): the field then shows the server's quantity. */
  revision: number;
  onQuantity: (item: CartItem, quantidade: number) => void;
  onRemove: (item: CartItem) => void;
  onNavigate: () => void;
};

const stepButton =
  'icon-button size-9 min-h-9 min-w-9 border border-gray-400 bg-white text-lg font-bold text-gray-900 disabled:cursor-not-allowed disabled:text-gray-400';

/**
 * A side-cart line (T§2, T§5): minus (never below 1), a digits-only field, plus, and a remove button. Changes wait
 * 300 ms after the last one; a typed change is sent only after digit keys.
 */
export function SideCartLine({ item, revision, onQuantity, onRemove, onNavigate }: Props) {
  // null: the field shows the server's quantity; a string: what the shopper has typed or stepped to.
  const [draft, setDraft] = useState<string | null>(null);
  const [seenRevision, setSeenRevision] = useState(revision);
  const send = useDebounced<number>(CART_DEBOUNCE_MS, (quantidade) => onQuantity(item, quantidade));
  if (seenRevision !== revision) {
    setSeenRevision(revision);
    if (!send.pending) setDraft(null);
  }
  const shown = draft ?? String(item.quantidade);
  const current = Number(shown) || item.quantidade;

  const step = (next: number) => {
    setDraft(String(next));
    send.schedule(next);
  };

  return (
    <li className="border-b border-gray-200 py-3" data-testid="linha-carrinho">
      <CartLineInfo item={item} onNavigate={onNavigate}>
        <div className="mt-1 flex items-center gap-3">
          <div className="flex items-center">
            <button
              type="button"
              className={`${stepButton} rounded-l-md`}
              aria-label={`Diminuir quantidade de ${item.nome}`}
              disabled={current <= 1}
              onClick={() => step(stepDown(current))}
            >
              −
            </button>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              aria-label={`Quantidade de ${item.nome}`}
              maxLength={CART_QUANTITY_MAX_DIGITS}
              className="h-9 w-14 border-y border-gray-400 text-center text-sm"
              value={shown}
              onChange={(event) => {
                const native = event.nativeEvent;
                const inserted = native instanceof InputEvent ? native.data : null;
                const edit = quantityEdit(event.currentTarget.value, inserted);
                setDraft(edit.text);
                if (edit.send !== null) send.schedule(edit.send);
              }}
              onBlur={() => {
                // An edit that was not sent (a deletion, an empty field) gives way to the server's quantity.
                if (!send.pending) setDraft(null);
              }}
            />
            <button
              type="button"
              className={`${stepButton} rounded-r-md`}
              aria-label={`Aumentar quantidade de ${item.nome}`}
              onClick={() => step(stepUp(current))}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className="icon-button ml-auto size-9 min-h-9 min-w-9 text-gray-700 hover:bg-gray-100 hover:text-red-800"
            aria-label={cartRemoveLabel(item.nome)}
            onClick={() => {
              send.cancel();
              onRemove(item);
            }}
          >
            <CloseIcon />
          </button>
        </div>
      </CartLineInfo>
    </li>
  );
}
