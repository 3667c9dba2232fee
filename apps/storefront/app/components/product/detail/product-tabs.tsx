import type { ProductDetail } from '@vitrine/contract';
import { useState, type KeyboardEvent } from 'react';
import { MEDIA_LG } from '../../../lib/constants';
import { buildTabs, type Tab } from '../../../lib/ui/tabs';
import { useMediaQuery } from '../../../hooks/use-media-query';

/** B§2.4 tabs: ARIA tabs wider than 1024 px (first 'Descrição geral'), an accordion below; all content in the HTML. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const tabs = buildTabs({
    descricao: descriptionParts(product).join(''),
    caracteristicas: product.caracteristicas,
    manuais: product.midias.manuais.length,
  });
  const wide = useMediaQuery(MEDIA_LG, false);
  const [active, setActive] = useState(0);
  if (tabs.length === 0) return null;

  if (!wide) {
    return (
      <section
        aria-label="Informações do produto"
        className="flex flex-col divide-y divide-gray-200 border-y border-gray-200"
      >
        {tabs.map((tab, i) => (
          <details key={tab.id} open={i === 0} className="py-2">
            <summary className="cursor-pointer py-2 text-base font-bold text-brand-900">{tab.label}</summary>
            <TabContent tab={tab} product={product} />
          </details>
        ))}
      </section>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (active + step + tabs.length) % tabs.length;
    setActive(next);
    document.getElementById(`tab-${tabs[next]?.id ?? ''}`)?.focus();
  };
  return (
    <section aria-label="Informações do produto">
      <div role="tablist" className="flex flex-wrap gap-1 border-b border-gray-300" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls={`painel-${tab.id}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className={`min-h-11 rounded-t-md px-4 text-sm font-bold ${i === active ? 'bg-brand-800 text-white' : 'text-brand-900 hover:bg-brand-50'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          id={`painel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab.id}`}
          hidden={i !== active}
          tabIndex={0}
          className="py-4"
        >
          <TabContent tab={tab} product={product} />
        </div>
      ))}
    </section>
  );
}

/** The product's descriptions shown under 'Descrição geral': the long one and the optional ones that have text. */
function descriptionParts(product: ProductDetail): string[] {
  const { longa, opcional1, opcional2 } = product.descricoes;
  return [longa, opcional1, opcional2].filter((html) => html.trim() !== '');
}

function TabContent({ tab, product }: { tab: Tab; product: ProductDetail }) {
  if (tab.kind === 'descricao') {
    // The long description, then the optional ones (B§3 descricoes.opcional1/2), HTML sanitized by the Store API.
    return (
      <div className="flex flex-col gap-4">
        {descriptionParts(product).map((html, i) => (
          <div key={i} className="rich-text text-sm text-gray-800" dangerouslySetInnerHTML={{ __html: html }} />
        ))}
      </div>
    );
  }
  if (tab.kind === 'manual') {
    return (
      <ul className="flex flex-col gap-2 text-sm">
        {product.midias.manuais.map((manual) => (
          <li key={manual.arquivo}>
            <a href={manual.arquivo} download className="font-semibold text-brand-800 underline">
              {manual.label || 'Manual do produto'}
            </a>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="spec-table grid grid-cols-[minmax(8rem,1fr)_2fr] text-sm">
      {tab.grupo?.itens.map((item, i) => (
        <div key={`${item.label}-${i}`} className="contents">
          <dt>{item.label}</dt>
          <dd>{item.valor}</dd>
        </div>
      ))}
    </dl>
  );
}
