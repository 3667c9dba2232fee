/** Rows of the content tables: menus, banners, showcases, pages, settings, blog and pop-up. */
import type { FlatCategory } from './build-categories';
import type { BuiltProduct } from './build-products';
import {
  BLOG_POSTS,
  HOME_BANNERS,
  POPUP_HOME,
  SEO_HOME,
  SETTINGS,
  STORE_DOMAIN,
  STORE_EMAIL,
  STORE_PHONE,
  STORE_WHATSAPP,
} from './data/content';
import type { BannerPlan } from './data/content';
import { PAGES } from './data/pages';

const DAY_MS = 86_400_000;

/** 24×24 icon path data for menu items. */
const ICONS: Record<string, string> = {
  'data-loggers': 'M3 3v18h18M7 14l4-4 4 4 5-6',
  controladores: 'M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6',
  sensores: 'M22 12h-4l-3 9L9 3l-3 9H2',
  termometros: 'M14 14.76V3.5a2.5 2.5 0 0 0-5 0v11.26a4.5 4.5 0 1 0 5 0z',
  refrigeracao: 'M12 2v20M2 12h20M4.9 4.9l14.2 14.2M19.1 4.9L4.9 19.1',
  'instrumentos-de-medicao': 'M12 14l4-4M3.3 19a10 10 0 1 1 17.4 0',
  solda: 'M12 2c1 3 4 5 4 9a4 4 0 0 1-8 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-5 0-8zM5 22h14',
  frete:
    'M1 3h15v13H1zM16 8h4l3 3v5h-7zM5.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM18.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  cep: 'M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  whatsapp: 'M21 11.5a8.4 8.4 0 0 1-12.6 7.3L3 21l2.2-5.4A8.4 8.4 0 1 1 21 11.5z',
  telefone:
    'M22 16.9v3a2 2 0 0 1-2.2 2A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7l.7 2.8-1.8 2.4a16 16 0 0 0 6 6l2.4-1.8 2.8.7a2 2 0 0 1 1.7 2z',
  email: 'M4 4h16v16H4zM22 6l-10 7L2 6',
  farmaceutica: 'M10 3h4v7h7v4h-7v7h-4v-7H3v-4h7z',
  alimenticia: 'M7 2v20M4 2v6a3 3 0 0 0 6 0V2M17 22V2c-2 2-3 5-3 8h3',
};

/** T§2 Home 'areas section': the store's fields of work, each a link with an icon. */
const AREAS: [string, string, string][] = [
  ['Logística e transporte', '/data-loggers/logistica', 'frete'],
  ['Farmacêutica e vacinas', '/data-loggers/farmaceutica', 'farmaceutica'],
  ['Alimentícia', '/data-loggers/alimenticia', 'alimenticia'],
  ['Refrigeração e HVAC', '/c/linha-profissional-hvac', 'refrigeracao'],
  ['Cadeia do frio', '/c/cadeia-do-frio', 'termometros'],
  ['Indústria e solda', '/solda', 'solda'],
];

export const MENUS: [string, string][] = [
  ['menuPrincipal', 'Menu principal'],
  ['menuPrincipal-new', 'Menu principal (nova versão)'],
  ['ver-toda-loja', 'Ver toda loja'],
  ['links-rodape', 'Links do rodapé'],
  ['menu_popup_contato', 'Contato'],
  ['maquinas-mais-buscadas', 'Máquinas mais buscadas'],
  ['areas-home', 'Áreas de atuação'],
];

interface MenuOptions {
  svg?: string;
  icone?: string;
  destaque?: boolean;
  idTipo?: number;
  idNivel?: number;
  target?: '_self' | '_blank';
}

