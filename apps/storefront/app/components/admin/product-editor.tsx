import type { SubmissionResult } from '@conform-to/react';
import { Form, Link } from '../ui/router-link';
import { CheckField, Field, SelectField, TextAreaField } from '../forms/field';
import { SubmitButton } from '../forms/submit-button';
import type { AdminAnswer } from '../../lib/admin/admin-answer';
import { resultMessages } from '../../lib/forms/form-reply';
import { priceField } from '../../lib/admin/price-input';
import {
  writeCharacteristics,
  writeFilters,
  type Characteristic,
  type FilterValue,
} from '../../lib/admin/product-form';

/**
 * The product editor's form (issue 36, point 1): every field the import knows, posted whole as a plain form (no
 * script needed), each refused field named beside itself with what was typed kept. Category and brand are chosen
 * from the store's or typed new (a datalist); the variations of the simple attribute are rows, with spare empty rows
 * for a new one; characteristics and filters are a line each in the import's notation.
 */

export interface EditedProduct {
  sku: string;
  versao: string;
  nome: string;
  slug: string;
  marca: string;
  categoria: string;
  precoDe: number | null;
  precoPor: number;
  estoque: number;
  status: string;
  ativo: boolean;
  ean: string | null;
  mpn: string | null;
  pesoKg: number | null;
  descricaoCurta: string;
  descricaoLonga: string;
  atributo: {
    nome: string;
    valores: { sku: string; valor: string; precoDe: number | null; precoPor: number; estoque: number }[];
  } | null;
  caracteristicas: Characteristic[];
  filtros: FilterValue[];
  selos: string[];
  seo: { title: string | null; description: string | null };
  fotos: number;
}

export interface CatalogChoices {
  categorias: string[];
  marcas: string[];
  selos: string[];
  atributos: string[];
}

/** Spare rows for new variations, in a form without script. */
const SPARE_ROWS = 2;

/** The statuses of the contract's `productStatuses`, as the editor names them. */
const STATUS_TEXT: Record<string, string> = {
  disponivel: 'Disponível',
  sobConsulta: 'Sob consulta',
  indisponivel: 'Indisponível',
};

