import type { ListShopResponse, Prices } from '@vitrine/contract';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Form } from '../ui/router-link';
import { NOTIFY_ME_TEXT } from '../../lib/detail-constants';
import { KIT_TOTAL_LABEL, LINK_LIST_SHOP, MOST_WANTED_TITLE } from '../../lib/detail-constants';
import {
  kitAvailable,
  kitProductEntries,
  kitProductOffer,
  kitShortageText,
  kitShortages,
  kitShipsNow,
  selectValue,
  type KitDetail,
  type KitSelection,
} from '../../lib/commerce/kit';
import { PRODUCT_VALUE_FIELD } from '../../lib/commerce/product-value';
import type { ListShopActionData } from '../../lib/resource-types';
import { NotifyMeForm } from '../forms/deferred-forms';
import { ReviewForm } from '../forms/review-details';
import { ListingBreadcrumb } from '../listing/listing-breadcrumb';
import { Gallery } from '../product/detail/deferred-parts';
import { PriceBox } from '../product/detail/price-box';
import { StatusEntryPoint } from '../product/detail/product-info';
import { Reviews } from '../product/detail/reviews';
import { ShowcaseBlock, TestimonialsBlock } from '../product/detail/showcase-block';
import { detailPartsUrl } from '../product/detail/detail-part';
import { RatingStars } from '../product/rating-stars';
import { KitBuyForm } from './kit-buy-form';
import { KitComposition } from './kit-composition';
import { reviewCountText } from '../../lib/plural';

export type KitPageData = {
  list: KitDetail;
  selection: KitSelection;
  /** The server's recomputation for the query's choices (no-JS form), or null. */
  shop: ListShopResponse | null;
};

const NO_SCHEDULE = { aplicado: null };

/** B§2.5 kit detail: images, descriptions, the kit total, 'Composição do Kit', buying, 'Mais Procurados'. */
export function KitPage({ data }: { data: KitPageData }) {
  const { list } = data;
  const [selection, setSelection] = useState<KitSelection>(data.selection);
  const fetcher = useFetcher<ListShopActionData>();
  const shop = fetcher.data?.ok ? fetcher.data.shop : data.shop;

  const onSelect = (productId: number, valueId: number) => {
    const next = selectValue(selection, productId, valueId);
    setSelection(next);
    const form = new FormData();
    form.set('idListaCompra', String(list.id));
    for (const entry of kitProductEntries(list.produtos, next)) form.append(PRODUCT_VALUE_FIELD, entry);
    void fetcher.submit(form, { method: 'post', action: LINK_LIST_SHOP });
  };

  const offers = list.produtos.map((p) => ({
    id: p.id,
    nome: p.nome,
    quantidade: p.quantidade,
    ...kitProductOffer(p, selection[p.id] ?? null),
  }));
  // Issue 25: an available kit missing another item says which, instead of offering a purchase the cart refuses.
  const shortages = kitShortages(offers);
  const prices: Record<number, Prices> = Object.fromEntries(offers.map((o) => [o.id, o.precos]));
  // The server's answer counts only when it is for the current choice.
  const current = shop && shop.produtos.every((p) => (selection[p.id] ?? null) === p.idAtributoValor) ? shop : null;
  const available = current ? current.disponivel : kitAvailable(offers);
  const total = current?.precos ?? (shop === null ? list.precos : null);
  const pending = fetcher.state !== 'idle' || total === null;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-3 py-4 sm:px-4">
      <ListingBreadcrumb items={list.breadcrumb.map((b) => ({ ...b, url: b.rota }))} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Gallery images={list.midias.imagens} name={list.nome} />
        <div className="flex flex-col gap-4">
          <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{list.nome}</h1>
          {list.avaliacao.quantidade > 0 ? (
            <a href="#avaliacoes" className="inline-flex items-center gap-2 text-sm text-brand-800 hover:underline">
              <RatingStars media={list.avaliacao.media} />
              {reviewCountText(list.avaliacao.quantidade)}
            </a>
          ) : null}
          {list.descricoes.curta ? (
            <div
              className="rich-text text-sm text-gray-800"
              dangerouslySetInnerHTML={{ __html: list.descricoes.curta }}
            />
          ) : null}
          <section aria-label={KIT_TOTAL_LABEL} aria-busy={pending} data-testid="kit-total" className="kit-total">
            {total ? (
              <PriceBox
                offer={{
                  precos: total,
                  estoque: kitShipsNow(available, shortages) ? 1 : 0,
                  status: available ? 'disponivel' : 'indisponivel',
                }}
                schedule={NO_SCHEDULE}
              />
            ) : (
              <p className="text-base text-gray-700">Calculando o preço do kit…</p>
            )}
            {list.descontoPercent > 0 ? (
              <p className="text-sm text-gray-800">
                {list.descontoPercent.toLocaleString('pt-BR')}% de desconto sobre a soma dos itens
              </p>
            ) : null}
          </section>
          {available && shortages.length === 0 ? (
            <KitBuyForm idListaCompra={list.id} rota={list.rota} produtos={list.produtos} selection={selection} />
          ) : available ? (
            <>
              <p role="status" className="rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-gray-900">
                {kitShortageText(shortages, list.selecaoAtributo)}
              </p>
              <NotifyMeForm kind="lista" id={list.id} />
            </>
          ) : (
            <>
              <StatusEntryPoint status="indisponivel" button={NOTIFY_ME_TEXT} />
              <NotifyMeForm kind="lista" id={list.id} />
            </>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-8">
        <Form method="get" id="kit-escolhas" preventScrollReset replace />
        <KitComposition
          produtos={list.produtos}
          selection={selection}
          prices={prices}
          canChoose={list.selecaoAtributo}
          onSelect={onSelect}
        />
        {list.descricoes.longa ? (
          <section aria-labelledby="kit-descricao" className="flex flex-col gap-2">
            <h2 id="kit-descricao" className="text-lg font-bold text-brand-900">
              Descrição geral
            </h2>
            <div
              className="rich-text text-sm text-gray-800"
              dangerouslySetInnerHTML={{ __html: list.descricoes.longa }}
            />
          </section>
        ) : null}
      </div>
      {/* B§2.5: 'Mais Procurados' on wide screens only. */}
      <div className="hidden lg:block" data-testid="mais-procurados">
        <ShowcaseBlock name="maisProcurados" source={detailPartsUrl(null)} fallbackTitle={MOST_WANTED_TITLE} />
      </div>
      <Reviews avaliacao={list.avaliacao} all={false}>
        <ReviewForm kind="lista" id={list.id} />
      </Reviews>
      <TestimonialsBlock source={detailPartsUrl(null)} />
    </div>
  );
}
