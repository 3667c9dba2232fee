/**
 * An incoming product (a PUT body, a JSON element or a CSV group, already parsed by the contract schema) made ready
 * to write: names resolved to ids (creating categories, brands, attributes, groups and filters the store lacks), HTML
 * sanitized, images resolved to addresses, lists put in the order the store reads them — so that comparing it with
 * the stored product tells exactly whether anything would change.
 */
import { priceProblem, type AdminProduct } from '@vitrine/contract';
import type { Queryable } from '../../db/client';
import { sanitizeRichText } from '../../lib/sanitize';
import { checkImageAddress, type ImagePolicy } from '../media/addresses';
import { photoPattern, readOriginal, type Original } from '../media/originals';
import type { CatalogRefs } from './catalog-refs';
import type { CreationColumn } from './product-columns';
import type { ReadProduct, StoredImage, StoredProduct } from './product-read';

type Upload = Original;

export interface PreparedProduct {
  existing: ReadProduct | undefined;
  /** A new product's id when its writer fixes it (the demo seed's); else the next free one. */
  id?: number;
  product: StoredProduct;
  brandId: number;
  categoryId: number;
  /** `id`: a new value's, when fixed (the demo seed's). */
  values: { id?: number; sku: string; attributeValueId: number; de: number | null; por: number; estoque: number }[];
  characteristics: { groupId: number; label: string; valor: string }[];
  filterValueIds: number[];
  sealIds: number[];
  uploads: Upload[];
  /** Values of the columns only a creation fills (product-columns.ts), when the writer has them (the demo seed). */
  created?: Partial<Record<CreationColumn, unknown>>;
}

/** A problem with one field: its path in the product shape and a Portuguese reason. */
export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

/** Where uploaded images are served (apps/api/src/modules/media/routes.ts). */
export const UPLOADS_PATH = '/media/arquivos/';

const toCents = (reais: number) => Math.round(reais * 100);
const stable = <T>(items: T[], rank: (item: T) => number) =>
  items
    .map((item, index) => ({ item, index, r: rank(item) }))
    .sort((a, b) => a.r - b.r || a.index - b.index)
    .map((x) => x.item);

async function images(
  input: AdminProduct,
  existing: StoredProduct | undefined,
  uploads: Upload[],
  issues: FieldIssue[],
  policy: ImagePolicy,
): Promise<StoredImage[]> {
  const labels = new Map((existing?.imagens ?? []).map((i) => [i.url, i.label]));
  const list: StoredImage[] = [];
  for (const [index, image] of input.imagens.entries()) {
    let url: string;
    let label: string | undefined;
    if (typeof image === 'string' || 'url' in image) {
      const given = typeof image === 'string' ? { url: image, label: undefined } : image;
      const checked = checkImageAddress(given.url, policy.httpStore, policy.allowLoopback);
      if ('error' in checked) {
        issues.push({ path: ['imagens', index], message: checked.error });
        continue;
      }
      ({ url } = checked);
      label = given.label;
    } else {
      const original = await readOriginal(Buffer.from(image.arquivo, 'base64'));
      if ('error' in original) {
        issues.push({ path: ['imagens', index, 'arquivo'], message: `Imagem ${index + 1}: ${original.error}` });
        continue;
      }
      uploads.push(original);
      url = photoPattern(original.sha256);
      label = image.label;
    }
    list.push({ url, label: label || labels.get(url) || `${input.nome} - Imagem ${index + 1}` });
  }
  return list;
}

/**
 * The stored owner of each of these skus: the product whose value it is, or the product it is the sku of. One query
 * for a whole batch of products (the values' skus of all of them).
 */
export async function skuOwners(tx: Queryable, skus: readonly string[]): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const rows = await tx.query<{ sku: string; owner: string; direct: boolean }>(
    `SELECT v.sku, p.sku AS owner, false AS direct FROM product_simple_values v JOIN products p ON p.id = v.product_id
      WHERE v.sku = ANY($1::text[])
     UNION ALL SELECT sku, sku, true FROM products WHERE sku = ANY($1::text[])`,
    [skus],
  );
  // A product's own sku outranks a value's (it can never be a value of another product).
  rows.sort((a, b) => Number(a.direct) - Number(b.direct));
  return new Map(rows.map((r) => [r.sku, r.owner]));
}

/** The skus of a product's simple values. */
export const valueSkusOf = (input: AdminProduct): string[] => input.atributo?.valores.map((v) => v.sku) ?? [];

/**
 * Checks and resolves one product; issues instead when it cannot be stored as given. `owners`: skuOwners() of (at
 * least) its values' skus.
 */