export function buildMenuItems(categories: readonly FlatCategory[], products: readonly BuiltProduct[]): unknown[][] {
  const rows: unknown[][] = [];
  const add = (
    menu: string,
    parent: number | null,
    posicao: number,
    label: string,
    link: string,
    o: MenuOptions = {},
  ) => {
    const id = rows.length + 1;
    rows.push([
      id,
      menu,
      parent,
      posicao,
      label,
      link,
      o.target ?? '_self',
      o.svg ?? null,
      o.icone ?? null,
      o.destaque ?? false,
      o.idTipo ?? 1,
      o.idNivel ?? null,
    ]);
    return id;
  };
  const byId = new Map(categories.map((c) => [c.id, c]));
  const tops = categories.filter((c) => c.nivel === 2);
  const categoryTree = (menu: string, withIcons: boolean) => {
    tops.forEach((top, i) => {
      const topId = add(menu, null, i + 1, top.nome, top.rota, {
        idNivel: top.id,
        ...(withIcons ? { svg: ICONS[top.slug] ?? '' } : {}),
      });
      top.filhos.forEach((childId, j) => {
        const child = byId.get(childId);
        if (!child) return;
        const childItem = add(menu, topId, j + 1, child.nome, child.rota, { idNivel: child.id });
        child.filhos.forEach((grandId, k) => {
          const grand = byId.get(grandId);
          if (grand) add(menu, childItem, k + 1, grand.nome, grand.rota, { idNivel: grand.id });
        });
      });
    });
    return tops.length;
  };

  for (const menu of ['menuPrincipal', 'menuPrincipal-new']) {
    const n = categoryTree(menu, true);
    add(menu, null, n + 1, 'Listas de Compras', '/lista', { icone: 'lista' });
    add(menu, null, n + 2, 'Marcas', '/marcas', { icone: 'marcas' });
    add(menu, null, n + 3, 'Frete Grátis Sul e Sudeste', '', { destaque: true, idTipo: 3, svg: ICONS.frete ?? '' });
    add(menu, null, n + 4, 'Informe seu CEP', '', { destaque: true, idTipo: 3, svg: ICONS.cep ?? '' });
  }
  categoryTree('ver-toda-loja', false);

  const footer: [string, [string, string][]][] = [
    [
      'Institucional',
      [
        ['Quem somos', '/pagina/quem-somos'],
        ['Seja um revendedor', '/pagina/revendedores'],
        ['Cartão BNDES', '/cartao-bndes'],
        ['Nossas marcas', '/marcas'],
        ['Avalie a loja', '/pagina/avaliacao-loja'],
      ],
    ],
    [
      'Ajuda',
      [
        ['Dúvidas frequentes', '/pagina/duvidas-frequentes'],
        ['Troca e devolução', '/pagina/troca-e-devolucao'],
        ['Política de entrega', '/pagina/politica-de-entrega'],
        ['Política de pagamento', '/pagina/politica-de-pagamento'],
        ['Privacidade e segurança', '/pagina/politica-de-privacidade-e-seguranca'],
        ['Listas de compras', '/lista'],
      ],
    ],
    [
      'Minha conta',
      [
        ['Minha conta', '/minha-conta/'],
        ['Entrar', '/checkout/acesso'],
        ['Cadastre-se', '/checkout/cadastro'],
        ['Meu carrinho', '/checkout/carrinho/'],
      ],
    ],
  ];
  footer.forEach(([group, links], i) => {
    const groupId = add('links-rodape', null, i + 1, group, '');
    links.forEach(([label, link], j) => add('links-rodape', groupId, j + 1, label, link));
  });

  add('menu_popup_contato', null, 1, 'WhatsApp', `https://wa.me/${STORE_WHATSAPP}`, {
    idTipo: 4,
    svg: ICONS.whatsapp ?? '',
    target: '_blank',
  });
  add('menu_popup_contato', null, 2, STORE_PHONE, `tel:+55${STORE_PHONE.replace(/\D/g, '')}`, {
    idTipo: 5,
    svg: ICONS.telefone ?? '',
  });
  add('menu_popup_contato', null, 3, STORE_EMAIL, `mailto:${STORE_EMAIL}`, {
    idTipo: 2,
    svg: ICONS.email ?? '',
    target: '_blank',
  });

  AREAS.forEach(([label, link, icon], i) => add('areas-home', null, i + 1, label, link, { svg: ICONS[icon] ?? '' }));

  const popular = [...products]
    .filter((p) => p.status === 'disponivel')
    .sort((a, b) => b.popularidade - a.popularidade || a.id - b.id)
    .slice(0, 24);
  popular.forEach((p, i) => add('maquinas-mais-buscadas', null, i + 1, p.spec.nome, `/${p.slug}.html`));
  const extra: [string, string][] = [
    ['Bombas de vácuo', '/refrigeracao/bombas-de-vacuo'],
    ['Manifolds digitais', '/refrigeracao/manifolds/digitais'],
    ['Máquinas de solda inversoras', '/solda/maquinas-de-solda/inversoras'],
    ['Data loggers descartáveis', '/data-loggers/logistica/descartaveis'],
  ];
  extra.forEach(([label, link], i) => add('maquinas-mais-buscadas', null, popular.length + i + 1, label, link));
  return rows;
}

