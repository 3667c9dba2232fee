import type { ProductStatus } from '@vitrine/contract';
import { Link } from '../ui/router-link';
import { statusView } from '../../lib/commerce/product-status';

type Props = { status: ProductStatus; rota: string; s5: boolean; productName: string; onClick?: () => void };

/** The button by status (B§4) when the card cannot add to the cart itself: it opens the product page. */
export function ProductStatusButton({ status, rota, s5, productName, onClick }: Props) {
  const view = statusView(status, s5);
  return (
    <Link
      to={rota}
      onClick={onClick}
      aria-label={`${view.button}: ${productName}`}
      className={`card-button ${
        view.available ? 'card-buy' : 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50'
      }`}
    >
      {view.button}
    </Link>
  );
}
