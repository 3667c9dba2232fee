/**
 * Turns the hand-written product list into products ready for the product writer (the one the admin API's PUT and
 * the import use: modules/admin/product-write.ts), plus the rows of the tables it does not write (manuals, sibling
 * groups, packs). Each product draws its own random stream from its slug, so the catalogue is identical on every run.
 */
import type { PreparedProduct } from '../modules/admin/product-prepare';
import { SIZE_TOKEN } from '../modules/admin/product-read';
import type { FlatCategory } from './build-categories';
import { BRANDS } from './data/brands';
import {
  ATTRIBUTES,
  CHARACTERISTIC_GROUPS as G,
  FILTERS,
  REFRIGERANT_GASES,
  SEALS,
  SIMPLE_ATTRIBUTE,
  UNIQUE_GROUP_ATTRIBUTE,
  filterValueId,
} from './data/catalog-meta';
import { profileFor } from './data/profiles';
import type { LineProfile } from './data/profiles';
import type { ProductSpec } from './data/product-spec';
import { intBetween, pick, pickSome, rngFor } from './random';
import type { Rng } from './random';
import { ean13, slugify } from './text';
import { productTexts } from './product-texts';

export interface BuiltProduct {
  id: number;
  spec: ProductSpec;
  slug: string;
  status: 'disponivel' | 'sobConsulta' | 'indisponivel';
  estoque: number;
  precoCents: number;
  precoDeCents: number | null;
  categoryId: number;
  brandId: number;
  popularidade: number;
  simpleValues: { id: number; label: string; estoque: number }[];
}

export interface ProductTables {
  /** The products with their images, values, characteristics, filters and seals, in id order, for the writer. */
  prepared: PreparedProduct[];
  manuals: unknown[][];
  uniqueGroups: unknown[][];
  uniqueValues: unknown[][];
  groupItems: unknown[][];
  built: BuiltProduct[];
  byKey: Map<string, BuiltProduct>;
}

const IMAGE_VIEWS = [
  'Vista frontal',
  'Vista lateral',
  'Detalhe do painel',
  'Em uso',
  'Acessórios',
  'Embalagem',
  'Vista traseira',
  'Conexões',
];
/** Products are dated from this day backwards, so their rows never depend on the clock. */
const CATALOGUE_EPOCH = Date.UTC(2025, 5, 1, 12, 0, 0);
const DAY_MS = 86_400_000;

const cents = (reais: number) => Math.round(reais * 100);
/** Rounds a price in cents to the ",90" endings of the store. */
const price90 = (c: number) => Math.max(90, Math.floor(c / 100) * 100 + 90);

function modelCode(nome: string): string | null {
  const codes = nome.match(/\b[A-Z]{1,4}-[A-Z0-9]{1,6}\b/g);
  return codes ? (codes[codes.length - 1] ?? null) : null;
}

function attrValueId(attributeId: number, label: string): number {
  const attribute = ATTRIBUTES.find((a) => a.id === attributeId);
  const index = attribute?.valores.indexOf(label) ?? -1;
  if (!attribute || index < 0) throw new Error(`Unknown attribute value ${attributeId}: ${label}`);
  return attributeId * 100 + index + 1;
}

export function attributeValueRows(): unknown[][] {
  return ATTRIBUTES.flatMap((a) => a.valores.map((label, i) => [a.id * 100 + i + 1, a.id, label, i + 1]));
}

const GROUP_NAMES = new Map<number, string>(Object.values(G).map((g) => [g.id, g.nome]));
const FILTER_OF_VALUE = new Map(
  FILTERS.flatMap((f) => f.valores.map((v) => [v.id, { filtro: f.nome, valor: v.label }])),
);
const SEAL_NAMES = new Map(SEALS.map((s) => [s.id, s.nome]));

