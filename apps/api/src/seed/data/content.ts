/** Store-wide content: settings, blog posts, pop-up and the banner plan. */
import { cnpj } from '../text';

export const STORE_DOMAIN = 'vitrineinstrumentos.com.br';
const STORE_CNPJ = cnpj('345678900001');
export const STORE_WHATSAPP = '5511940000000';
export const STORE_PHONE = '(11) 4000-0000';
export const STORE_EMAIL = `contato@${STORE_DOMAIN}`;

export const SETTINGS = {
  google: { ga: { gtm: '' } },
  sistema: {
    geral: {
      site: {
        nomeDoSite: 'Vitrine Instrumentos',
        razaoSocial: 'Vitrine Instrumentos de Medição Ltda.',
        cnpj: STORE_CNPJ,
        endereco: 'Rua Guaicurus, 1234 – Lapa, São Paulo – SP',
        cep: '05033-002',
        whatsapp: STORE_WHATSAPP,
        telefone: STORE_PHONE,
        email: STORE_EMAIL,
        atendimento: 'Segunda a quinta das 8h às 18h, sexta das 8h às 17h',
        linkDownloadSoftware: '/pagina/software',
        descontoVistaPercent: 5,
        // Where links in the store's e-mails point (a quote's printable page); the demo runs on this machine.
        url: 'http://localhost:3000',
      },
    },
  },
  link: {
    social: {
      facebook: 'https://www.facebook.com/vitrineinstrumentos',
      instagram: 'https://www.instagram.com/vitrineinstrumentos',
      youtube: 'https://www.youtube.com/@vitrineinstrumentos',
      linkedin: 'https://www.linkedin.com/company/vitrineinstrumentos',
    },
  },
  loja: {
    promocoes: [
      'R$ 50,00 de desconto em compras acima de R$ 1000,00',
      '3% de desconto na primeira compra com o cupom PRIMEIRACOMPRA',
      'Loja oficial das melhores marcas de instrumentos de medição',
    ],
    /** The first-purchase coupon the newsletter pop-up e-mails (T§1). */
    cupomPrimeiraCompra: 'PRIMEIRACOMPRA',
    /** Invoicing terms printed on quotes: companies pay the invoice this many days after it is issued. */
    diasFaturamento: 28,
    /** T§9 highlights: instalments, the boleto discount, immediate shipping, free shipping, points for discounts. */
    beneficios: [
      '6x sem juros',
      '5% de desconto no boleto ou Pix',
      'Envio imediato',
      'Frete grátis Sul e Sudeste acima de R$ 2.000',
      'Suas compras valem pontos para descontos',
    ],
  },
};

/** Blog posts: title, path on the blog and days before the seed date. */
export const BLOG_POSTS: [string, string, number][] = [
  ['Calibração de termômetros: quando e por que fazer', 'calibracao-de-termometros-quando-e-por-que-fazer', 6],
  ['Cadeia do frio: como monitorar vacinas do estoque à aplicação', 'cadeia-do-frio-como-monitorar-vacinas', 15],
  ['R-32, R-410A ou R-290? Guia dos gases refrigerantes em 2025', 'guia-dos-gases-refrigerantes', 27],
  ['Data logger descartável ou multiuso: qual escolher para o seu transporte', 'data-logger-descartavel-ou-multiuso', 41],
  ['Vácuo bem feito: 7 erros comuns na instalação de ar-condicionado', 'vacuo-bem-feito-erros-comuns-instalacao', 58],
  ['Certificado RBC: o que é e como ler o seu certificado de calibração', 'certificado-rbc-como-ler', 73],
];

/** T§2 Home: the page's title and description (the `seo_home` setting). */
export const SEO_HOME = {
  title: 'Vitrine Instrumentos | Data loggers, termômetros, refrigeração e instrumentos de medição',
  description:
    'Data loggers, controladores, sensores, termômetros, refrigeração, instrumentos de medição e solda, em até 6x sem juros e com 5% de desconto no Pix ou boleto.',
};

