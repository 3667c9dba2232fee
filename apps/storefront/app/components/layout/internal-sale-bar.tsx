import type { InternalSale } from '@vitrine/contract';
import { LINK_PAYMENT } from '../../lib/constants';
import { formatBRL } from '../../lib/money';

/** Internal-sale bar (B§6, T§2): operator, customer, cart item count and total. */
export function InternalSaleBar({ sale }: { sale: InternalSale }) {
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
        <a
          href={LINK_PAYMENT}
          className="ml-auto rounded bg-brand-700 px-3 py-1 font-semibold text-white hover:bg-brand-800"
        >
          Finalizar Venda
        </a>
      </div>
    </section>
  );
}