function filtersFor(spec: ProductSpec, cat: FlatCategory, profile: LineProfile, rng: Rng): number[] {
  const ids: number[] = [];
  const applicationByRoute: [string, string][] = [
    ['/logistica', 'Logística'],
    ['/farmaceutica', 'Farmacêutica'],
    ['/alimenticia', 'Alimentícia'],
  ];
  const fromRoute = applicationByRoute.find(([part]) => cat.rota.includes(part))?.[1];
  ids.push(filterValueId('Aplicação', fromRoute ?? pick(rng, profile.aplicacaoFiltro)));
  const connection = ['Wi-Fi', 'Bluetooth', 'USB', 'RS-485'].find((c) => spec.nome.includes(c));
  if (connection) ids.push(filterValueId('Conectividade', connection));
  else if (profile.conectividade && rng() < 0.35) ids.push(filterValueId('Conectividade', 'USB'));
  if (profile.temperatura && ids.length < 3) {
    const n = spec.nome;
    const range = /1650|1200|1000/.test(n)
      ? 'Acima de 1000 °C'
      : /Criog/.test(n)
        ? 'Criogênica (abaixo de -80 °C)'
        : /Infravermelho|Termopar|Forno/.test(n)
          ? '300 °C a 1000 °C'
          : /Vacina|Farm|Umidade|Higr|Freezer|Máxima/.test(n)
            ? 'Até 100 °C'
            : '-50 °C a 300 °C';
    ids.push(filterValueId('Faixa de medição', range));
  }
  if (ids.length < 3) {
    if (/RBC|Certificado/.test(spec.nome)) ids.push(filterValueId('Certificação', 'Certificado de calibração RBC'));
    else if (rng() < 0.2) ids.push(filterValueId('Certificação', rng() < 0.5 ? 'Certificado rastreável' : 'INMETRO'));
  }
  return [...new Set(ids)].slice(0, 3);
}