export function buildBanners(categories: readonly FlatCategory[], now: Date): unknown[][] {
  const start = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const plans: BannerPlan[] = [...HOME_BANNERS];
  for (const top of categories.filter((c) => c.nivel === 2)) {
    plans.push({
      slot: 'banner-listagem-categoria',
      nome: `ofertas-em-${top.slug}`,
      alt: `Ofertas em ${top.nome}`,
      link: top.rota,
      idNivel: top.id,
      mobile: true,
      faixa: true,
    });
    plans.push({
      slot: 'banner-subcategoria-menu-topo',
      nome: `destaques-em-${top.slug}`,
      alt: `Destaques em ${top.nome}`,
      link: top.rota,
      idNivel: top.id,
    });
  }
  const positions = new Map<string, number>();
  return plans.map((plan, i) => {
    const posicao = (positions.get(plan.slot) ?? 0) + 1;
    positions.set(plan.slot, posicao);
    const image = (kind: string) => `/media/banners/${plan.nome}-${kind}.svg`;
    const desktop = image(plan.quadrado ? 'quadrado' : plan.faixa ? 'faixa' : 'desktop');
    return [
      i + 1,
      plan.slot,
      plan.alt,
      plan.alt,
      plan.idNivel ?? null,
      desktop,
      plan.link,
      plan.mobile ? image('mobile') : null,
      plan.mobile ? plan.link : null,
      plan.cupom ?? null,
      posicao,
      plan.expirado ? new Date(now.getTime() - 60 * DAY_MS).toISOString() : start,
      plan.expirado ? new Date(now.getTime() - DAY_MS).toISOString() : null,
      true,
    ];
  });
}

export const SHOWCASES: [string, string, string][] = [
  ['mais-procurados', 'Mais Procurados', 'popularidade'],
  ['vitrine-home2', 'Ofertas da Semana', 'manual'],
  ['produto-detalhe-relacionados', 'Produtos Relacionados', 'relacionados'],
  ['produto-detalhe-indicados', 'Quem viu, comprou também', 'indicados'],
];

export function buildShowcaseProducts(products: readonly BuiltProduct[]): unknown[][] {
  return products
    .filter((p) => p.status === 'disponivel' && p.precoDeCents !== null)
    .slice(0, 10)
    .map((p, i) => ['vitrine-home2', p.id, i + 1]);
}

export function buildPages(): unknown[][] {
  return PAGES.map((p) => [
    p.id,
    p.slug,
    p.parentSlug,
    p.rota,
    p.titulo,
    p.conteudo,
    `${p.titulo} | Vitrine Instrumentos`,
    p.seoDescription,
    true,
  ]);
}

export function buildSettings(): unknown[][] {
  return [
    ['configuracoes', JSON.stringify(SETTINGS)],
    ['seo_home', JSON.stringify(SEO_HOME)],
  ];
}

export function buildBlogPosts(now: Date): unknown[][] {
  return BLOG_POSTS.map(([titulo, path, daysAgo], i) => [
    i + 1,
    titulo,
    `https://blog.${STORE_DOMAIN}/${path}/`,
    new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
  ]);
}

export function buildPopups(): unknown[][] {
  return [['home', '', true, POPUP_HOME.titulo, POPUP_HOME.texto, POPUP_HOME.cupom]];
}
