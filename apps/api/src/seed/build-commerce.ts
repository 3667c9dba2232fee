/** Prices in time, "Compre junto", kits (shopping lists) and landing pages. */
import type { FlatCategory } from './build-categories';
import type { BuiltProduct } from './build-products';
import { INSTALLMENT_RULES, MIN_INSTALLMENT_CENTS } from './data/catalog-meta';

const DAY_MS = 86_400_000;

export function buildInstallments(): unknown[][] {
  return INSTALLMENT_RULES.map((r) => [r.parcelas, r.taxa, true, MIN_INSTALLMENT_CENTS]);
}

type Lookup = (key: string) => BuiltProduct;

export function lookupBy(byKey: ReadonlyMap<string, BuiltProduct>): Lookup {
  return (key) => {
    const product = byKey.get(key);
    if (!product) throw new Error(`Unknown product key ${key}`);
    return product;
  };
}

/** One active window (started 2 days ago, ends in 5), one future and one past. */
export function buildScheduledPrices(get: Lookup, now: Date): unknown[][] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const cut = (p: BuiltProduct, factor: number) => Math.floor((p.precoCents * factor) / 100) * 100 + 90;
  const md4 = get('md4');
  const bv7 = get('bv7');
  const aa400 = get('aa400');
  const dl200 = get('dl200');
  return [
    [1, md4.id, md4.precoDeCents ?? md4.precoCents, cut(md4, 0.85), at(-2), at(5)],
    [2, bv7.id, bv7.precoCents, cut(bv7, 0.9), at(-1), at(3)],
    [3, aa400.id, aa400.precoDeCents ?? aa400.precoCents, cut(aa400, 0.8), at(10), at(20)],
    [4, dl200.id, dl200.precoDeCents ?? dl200.precoCents, cut(dl200, 0.75), at(-40), at(-30)],
  ];
}

const COMBINATIONS: [string, string, number][] = [
  ['md4', 'bv5', 8],
  ['bv5', 'vd200', 5],
  ['ma2', 'bv7', 7],
  ['dl200', 'ifusb', 10],
  ['dl100', 'logview', 6],
  ['dlvc150', 'mmv40', 5],
  ['ct100', 'ntc', 8],
  ['cr2d', 'ntc-ref', 10],
  ['te300-15', 'tc90', 5],
  ['ti550', 'te300-30', 7],
  ['is160', 'e6013', 10],
  ['mm140', 'er70', 6],
  ['msa11', 'lr35', 5],
  ['aa400', 'dt12', 6],
  ['md600', 'aar500', 5],
  ['fe806', 'ct32', 8],
  ['r410', 'bc100', 5],
];

export function buildCombinations(get: Lookup): unknown[][] {
  return COMBINATIONS.map(([a, b, pct], i) => [i + 1, get(a).id, get(b).id, pct]);
}

interface ListPlan {
  nome: string;
  categoria: number;
  descricao: string;
  selecao?: boolean;
  desconto: number;
  itens: [key: string, qty: number, preselect?: string][];
}

const LIST_PLANS: ListPlan[] = [
  {
    nome: 'Kit Instalação de Ar-Condicionado Split',
    categoria: 5,
    desconto: 5,
    descricao: 'Tudo o que o instalador precisa para fazer vácuo, carga e flangeamento com qualidade.',
    itens: [
      ['md4', 1],
      ['bv5', 1, '220V'],
      ['vd200', 1],
      ['fe806', 1],
      ['ct32', 1],
    ],
  },
  {
    nome: 'Kit Cadeia do Frio para Vacinas',
    categoria: 102,
    desconto: 3,
    descricao: 'Monitoramento contínuo e registro de máxima e mínima para salas de vacinação.',
    itens: [
      ['dlvc150', 1],
      ['mmv40', 2],
      ['th10', 1],
    ],
  },
  {
    nome: 'Kit Técnico de Refrigeração Iniciante',
    categoria: 5,
    desconto: 4,
    selecao: false,
    descricao: 'Conjunto essencial para começar na manutenção de refrigeração, com itens já definidos.',
    itens: [
      ['ma2', 1],
      ['bv5', 1, 'Bivolt'],
      ['ct32', 1],
      ['r134-lata', 2],
    ],
  },
  {
    nome: 'Kit Soldador Iniciante',
    categoria: 7,
    desconto: 5,
    descricao: 'Máquina inversora, eletrodos e proteção completa para começar a soldar com segurança.',
    itens: [
      ['is160', 1, '220V'],
      ['e6013', 2],
      ['msa11', 1, '@first'],
      ['lr35', 1, 'G'],
    ],
  },
  {
    nome: 'Kit Eletricista Manutenção',
    categoria: 6,
    desconto: 3,
    descricao: 'Instrumentos para diagnóstico elétrico no dia a dia da manutenção.',
    itens: [
      ['md600', 1, '@first'],
      ['aa400', 1],
      ['dt12', 1],
    ],
  },
  {
    nome: 'Kit Monitoramento de Câmara Fria',
    categoria: 2,
    desconto: 5,
    descricao: 'Controle, sensor e registro de temperatura para câmaras frias.',
    itens: [
      ['cr3', 1],
      ['ntc-ref', 2],
      ['dl200', 1],
    ],
  },
  {
    nome: 'Kit Segurança Alimentar APPCC',
    categoria: 4,
    desconto: 4,
    descricao: 'Termômetros e registrador para o controle de pontos críticos na cozinha industrial.',
    itens: [
      ['te300-15', 1],
      ['ti550', 1],
      ['dla60', 1],
      ['tc90', 1],
    ],
  },
];