export function buildProducts(specs: readonly ProductSpec[], categories: readonly FlatCategory[]): ProductTables {
  const t: ProductTables = {
    prepared: [],
    manuals: [],
    uniqueGroups: [],
    uniqueValues: [],
    groupItems: [],
    built: [],
    byKey: new Map(),
  };
  const catByRoute = new Map(categories.map((c) => [c.rota, c]));
  const slugs = new Set<string>();
  const groupIds = new Map<string, number>();
  let simpleValueId = 0;

  specs.forEach((spec, index) => {
    const id = index + 1;
    const cat = catByRoute.get(spec.cat);
    if (!cat) throw new Error(`Unknown category ${spec.cat} for ${spec.nome}`);
    const brand = BRANDS.find((b) => b.slug === spec.marca);
    if (!brand) throw new Error(`Unknown brand ${spec.marca}`);
    let slug = slugify(spec.nome);
    if (slugs.has(slug)) slug = `${slug}-${id}`;
    slugs.add(slug);
    const rng = rngFor(`produto:${slug}`);
    const profile = profileFor(spec.cat);
    const status = spec.st === 'sob' ? 'sobConsulta' : spec.st === 'ind' ? 'indisponivel' : 'disponivel';
    const precoCents = cents(spec.preco);
    let precoDeCents = spec.de ? cents(spec.de) : null;
    if (!precoDeCents && status === 'disponivel' && rng() < 0.12) precoDeCents = price90(precoCents * 1.18);
    const peso = spec.peso ?? intBetween(rng, profile.peso[0], profile.peso[1]);
    const popularidade = Math.floor(rng() ** 2 * 900) + (spec.k ? 100 : 0);
    let estoque = status === 'disponivel' ? intBetween(rng, 4, 180) : 0;

    // Simple attribute values with their own price and stock.
    const simpleValues: BuiltProduct['simpleValues'] = [];
    const values: PreparedProduct['values'] = [];
    const sku = `${profile.prefixoSku}-${String(id).padStart(4, '0')}`;
    let attributeName: string | null = null;
    if (spec.attr && status === 'disponivel') {
      const attributeId = SIMPLE_ATTRIBUTE[spec.attr];
      const attribute = ATTRIBUTES.find((a) => a.id === attributeId);
      attributeName = attribute?.nome ?? null;
      const labels =
        spec.attr === 'voltagem'
          ? ['110V', '220V', 'Bivolt']
          : spec.attr === 'tamanho'
            ? ['P', 'M', 'G', 'GG']
            : pickSome(rng, attribute?.valores ?? [], 3);
      const soldOut = id % 2 === 0 ? labels.length - 1 : -1;
      estoque = 0;
      labels.forEach((label, i) => {
        simpleValueId += 1;
        const surcharge = label === 'Bivolt' ? 1.08 : label === 'GG' ? 1.05 : 1;
        const por = surcharge === 1 ? precoCents : price90(precoCents * surcharge);
        const de = precoDeCents ? Math.round((precoDeCents * por) / precoCents) : null;
        const stock = i === soldOut ? 0 : intBetween(rng, 2, 60);
        estoque += stock;
        simpleValues.push({ id: simpleValueId, label, estoque: stock });
        // The sku a value gets when none is given (migration 022).
        values.push({
          id: simpleValueId,
          sku: `${sku}-${simpleValueId}`,
          attributeValueId: attrValueId(attributeId, label),
          de,
          por,
          estoque: stock,
        });
      });
    }

    // Sibling groups (unique attributes).
    if (spec.uniq) {
      const [groupKey, label] = spec.uniq;
      const attributeId = UNIQUE_GROUP_ATTRIBUTE[groupKey];
      if (!attributeId) throw new Error(`Unknown sibling group ${groupKey}`);
      let groupId = groupIds.get(groupKey);
      if (!groupId) {
        groupId = groupIds.size + 1;
        groupIds.set(groupKey, groupId);
        t.uniqueGroups.push([groupId, attributeId]);
      }
      t.uniqueValues.push([groupId, id, attrValueId(attributeId, label)]);
    }

    const texts = productTexts(spec, brand.nome, profile, rng);
    const code = modelCode(spec.nome);
    const mpn = code ? `${brand.nome.slice(0, 3).toUpperCase()}-${code}` : `${profile.prefixoSku}${1000 + id}`;
    const createdAt = new Date(CATALOGUE_EPOCH - intBetween(rng, 0, 700) * DAY_MS).toISOString();
    // Images in four sizes, served by the media module.
    const imageCount = spec.imagens ?? intBetween(rng, 1, 5);
    const imagens = Array.from({ length: imageCount }, (_, i) => ({
      url: `/media/produtos/${slug}-${i + 1}-${SIZE_TOKEN}.svg`,
      label: `${spec.nome} - ${IMAGE_VIEWS[i] ?? `Imagem ${i + 1}`}`,
    }));
    if (rng() < 0.3 || spec.video) {
      t.manuals.push([id, 1, 'Manual do usuário (PDF)', `/media/manuais/${slug}.pdf`]);
      if (id % 4 === 0) t.manuals.push([id, 2, 'Guia rápido (PDF)', `/media/manuais/${slug}-guia-rapido.pdf`]);
    }

    // Characteristic groups.
    const characteristics: PreparedProduct['characteristics'] = [];
    const addGroup = (groupId: number, items: [string, string][]) =>
      items.forEach(([label, valor]) => characteristics.push({ groupId, label, valor }));
    if (id % 11 !== 0 || spec.fio) {
      const labels = Object.keys(profile.tecnicas).slice(0, 5);
      addGroup(
        G.tecnicas.id,
        labels.map((l) => [l, pick(rng, profile.tecnicas[l] ?? ['-'])]),
      );
    }
    if (profile.parametros) {
      addGroup(
        G.parametros.id,
        Object.entries(profile.parametros).map(([l, options]) => [l, pick(rng, options)]),
      );
    }
    if (profile.refrigeracao) {
      const gases = spec.gases ?? pickSome(rng, REFRIGERANT_GASES, intBetween(rng, 3, 6));
      const ordered = REFRIGERANT_GASES.filter((g) => gases.includes(g));
      addGroup(
        G.gases.id,
        ordered.map((g) => [g, 'Compatível']),
      );
    }
    if (spec.kit) {
      addGroup(
        G.kit.id,
        spec.kit.map(([item, qty]) => [item, `${qty} ${qty > 1 ? 'unidades' : 'unidade'}`]),
      );
    }
    if (rng() < 0.6) {
      const side = Math.round(Math.cbrt(peso) * 4);
      addGroup(G.especificacoes.id, [
        ['Dimensões (A x L x P)', `${side + 20} x ${side} x ${Math.max(3, Math.round(side / 2))} mm`],
        ['Peso', `${(peso / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 2 })} kg`],
        ['Garantia', profile.garantia],
        ['Origem', rng() < 0.5 ? 'Nacional' : 'Importado'],
      ]);
    }
    if (spec.video) addGroup(G.video.id, [['Vídeo', `https://www.youtube.com/embed/${spec.video}`]]);
    if (spec.fio) addGroup(G.fio.id, [['Diâmetro', spec.fio]]);

    const filterValueIds = filtersFor(spec, cat, profile, rng);

    // Seals: offers, launches, free shipping above R$ 2.000, best sellers, calibration.
    const seals: number[] = [];
    if (precoDeCents && rng() < 0.8) seals.push(3);
    if (precoCents >= 200_000 && status === 'disponivel' && rng() < 0.5) seals.push(1);
    if (rng() < 0.06) seals.push(2);
    if (spec.k && popularidade > 700) seals.push(4);
    if (/RBC/.test(spec.nome)) seals.push(5);

    t.prepared.push({
      existing: undefined,
      id,
      product: {
        sku,
        nome: spec.nome,
        slug,
        marca: brand.nome,
        categoria: cat.taxonomia,
        precoDe: precoDeCents === null ? null : precoDeCents / 100,
        precoPor: precoCents / 100,
        estoque,
        status,
        ativo: true,
        ean: ean13(`7898123${String(id).padStart(5, '0')}`),
        mpn,
        pesoKg: peso / 1000,
        descricaoCurta: texts.curta,
        descricaoLonga: texts.longa,
        imagens,
        atributo: attributeName
          ? {
              nome: attributeName,
              valores: values.map((v, i) => ({
                sku: v.sku,
                valor: simpleValues[i]!.label,
                precoDe: v.de === null ? null : v.de / 100,
                precoPor: v.por / 100,
                estoque: v.estoque,
              })),
            }
          : null,
        caracteristicas: characteristics.map((c) => ({
          grupo: GROUP_NAMES.get(c.groupId) ?? '',
          label: c.label,
          valor: c.valor,
        })),
        filtros: filterValueIds.map((v) => FILTER_OF_VALUE.get(v)!),
        selos: seals.map((s) => SEAL_NAMES.get(s) ?? ''),
        seo: { title: `${spec.nome} | Vitrine Instrumentos`.slice(0, 90), description: texts.seoDescription },
      },
      brandId: brand.id,
      categoryId: cat.id,
      values,
      characteristics,
      filterValueIds,
      sealIds: seals,
      uploads: [],
      created: {
        descricao_opcional1: texts.opcional1,
        descricao_opcional2: texts.opcional2,
        destaques: texts.destaques,
        nao_recomendado: texts.naoRecomendado,
        video_url: spec.video ? `https://www.youtube.com/embed/${spec.video}` : null,
        popularidade,
        title_social: spec.nome,
        description_social: texts.seoDescription,
        layout_html: texts.layoutHtml,
        layout_css: texts.layoutCss,
        layout_js: null,
        criado_em: createdAt,
      },
    });

    const built: BuiltProduct = {
      id,
      spec,
      slug,
      status,
      estoque,
      precoCents,
      precoDeCents,
      categoryId: cat.id,
      brandId: brand.id,
      popularidade,
      simpleValues,
    };
    t.built.push(built);
    if (spec.k) {
      if (t.byKey.has(spec.k)) throw new Error(`Duplicate product key ${spec.k}`);
      t.byKey.set(spec.k, built);
    }
  });

  // Packs: a product sold as N units of another; its stock follows the item's.
  for (const product of t.built) {
    if (!product.spec.pack) continue;
    const [key, qty] = product.spec.pack;
    const item = t.byKey.get(key);
    if (!item) throw new Error(`Unknown pack item ${key}`);
    t.groupItems.push([product.id, item.id, qty]);
    if (item.estoque < qty * 3) {
      item.estoque = qty * 3 + (item.id % 7);
      t.prepared[item.id - 1]!.product.estoque = item.estoque;
    }
    product.estoque = Math.floor(item.estoque / qty);
    t.prepared[product.id - 1]!.product.estoque = product.estoque;
  }
  return t;
}
