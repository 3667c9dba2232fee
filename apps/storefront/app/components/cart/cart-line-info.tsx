import { photoSources } from '@vitrine/contract/photos';
import type { CartItem } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { Link } from '../ui/router-link';
import { combinationSavingsText } from '../../lib/cart-constants';
import { formatBRL } from '../../lib/commerce/money';

const IMAGE_PX = 72;

/**
 * T§2, T§3 a cart line as the side cart and the cart page show it: image, name (a link to the product), the simple
 * attribute's label and value, the unit price; `children` holds the line's controls; then the line's subtotal. A
 * 'Compre junto' line names both products (each a link, with its value) and shows the pair's price before and after
 * the discount and what the line saves. A kit line names the value chosen for each of its products, so two lines of
 * one kit with different choices can be told apart.
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
          {...photoSources(item.imagem, 'thumbnail', `${IMAGE_PX}px`)}
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
        {item.combinacao ? (
          <CombinationInfo item={item} combinacao={item.combinacao} onNavigate={onNavigate} />
        ) : (
          <>
            <ProductLink to={item.rota} name={item.nome} onNavigate={onNavigate} />
            {simples ? <SimpleValue simples={simples} /> : null}
            {item.composicao ? <KitChoices name={item.nome} composicao={item.composicao} /> : null}
            <p className="text-xs text-gray-700">
              Unitário: <span className="font-semibold text-gray-900">{formatBRL(item.precos.precoPor)}</span>
            </p>
          </>
        )}
        {children}
        <p className="text-sm text-gray-800" data-testid="subtotal-linha">
          Subtotal: <span className="font-bold text-gray-900">{formatBRL(item.precos.subtotal)}</span>
        </p>
      </div>
    </div>
  );
}

/** A product's name on a cart line: a link to its page (following it closes the side cart). */
function ProductLink({ to, name, onNavigate }: { to: string; name: string; onNavigate?: (() => void) | undefined }) {
  return (
    <Link to={to} onClick={onNavigate} className="text-sm leading-snug font-semibold text-brand-800 hover:underline">
      {name}
    </Link>
  );
}

type Simples = NonNullable<CartItem['atributos']['simples']>;

function SimpleValue({ simples }: { simples: Simples }) {
  return (
    <p className="text-xs text-gray-700">
      {simples.atributo.label}: <span className="font-semibold">{simples.atributoValor.label}</span>
    </p>
  );
}

/** A kit line's chosen values: each product that has one, with its label and value. */
function KitChoices({ name, composicao }: { name: string; composicao: NonNullable<CartItem['composicao']> }) {
  const chosen = composicao.flatMap((produto) =>
    produto.atributos.simples ? [{ id: produto.id, nome: produto.nome, simples: produto.atributos.simples }] : [],
  );
  if (chosen.length === 0) return null;
  return (
    <ul className="flex flex-col text-xs text-gray-700" aria-label={`Opções escolhidas em ${name}`}>
      {chosen.map(({ id, nome, simples }) => (
        <li key={id}>
          {nome} — {simples.atributo.label}: <span className="font-semibold">{simples.atributoValor.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** T§3 Combination in the cart: both products, 'de … por …' per pair, and the line's saving. */
function CombinationInfo({
  item,
  combinacao,
  onNavigate,
}: {
  item: CartItem;
  combinacao: NonNullable<CartItem['combinacao']>;
  onNavigate?: (() => void) | undefined;
}) {
  const { de, por, desconto } = combinacao.precos;
  return (
    <>
      <p className="text-xs font-bold tracking-wide text-green-800 uppercase">Compre junto</p>
      <ul className="flex flex-col gap-1" aria-label={`Produtos de ${item.nome}`}>
        {combinacao.produtos.map((produto) => (
          <li key={produto.id} className="flex flex-col">
            <ProductLink to={produto.rota} name={produto.nome} onNavigate={onNavigate} />
            {produto.atributos.simples ? <SimpleValue simples={produto.atributos.simples} /> : null}
          </li>
        ))}
      </ul>
      <p className="text-xs text-gray-700" data-testid="preco-combinacao">
        Unitário: {de > por ? <del className="mr-1">{formatBRL(de)}</del> : null}
        <span className="font-semibold text-gray-900">{formatBRL(por)}</span>
      </p>
      {desconto > 0 ? (
        <p className="text-xs font-bold text-green-800" data-testid="economia-combinacao">
          {combinationSavingsText(formatBRL(Math.round(desconto * item.quantidade * 100) / 100))}
        </p>
      ) : null}
    </>
  );
}
