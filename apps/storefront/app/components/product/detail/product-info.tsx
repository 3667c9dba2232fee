import type { ProductDetail } from '@vitrine/contract';
import { CORPORATE_SALES_TITLE, NOT_RECOMMENDED_TITLE, QUOTE_POPUP_TITLE } from '../../../lib/constants';
import { TitledDialog } from '../../ui/titled-dialog';
import { useModalDialog } from '../../ui/use-modal-dialog';
import { RatingStars } from '../rating-stars';

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
          {avaliacao.quantidade} {avaliacao.quantidade === 1 ? 'avaliação' : 'avaliações'}
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

/** B§2.4, T§2 corporate-sales box: 'Comprar' opens the 'SOLICITE ORÇAMENTO' popup; and 'Não recomendado para'. */
export function CorporateBox({ naoRecomendado }: { naoRecomendado: string }) {
  const { open, close, dialogProps } = useModalDialog();
  return (
    <>
      <section
        aria-labelledby="venda-corporativa"
        className="rounded-md border border-brand-200 bg-brand-50 p-3 text-sm"
      >
        <h2 id="venda-corporativa" className="font-bold text-brand-900">
          {CORPORATE_SALES_TITLE}
        </h2>
        <p className="my-1 text-gray-800">Empresas com CNPJ compram faturado, após análise de crédito.</p>
        <button
          type="button"
          onClick={open}
          className="min-h-11 rounded-md border border-brand-700 bg-white px-4 font-bold text-brand-800"
        >
          Comprar
        </button>
      </section>
      {naoRecomendado.trim() ? (
        <section
          aria-labelledby="nao-recomendado"
          className="rounded-md border border-amber-600 bg-amber-50 p-3 text-sm"
        >
          <h2 id="nao-recomendado" className="font-bold text-gray-900">
            {NOT_RECOMMENDED_TITLE}
          </h2>
          <p className="text-gray-800">{naoRecomendado}</p>
        </section>
      ) : null}
      <TitledDialog
        dialogProps={dialogProps}
        onDismiss={close}
        title={QUOTE_POPUP_TITLE}
        widthClass="w-[min(92vw,28rem)]"
      >
        <p className="text-sm text-gray-800">
          Compre faturado para a sua empresa: nossa equipe comercial analisa o crédito e envia a proposta.
        </p>
      </TitledDialog>
    </>
  );
}

/** B§4 entry points of the quote and notify-me forms (the forms themselves come with T§2). */
export function StatusEntryPoint({ status, button }: { status: 'sobConsulta' | 'indisponivel'; button: string }) {
  const target = status === 'sobConsulta' ? '#orcamento' : '#avise-me';
  return (
    <a
      href={target}
      className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-6 text-base font-bold text-brand-800 hover:bg-brand-50"
    >
      {button}
    </a>
  );
}