export function buildShoppingLists(get: Lookup, now: Date): { lists: unknown[][]; items: unknown[][] } {
  const lists: unknown[][] = [];
  const items: unknown[][] = [];
  LIST_PLANS.forEach((plan, i) => {
    const id = i + 1;
    const slug = plan.nome
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    lists.push([
      id,
      plan.nome,
      slug,
      plan.categoria,
      `<p>${plan.descricao}</p>`,
      `<p>${plan.descricao}</p><h2>Por que comprar o kit</h2><ul><li>Itens compatíveis entre si, escolhidos pela nossa equipe técnica</li>` +
        `<li>${plan.desconto}% de desconto sobre a soma dos itens</li><li>Um único frete para todo o conjunto</li></ul>`,
      plan.selecao ?? true,
      plan.desconto,
      500 - i * 40,
      `${plan.nome} | Vitrine Instrumentos`,
      plan.descricao,
      true,
      new Date(now.getTime() - (90 + i * 20) * DAY_MS).toISOString(),
    ]);
    plan.itens.forEach(([key, qty, preselect], j) => {
      const product = get(key);
      const value =
        preselect === '@first'
          ? product.simpleValues.find((v) => v.estoque > 0)
          : product.simpleValues.find((v) => v.label === preselect);
      if (preselect && !value) throw new Error(`List ${plan.nome}: ${key} has no value ${preselect}`);
      items.push([id, product.id, j + 1, qty, value?.id ?? null]);
    });
  });
  return { lists, items };
}

export function buildLandingPages(products: readonly BuiltProduct[], categories: readonly FlatCategory[]) {
  const rotaOf = new Map(categories.map((c) => [c.id, c.rota]));
  const inLine = (p: BuiltProduct, ...prefixes: string[]) =>
    prefixes.some((x) => (rotaOf.get(p.categoryId) ?? '').startsWith(x));
  const pages: unknown[][] = [
    [
      1,
      'Cadeia do Frio',
      'cadeia-do-frio',
      '<p>Data loggers, termômetros e monitores para garantir a temperatura certa do armazém à entrega.</p><h2>Do embarque à aplicação</h2><p>Soluções para transporte refrigerado, farmácias, salas de vacinação e indústrias de alimentos.</p>',
      'Cadeia do Frio | Vitrine Instrumentos',
      'Monitoramento de temperatura para a cadeia do frio: data loggers, termômetros e monitores.',
      null,
      null,
      true,
    ],
    [
      2,
      'Linha Profissional HVAC',
      'linha-profissional-hvac',
      '<p>Ferramentas e instrumentos profissionais para instaladores de ar-condicionado e técnicos de refrigeração.</p>',
      'Linha Profissional HVAC | Vitrine Instrumentos',
      'Manifolds, bombas de vácuo, vacuômetros e ferramentas para o profissional de HVAC.',
      null,
      null,
      true,
    ],
    [
      3,
      'Black Friday',
      'black-friday',
      '<p>Os melhores preços do ano em instrumentos de medição, refrigeração e solda. Estoque limitado.</p>',
      'Black Friday | Vitrine Instrumentos',
      'Black Friday Vitrine Instrumentos: descontos em instrumentos, refrigeração e solda.',
      '<section class="lp-black"><h2>Black Friday Vitrine</h2><p>Descontos de até 25% e 6x sem juros.</p></section>',
      '.lp-black{padding:32px;background:#0f172a;color:#facc15;text-align:center;border-radius:12px}.lp-black h2{font-size:2rem;margin:0 0 8px}',
      true,
    ],
  ];
  const links: unknown[][] = [];
  for (const p of products) {
    if (inLine(p, '/data-loggers', '/termometros/maxima-e-minima', '/termometros/termo-higrometros'))
      links.push([1, p.id]);
    if (inLine(p, '/refrigeracao') && p.precoCents >= 50_000) links.push([2, p.id]);
    if (p.precoDeCents !== null) links.push([3, p.id]);
  }
  const lists = [
    [1, 2],
    [1, 6],
    [1, 7],
    [2, 1],
    [2, 3],
    [3, 4],
    [3, 5],
  ];
  return { pages, links, lists };
}
