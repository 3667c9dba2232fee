import type { Listing } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { Link } from '../ui/router-link';
import { discountText, priceRangeText } from '../../lib/navigation/listing-view';

type Details = Listing['detalhes'];
type Option = { key: string | number; label: string; rota: string; ativo: boolean; quantidade?: number };

/** The link sections of the filter sidebar (B§2.3): each option is a link to the route with it applied. */
export function FilterSections({ detalhes }: { detalhes: Details }) {
  const { categorias } = detalhes;
  return (
    <>
      <CategorySection categorias={categorias} />
      {detalhes.filtrosDescontoPrecoPor.length > 0 ? (
        <Section title="Desconto">
          <Options
            options={detalhes.filtrosDescontoPrecoPor.map((o) => ({ ...o, key: o.ate, label: discountText(o.ate) }))}
          />
        </Section>
      ) : null}
      {detalhes.filtrosPreco.length > 0 ? (
        <Section title="Preço">
          <Options
            options={detalhes.filtrosPreco.map((o) => ({
              ...o,
              key: `${o.de ?? ''}-${o.ate ?? ''}`,
              label: priceRangeText(o.de, o.ate),
            }))}
          />
        </Section>
      ) : null}
      {detalhes.atributos.map((attribute) => (
        <Section key={`a${attribute.id}`} title={attribute.nome}>
          <Options options={attribute.valores.map((o) => ({ ...o, key: o.id }))} />
        </Section>
      ))}
      {detalhes.filtros.map((filter) => (
        <Section key={`f${filter.id}`} title={filter.nome}>
          <Options options={filter.valores.map((o) => ({ ...o, key: o.rota }))} />
        </Section>
      ))}
    </>
  );
}

function CategorySection({ categorias }: { categorias: Details['categorias'] }) {
  const { atual, irmas, filhas, niveisAnteriores } = categorias;
  if (!atual && irmas.length === 0 && filhas.length === 0 && niveisAnteriores.length === 0) return null;
  return (
    <Section title="Categorias">
      <ul className="flex flex-col gap-1 text-sm">
        {niveisAnteriores.map((level) => (
          <li key={`p${level.id}`}>
            <Link to={level.rota} className="filter-option text-inherit">
              <span aria-hidden="true">‹</span> {level.nome}
            </Link>
          </li>
        ))}
        {atual ? (
          <li>
            <Link to={atual.rota} aria-current="page" className="filter-option font-bold text-brand-900">
              {atual.nome}
            </Link>
            {filhas.length > 0 ? (
              <ul className="mt-1 flex flex-col gap-1 border-l border-gray-200 pl-3">
                {filhas.map((child) => (
                  <li key={`c${child.id}`}>
                    <OptionLink option={{ ...child, key: child.id, label: child.nome, ativo: false }} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ) : (
          filhas.map((child) => (
            <li key={`c${child.id}`}>
              <OptionLink option={{ ...child, key: child.id, label: child.nome, ativo: false }} />
            </li>
          ))
        )}
        {irmas.map((sibling) => (
          <li key={`s${sibling.id}`}>
            <OptionLink option={{ ...sibling, key: sibling.id, label: sibling.nome, ativo: false }} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className="filter-section border-t border-gray-200 py-3">
      <summary className="cursor-pointer text-sm font-bold text-brand-900">{title}</summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}

function Options({ options }: { options: Option[] }) {
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {options.map((option) => (
        <li key={option.key}>
          <OptionLink option={option} checkbox />
        </li>
      ))}
    </ul>
  );
}

function OptionLink({ option, checkbox = false }: { option: Option; checkbox?: boolean }) {
  return (
    <Link to={option.rota} aria-current={option.ativo ? 'true' : undefined} className="filter-option">
      {checkbox ? <span aria-hidden="true" className="filter-check" /> : null}
      <span className="filter-name">{option.label}</span>
      {option.quantidade !== undefined ? (
        <span className="filter-count">
          <span className="sr-only">, </span>
          {`(${option.quantidade})`}
        </span>
      ) : null}
    </Link>
  );
}