export async function prepareProduct(
  refs: CatalogRefs,
  input: AdminProduct,
  existing: ReadProduct | undefined,
  owners: ReadonlyMap<string, string>,
  policy: ImagePolicy,
): Promise<PreparedProduct | { issues: FieldIssue[] }> {
  const issues: FieldIssue[] = [];
  const seals = input.selos.map((nome, i) => {
    const seal = refs.seal(nome);
    if (!seal) issues.push({ path: ['selos', i], message: `Selo desconhecido: "${nome}".` });
    return seal;
  });
  const problem = priceProblem(input.precoDe, input.precoPor);
  if (problem) issues.push({ path: [problem.campo === 'de' ? 'precoDe' : 'precoPor'], message: problem.mensagem });
  input.atributo?.valores.forEach((v, i) => {
    const wrong = priceProblem(v.precoDe, v.precoPor);
    if (wrong) {
      issues.push({
        path: ['atributo', 'valores', i, wrong.campo === 'de' ? 'precoDe' : 'precoPor'],
        message: wrong.mensagem,
      });
    }
  });
  const valueSkus = new Set<string>();
  const labels = new Set<string>();
  input.atributo?.valores.forEach((v, i) => {
    if (v.sku === input.sku || valueSkus.has(v.sku)) {
      issues.push({ path: ['atributo', 'valores', i, 'sku'], message: `SKU repetido: ${v.sku}.` });
    }
    if (labels.has(v.valor.toLowerCase())) {
      issues.push({ path: ['atributo', 'valores', i, 'valor'], message: `Valor repetido: ${v.valor}.` });
    }
    valueSkus.add(v.sku);
    labels.add(v.valor.toLowerCase());
  });
  input.atributo?.valores.forEach((v, i) => {
    const owner = owners.get(v.sku);
    if (owner !== undefined && owner !== input.sku) {
      issues.push({ path: ['atributo', 'valores', i, 'sku'], message: `SKU ${v.sku} já pertence a outro produto.` });
    }
  });
  const category = await refs.category(input.categoria);
  if ('error' in category) issues.push({ path: ['categoria'], message: category.error });
  if (issues.length > 0 || 'error' in category) return { issues };

  const brand = await refs.brand(input.marca);
  const attribute = input.atributo && refs.attributeName(input.atributo.nome);
  const values = input.atributo
    ? await Promise.all(
        input.atributo.valores.map(async (v) => ({ v, av: await refs.attributeValue(attribute!, v.valor) })),
      )
    : [];
  const orderedValues = stable(values, (x) => x.av.posicao * 1e6 + x.av.id);
  const groups = await Promise.all(input.caracteristicas.map(async (c) => ({ c, g: await refs.group(c.grupo) })));
  const orderedGroups = stable(groups, (x) => x.g.posicao * 1e6 + x.g.id);
  const filterMap = new Map<number, { filtro: string; valor: string; rank: number }>();
  for (const f of input.filtros) {
    const value = await refs.filterValue(f.filtro, f.valor);
    filterMap.set(value.id, { filtro: f.filtro, valor: value.label, rank: value.posicao });
  }
  const filters = stable([...filterMap.entries()], ([, f]) => f.rank);
  const sealList = [...new Map(seals.map((s) => [s!.id, s!])).values()].sort((a, b) => a.id - b.id);
  const uploads: Upload[] = [];
  const old = existing?.product;
  const imageList = await images(input, old, uploads, issues, policy);
  if (issues.length > 0) return { issues };

  const product: StoredProduct = {
    sku: input.sku,
    nome: input.nome,
    slug: input.slug ?? old?.slug ?? '',
    marca: brand.nome,
    categoria: category.taxonomia,
    precoDe: input.precoDe,
    precoPor: input.precoPor,
    estoque: input.atributo ? input.atributo.valores.reduce((sum, v) => sum + v.estoque, 0) : input.estoque,
    status: input.status,
    ativo: input.ativo,
    ean: input.ean || null,
    mpn: input.mpn || null,
    pesoKg: input.pesoKg === null ? (old?.pesoKg ?? 0.5) : Math.max(1, Math.round(input.pesoKg * 1000)) / 1000,
    descricaoCurta: sanitizeRichText(input.descricaoCurta),
    descricaoLonga: sanitizeRichText(input.descricaoLonga),
    imagens: imageList,
    atributo: input.atributo && {
      nome: attribute!,
      valores: orderedValues.map(({ v, av }) => ({ ...v, valor: av.label })),
    },
    caracteristicas: orderedGroups.map(({ c, g }) => ({ grupo: g.nome, label: c.label, valor: c.valor })),
    filtros: filters.map(([, f]) => ({ filtro: refs.filterName(f.filtro), valor: f.valor })),
    selos: sealList.map((s) => s.nome),
    seo: input.seo,
  };
  return {
    existing,
    product,
    brandId: brand.id,
    categoryId: category.id,
    values: orderedValues.map(({ v, av }) => ({
      sku: v.sku,
      attributeValueId: av.id,
      de: v.precoDe === null ? null : toCents(v.precoDe),
      por: toCents(v.precoPor),
      estoque: v.estoque,
    })),
    characteristics: orderedGroups.map(({ c, g }) => ({ groupId: g.id, label: c.label, valor: c.valor })),
    filterValueIds: filters.map(([id]) => id),
    sealIds: sealList.map((s) => s.id),
    uploads,
  };
}

/** Whether writing `prepared` would change nothing. */
export const unchanged = (prepared: PreparedProduct): boolean =>
  prepared.existing !== undefined && JSON.stringify(prepared.existing.product) === JSON.stringify(prepared.product);