/** The home pop-up's fields (the Store API writes its HTML from them; the back office edits them, issue 37). */
export const POPUP_HOME = {
  titulo: 'Ganhe 3% de desconto na primeira compra',
  texto: [
    'Cadastre seu e-mail e receba o cupom de primeira compra, além de ofertas e novidades em instrumentos de medição e refrigeração.',
    'Você pode cancelar o recebimento a qualquer momento. O descadastramento é processado em até 7 dias.',
  ].join('\n\n'),
  cupom: 'PRIMEIRACOMPRA',
};

/** A banner before ids and dates: slot, name (also the image file name), alt text, link. */
export interface BannerPlan {
  slot: string;
  nome: string;
  alt: string;
  link: string;
  idNivel?: number;
  cupom?: string;
  expirado?: boolean;
  mobile?: boolean;
  /** The square tile of the home grid (a 600×600 picture for every screen). */
  quadrado?: boolean;
  /** A category's top banner: from 768 px a 1366×176 strip (B§2.3), not the 1366×400 picture cropped. */
  faixa?: boolean;
}

export const HOME_BANNERS: BannerPlan[] = [
  { slot: 'banner-principal-home', nome: 'frete-gratis-sul-sudeste', alt: 'Frete grátis para Sul e Sudeste acima de R$ 2.000', link: '/pagina/politica-de-entrega', mobile: true },
  { slot: 'banner-principal-home', nome: 'data-loggers-cadeia-do-frio', alt: 'Data loggers para a cadeia do frio', link: '/c/cadeia-do-frio', mobile: true },
  { slot: 'banner-principal-home', nome: 'linha-profissional-hvac', alt: 'Linha profissional HVAC', link: '/c/linha-profissional-hvac', mobile: true },
  { slot: 'banner-principal-home', nome: 'black-friday-antecipada', alt: 'Black Friday antecipada', link: '/c/black-friday', mobile: true, expirado: true },
  { slot: 'banner_grid_rectangular', nome: 'manifolds-digitais', mobile: true, alt: 'Manifolds digitais', link: '/refrigeracao/manifolds/digitais' },
  { slot: 'banner_grid_rectangular', nome: 'termometros-infravermelho', mobile: true, alt: 'Termômetros infravermelho', link: '/termometros/infravermelho' },
  { slot: 'banner_grid_square', nome: 'bombas-de-vacuo', quadrado: true, alt: 'Bombas de vácuo', link: '/refrigeracao/bombas-de-vacuo' },
  { slot: 'banner_grid_square', nome: 'controladores-de-temperatura', quadrado: true, alt: 'Controladores de temperatura', link: '/controladores/controladores-de-temperatura' },
  { slot: 'banner_grid_square', nome: 'maquinas-de-solda', quadrado: true, alt: 'Máquinas de solda', link: '/solda/maquinas-de-solda' },
  { slot: 'banner_grid_square', nome: 'kits-de-ferramentas', quadrado: true, alt: 'Kits de ferramentas', link: '/lista' },
  { slot: 'meio-home', nome: 'seis-vezes-sem-juros', alt: '6x sem juros no cartão', link: '/pagina/politica-de-pagamento', mobile: true },
  { slot: 'meio-home', nome: 'cinco-por-cento-no-pix-ou-boleto', alt: '5% de desconto no Pix ou boleto', link: '/pagina/politica-de-pagamento', mobile: true },
  { slot: 'banner-menu-principal', nome: 'ofertas-da-semana', alt: 'Ofertas da semana', link: '/c/black-friday' },
  { slot: 'banner-grande-menu-categorias', nome: 'cadeia-do-frio', alt: 'Soluções para a cadeia do frio', link: '/c/cadeia-do-frio' },
  { slot: 'banner-pequeno-menu-categorias', nome: 'data-loggers', alt: 'Data loggers', link: '/data-loggers' },
  { slot: 'banner-pequeno-menu-categorias', nome: 'sensores', alt: 'Sensores', link: '/sensores' },
  { slot: 'banner-pequeno-menu-categorias', nome: 'instrumentos-de-medicao', alt: 'Instrumentos de medição', link: '/instrumentos-de-medicao' },
  { slot: 'banner-pequeno-menu-categorias', nome: 'solda', alt: 'Solda', link: '/solda' },
  { slot: 'banner-cupom-categoria', nome: 'cupom-primeiracompra', alt: 'Cupom de 3% na primeira compra', link: '/', cupom: 'PRIMEIRACOMPRA', mobile: true },
];