/** A value conform kept for a field, by its form name (`valores[1].sku`), whether kept flat or nested. */
function kept(result: SubmissionResult<string[]> | null, name: string): unknown {
  const initial = result?.initialValue as Record<string, unknown> | null | undefined;
  if (!initial) return undefined;
  if (name in initial) return initial[name];
  let at: unknown = initial;
  for (const part of name.split(/[.[\]]+/).filter(Boolean)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

export function ProductEditor({
  product,
  choices,
  answer,
}: {
  product: EditedProduct | null;
  choices: CatalogChoices;
  answer: AdminAnswer | undefined;
}) {
  const mine = answer?.alvo === 'produto' ? answer.result : null;
  const messages = resultMessages(mine);
  /** A text field's value: what was typed (a refused post), else the product's. */
  const value = (name: string, fallback: string) => {
    if (!mine) return fallback;
    const typed = kept(mine, name);
    return typeof typed === 'string' ? typed : '';
  };
  const text = (name: string, label: string, fallback: string, extra: Record<string, unknown> = {}) => (
    <Field label={label} name={name} defaultValue={value(name, fallback)} message={messages[name]} {...extra} />
  );
  const rows = [...(product?.atributo?.valores ?? [])];
  const rowCount = rows.length + SPARE_ROWS;
  const typedSeals = mine ? kept(mine, 'selos') : undefined;
  const sealChecked = (seal: string) =>
    mine
      ? Array.isArray(typedSeals)
        ? typedSeals.includes(seal)
        : typedSeals === seal
      : (product?.selos.includes(seal) ?? false);
  const active = mine ? Boolean(kept(mine, 'ativo')) : (product?.ativo ?? true);
  const section = 'mb-6 grid gap-3 rounded border border-gray-300 bg-white p-3 md:grid-cols-2';
  return (
    <Form method="post" noValidate aria-label={product ? `Editar ${product.sku}` : 'Novo produto'}>
      {product ? <input type="hidden" name="versao" value={product.versao} /> : null}
      <fieldset className={section}>
        <legend className="px-1 text-lg font-bold">Dados principais</legend>
        {product ? (
          <p className="md:col-span-2">
            SKU <strong>{product.sku}</strong>
          </p>
        ) : (
          text('sku', 'SKU', '', {
            required: true,
            hint: 'Letras, números, ponto, hífen e sublinhado; não muda depois.',
          })
        )}
        {text('nome', 'Nome', product?.nome ?? '', { required: true, className: 'md:col-span-2' })}
        {text('marca', 'Marca', product?.marca ?? '', {
          required: true,
          list: 'marcas-da-loja',
          hint: 'Escolha uma marca da loja ou digite uma nova (ela é criada).',
        })}
        {text('categoria', 'Categoria', product?.categoria ?? '', {
          required: true,
          list: 'categorias-da-loja',
          hint: 'Um caminho como Refrigeração > Bombas de Vácuo; níveis novos são criados.',
        })}
        <datalist id="marcas-da-loja">
          {choices.marcas.map((m) => (
            <option key={m} value={m} />
          ))}
        </datalist>
        <datalist id="categorias-da-loja">
          {choices.categorias.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        {text('precoPor', 'Preço por (R$)', product ? priceField(product.precoPor) : '', {
          required: true,
          inputMode: 'decimal',
          hint: 'O preço de venda: maior que zero, como 1.234,56.',
        })}
        {text('precoDe', 'Preço de (R$)', product ? priceField(product.precoDe) : '', {
          inputMode: 'decimal',
          optional: true,
          hint: 'O preço riscado: vazio, ou igual ou maior que o preço por.',
        })}
        {text('estoque', 'Estoque', product ? String(product.estoque) : '0', {
          type: 'number',
          min: 0,
          hint: 'Com variações, o estoque é a soma das variações.',
        })}
        <SelectField
          label="Status"
          name="status"
          defaultValue={value('status', product?.status ?? 'disponivel')}
          message={messages.status}
          options={Object.entries(STATUS_TEXT)}
        />
        <CheckField
          label="Ativo (aparece na loja)"
          name="ativo"
          type="checkbox"
          value="on"
          defaultChecked={active}
          className="md:col-span-2"
        />
      </fieldset>

      <fieldset className={section}>
        <legend className="px-1 text-lg font-bold">Descrições</legend>
        <TextAreaField
          label="Descrição curta"
          name="descricaoCurta"
          rows={3}
          optional
          hint="HTML simples (parágrafos, listas, negrito, links); o resto é removido."
          defaultValue={value('descricaoCurta', product?.descricaoCurta ?? '')}
          message={messages.descricaoCurta}
          className="md:col-span-2"
        />
        <TextAreaField
          label="Descrição longa"
          name="descricaoLonga"
          rows={8}
          optional
          defaultValue={value('descricaoLonga', product?.descricaoLonga ?? '')}
          message={messages.descricaoLonga}
          className="md:col-span-2"
        />
      </fieldset>

      <fieldset className={section}>
        <legend className="px-1 text-lg font-bold">Variações</legend>
        <p className="text-sm md:col-span-2">
          Cada variação tem o seu SKU, preço e estoque. Para remover uma, apague a linha toda; sem variações, deixe o
          atributo e as linhas vazios.
        </p>
        {text('atributoNome', 'Atributo das variações', product?.atributo?.nome ?? '', {
          optional: true,
          list: 'atributos-da-loja',
          hint: 'Como Voltagem ou Tamanho.',
        })}
        <datalist id="atributos-da-loja">
          {choices.atributos.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <div className="grid gap-3 md:col-span-2">
          {Array.from({ length: rowCount }, (_, i) => {
            const row = rows[i];
            const name = (f: string) => `valores[${i}].${f}`;
            const cell = (f: string, label: string, fallback: string, extra: Record<string, unknown> = {}) =>
              text(name(f), `${label} da variação ${i + 1}`, fallback, extra);
            return (
              <div key={i} className="grid gap-2 rounded border border-gray-200 p-2 sm:grid-cols-2 lg:grid-cols-5">
                {cell('sku', 'SKU', row?.sku ?? '')}
                {cell('valor', 'Valor', row?.valor ?? '')}
                {cell('precoPor', 'Preço por (R$)', row ? priceField(row.precoPor) : '', { inputMode: 'decimal' })}
                {cell('precoDe', 'Preço de (R$)', row ? priceField(row.precoDe) : '', { inputMode: 'decimal' })}
                {cell('estoque', 'Estoque', row ? String(row.estoque) : '', { type: 'number', min: 0 })}
              </div>
            );
          })}
        </div>
      </fieldset>

      <fieldset className={section}>
        <legend className="px-1 text-lg font-bold">Características, filtros e selos</legend>
        <TextAreaField
          label="Características"
          name="caracteristicas"
          rows={5}
          optional
          hint="Uma por linha: Grupo > Nome = Valor (Características técnicas > Faixa = -40 a 85 °C)."
          defaultValue={value('caracteristicas', writeCharacteristics(product?.caracteristicas ?? []))}
          message={messages.caracteristicas}
        />
        <TextAreaField
          label="Filtros"
          name="filtros"
          rows={5}
          optional
          hint="Um por linha: Filtro: Valor (Aplicação: Industrial)."
          defaultValue={value('filtros', writeFilters(product?.filtros ?? []))}
          message={messages.filtros}
        />
        <fieldset className="md:col-span-2">
          <legend className="font-semibold">Selos</legend>
          <div className="flex flex-wrap gap-x-4">
            {choices.selos.map((seal) => (
              <CheckField
                key={seal}
                label={seal}
                name="selos"
                type="checkbox"
                value={seal}
                defaultChecked={sealChecked(seal)}
              />
            ))}
          </div>
          {messages.selos ? <p className="text-xs font-semibold text-red-800">{messages.selos}</p> : null}
        </fieldset>
      </fieldset>

      <fieldset className={section}>
        <legend className="px-1 text-lg font-bold">Códigos, peso e SEO</legend>
        {text('ean', 'EAN', product?.ean ?? '', { optional: true, inputMode: 'numeric' })}
        {text('mpn', 'MPN (código do fabricante)', product?.mpn ?? '', { optional: true })}
        {text('pesoKg', 'Peso (kg)', product?.pesoKg == null ? '' : String(product.pesoKg).replace('.', ','), {
          optional: true,
          inputMode: 'decimal',
        })}
        {text('slug', 'Endereço da página (slug)', product?.slug ?? '', {
          optional: true,
          hint: 'Vazio: feito do nome.',
        })}
        {text('seoTitle', 'Título para buscadores', product?.seo.title ?? '', { optional: true })}
        {text('seoDescription', 'Descrição para buscadores', product?.seo.description ?? '', { optional: true })}
        {product ? (
          <p className="md:col-span-2">
            {product.fotos} foto(s).{' '}
            <Link
              className="font-semibold text-brand-800 underline"
              to={`/admin/catalogo/${encodeURIComponent(product.sku)}/fotos`}
            >
              Fotos de {product.sku}
            </Link>
          </p>
        ) : (
          <p className="md:col-span-2">As fotos são enviadas depois de criar o produto.</p>
        )}
      </fieldset>

      <SubmitButton name="intent" value="salvar">
        {product ? 'Salvar produto' : 'Criar produto'}
      </SubmitButton>
    </Form>
  );
}
