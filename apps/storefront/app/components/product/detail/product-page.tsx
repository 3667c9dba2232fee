import { useSeeDetails } from '../../../hooks/use-design-version';
import { useImageFallbacks } from '../../../hooks/use-image-fallbacks';
import { useState, type ReactNode } from 'react';
import { ALERT_MS } from '../../../lib/constants';
import { findSimpleValue, offerFor } from '../../../lib/commerce/attributes';
import { clock } from '../../../lib/clock';
import type { ShippingView } from '../../../lib/commerce/shipping';
import { statusView } from '../../../lib/commerce/product-status';
import type { ProductLoaderData } from '../../../server/product/product.server';
import { NotifyMeForm, QuestionForm, SobConsultaForm } from '../../forms/deferred-forms';
import { QuoteDialog, useQuoteDialog } from '../../forms/quote-dialog';
import { ReviewForm } from '../../forms/review-details';
import { ListingBreadcrumb } from '../../listing/listing-breadcrumb';
import { AttributeSelector } from './attribute-selector';
import { PriceBox } from './price-box';
import { CorporateBox, ProductHeading, StatusEntryPoint } from './product-info';
import { Gallery, ProductTabs, ShippingCalculator, VideoDialog, WireScale } from './deferred-parts';
import { CustomLayout } from '../../listing/listing-extras';
import { PURCHASE_FORM_ID, PurchaseForm } from './purchase-form';
import { Questions, Reviews } from './reviews';

import { ShowcaseBlock, TestimonialsBlock } from './showcase-block';
import { detailPartsUrl } from './detail-part';

type Props = {
  data: ProductLoaderData;
  buyTogether?: ReactNode;
  /** T§2 shipping calculator's first state (computed by the loader); without it the calculator is not shown. */
  shipping?: ShippingView;
};

/** B§2.4 product detail page. */
export function ProductPage({ data, buyTogether, shipping }: Props) {
  const { product } = data;
  const s5 = useSeeDetails(data.s5);
  useImageFallbacks();
  const [selected, setSelected] = useState<number | null>(data.selected);
  const [highlight, setHighlight] = useState(false);
  const quote = useQuoteDialog();
  const parts = detailPartsUrl(product.id);
  const chosen = findSimpleValue(product.atributos, selected);
  const offer = offerFor(product, chosen);
  const view = statusView(offer.status, s5);
  const hasValues = (product.atributos.simples?.valores.length ?? 0) > 0;
  // With simple values the product's own status stands until a value is chosen.
  const buyable = view.available || (hasValues && selected === null && product.status === 'disponivel');

  const onMissingAttribute = () => {
    setHighlight(true);
    document.getElementById('attr-simples')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    clock.after(ALERT_MS, () => setHighlight(false));
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-3 py-4 sm:px-4">
      <ListingBreadcrumb items={product.breadcrumb.map((b) => ({ ...b, url: b.rota }))} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Gallery images={product.midias.imagens} name={product.nome} />
        <div className="flex flex-col gap-4">
          <ProductHeading product={product} />
          <PriceBox offer={offer} schedule={product.agendamentoPreco} />
          <AttributeSelector
            attributes={product.atributos}
            selected={selected}
            onSelect={setSelected}
            highlighted={highlight}
            buyForm={buyable ? { id: PURCHASE_FORM_ID, productId: product.id } : undefined}
          />
          {buyable ? (
            <PurchaseForm
              product={product}
              offer={offer}
              selected={selected}
              s5={s5}
              onMissingAttribute={onMissingAttribute}
            />
          ) : offer.status === 'sobConsulta' ? (
            <>
              {/* Issue 25: one quote path for a product priced on request: the button leads to its form. */}
              <StatusEntryPoint status="sobConsulta" button={view.button} />
              <SobConsultaForm idProduto={product.id} />
            </>
          ) : (
            <>
              <StatusEntryPoint status="indisponivel" button={view.button} />
              <NotifyMeForm kind="produto" id={product.id} idAtributoValor={selected} />
            </>
          )}
          {buyable && shipping ? (
            <ShippingCalculator productId={product.id} rota={product.rota} selected={selected} initial={shipping} />
          ) : null}
          {/* Issue 25: 'Venda corporativa' (the quote pop-up) only where the product can be sold. */}
          <CorporateBox naoRecomendado={product.naoRecomendado} onQuote={buyable ? quote.open : null} />
        </div>
      </div>
      <WireScale groups={product.caracteristicas} />
      {product.video ? <VideoDialog url={product.video.url} name={product.nome} /> : null}
      <ProductTabs product={product} />
      <CustomLayout layout={product.layoutPersonalizado} />
      <ShowcaseBlock name="relacionados" source={parts} fallbackTitle="Produtos relacionados" />
      <ShowcaseBlock name="indicados" source={parts} fallbackTitle="Indicados para você" />
      <TestimonialsBlock source={parts} />
      {buyTogether}
      <Reviews avaliacao={product.avaliacao} all={data.allReviews}>
        <ReviewForm kind="produto" id={product.id} />
      </Reviews>
      <Questions perguntas={product.perguntas}>
        <QuestionForm idNivel={product.id} />
      </Questions>
      {buyable ? (
        <QuoteDialog
          dialog={quote}
          idProduto={product.id}
          variacao={
            chosen && product.atributos.simples
              ? {
                  idAtributoValor: chosen.idAtributoValor,
                  atributo: product.atributos.simples.nome,
                  valor: chosen.label,
                }
              : null
          }
          precoProduto={offer.precos.por}
        />
      ) : null}
    </div>
  );
}
