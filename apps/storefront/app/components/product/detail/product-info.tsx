import type { ReactNode } from 'react';
import type { ProductDetail } from '@vitrine/contract';
import { CORPORATE_SALES_TITLE, NOT_RECOMMENDED_TITLE } from '../../../lib/detail-constants';
import { NOTIFY_ME_ANCHOR, SOB_CONSULTA_ANCHOR } from '../../forms/anchors';
import { QUOTE_HREF, openQuoteOnClick, prepareQuote } from '../../forms/quote-dialog';
import { RatingStars } from '../rating-stars';
import { reviewCountText } from '../../../lib/plural';

/** B§2.4 header: name, reference; mpn, ean and brand present but hidden; rating count; highlights. */
export function ProductHeading({ product }: { product: ProductDetail }) {
  const { avaliacao } = product;
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{product.nome}</h1>
      <p className="text-sm text-gray-700">Referência: {product.sku}</p>
      <dl className="sr-only">
        <dt>Marca</dt>
        <dd>{product.marca.nome}</dd>
        {product.mpn ? (
          <>
            <dt>MPN</dt>
            <dd>{product.mpn}</dd>
          </>
        ) : null}
        {product.ean ? (
          <>
            <dt>EAN</dt>
            <dd>{product.ean}</dd>
          </>
        ) : null}
      </dl>
      {avaliacao.quantidade > 0 ? (
        <a href="#avaliacoes" className="inline-flex items-center gap-2 text-sm text-brand-800 hover:underline">
          <RatingStars media={avaliacao.media} />
          {reviewCountText(avaliacao.quantidade)}
        </a>
      ) : null}
      {product.destaques.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-gray-800">
          {product.destaques.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * B§2.4, T§2 corporate-sales box: 'Comprar' opens the 'SOLICITE ORÇAMENTO' pop-up (a link to it, so it also works
 * without JavaScript), shown only where the product can be sold (`onQuote` null: issue 25); and 'Não recomendado
 * para'.
 */
export function CorporateBox({ naoRecomendado, onQuote }: { naoRecomendado: string; onQuote: (() => void) | null }) {
  return (
    <>
      {onQuote ? <CorporateSales onQuote={onQuote} /> : null}
      {naoRecomendado.trim() ? (
        <InfoBox id="nao-recomendado" title={NOT_RECOMMENDED_TITLE} tone="border-amber-600 bg-amber-50 text-gray-900">
          <p className="text-gray-800">{naoRecomendado}</p>
        </InfoBox>
      ) : null}
    </>
  );
}

function CorporateSales({ onQuote }: { onQuote: () => void }) {
  return (
    <>
      <InfoBox id="venda-corporativa" title={CORPORATE_SALES_TITLE} tone="border-brand-200 bg-brand-50 text-brand-900">
        <p className="my-1 text-gray-800">Empresas com CNPJ compram faturado, após análise de crédito.</p>
        <a
          href={QUOTE_HREF}
          onClick={openQuoteOnClick(onQuote)}
          onPointerEnter={prepareQuote}
          onFocus={prepareQuote}
          aria-haspopup="dialog"
          className="inline-flex min-h-11 items-center rounded-md border border-brand-700 bg-white px-4 font-bold text-brand-800"
        >
          Comprar
        </a>
      </InfoBox>
    </>
  );
}

/** A titled box beside the purchase (the corporate sales, 'Não recomendado para'). */
function InfoBox({ id, title, tone, children }: { id: string; title: string; tone: string; children: ReactNode }) {
  const [border, background, heading] = tone.split(' ');
  return (
    <section aria-labelledby={id} className={`rounded-md border ${border} ${background} p-3 text-sm`}>
      <h2 id={id} className={`font-bold ${heading}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

type EntryProps = { button: string; status: 'sobConsulta' | 'indisponivel' };

/**
 * B§4 the button by status when the product cannot be bought: 'Solicitar orçamento' leads to the 'Sob Consulta'
 * form below it (issue 25: one quote path), 'Avise-me quando chegar' to the notify-me form (T§2). Both are links,
 * so they work without JavaScript.
 */
export function StatusEntryPoint({ button, status }: EntryProps) {
  const className =
    'inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-6 text-base font-bold text-brand-800 hover:bg-brand-50';
  return (
    <a href={`#${status === 'sobConsulta' ? SOB_CONSULTA_ANCHOR : NOTIFY_ME_ANCHOR}`} className={className}>
      {button}
    </a>
  );
}
