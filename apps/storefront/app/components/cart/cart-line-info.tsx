import type { CartItem } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatBRL } from '../../lib/money';

const IMAGE_PX = 72;

/**
 * T§2, T§3 a cart line as the side cart and the cart page show it: image, name (a link to the product), the simple
 * attribute's label and value, the unit price; `children` holds the line's controls; then the line's subtotal.
 */
export function CartLineInfo({
  item,
  onNavigate,
  children,
}: {
  item: CartItem;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const simples = item.atributos.simples;
  return (
    <div className="flex gap-3">
      {item.imagem ? (
        <img
          src={item.imagem}
          alt=""
          width={IMAGE_PX}
          height={IMAGE_PX}
          loading="lazy"
          className="size-18 shrink-0 rounded border border-gray-200 object-contain"
        />
      ) : (
        <span className="size-18 shrink-0 rounded bg-gray-100" aria-hidden="true" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={item.rota}
          onClick={onNavigate}
          className="text-sm leading-snug font-semibold text-brand-800 hover:underline"
        >
          {item.nome}
        </Link>
        {simples ? (
          <p className="text-xs text-gray-700">
            {simples.atributo.label}: <span className="font-semibold">{simples.atributoValor.label}</span>
          </p>
        ) : null}
        <p className="text-xs text-gray-700">
          Unitário: <span className="font-semibold text-gray-900">{formatBRL(item.precos.precoPor)}</span>
        </p>
        {children}
        <p className="text-sm text-gray-800" data-testid="subtotal-linha">
          Subtotal: <span className="font-bold text-gray-900">{formatBRL(item.precos.subtotal)}</span>
        </p>
      </div>
    </div>
  );
}
