/** Portuguese copy of a demo product: descriptions, highlights, SEO text and the optional custom layout. */
import type { LineProfile } from './data/profiles';
import type { ProductSpec } from './data/product-spec';
import { pick, pickSome } from './random';
import type { Rng } from './random';

export interface ProductTexts {
  curta: string;
  longa: string;
  opcional1: string;
  opcional2: string;
  destaques: string[];
  naoRecomendado: string;
  seoDescription: string;
  layoutHtml: string | null;
  layoutCss: string | null;
}

const CLOSINGS = [
  'Todos os itens saem com nota fiscal e são conferidos pela nossa equipe técnica antes do envio.',
  'Nossa equipe técnica ajuda na escolha e na configuração pelo WhatsApp, sem custo adicional.',
  'Compre com 6x sem juros no cartão ou 5% de desconto no boleto ou Pix.',
];

export function productTexts(spec: ProductSpec, marca: string, profile: LineProfile, rng: Rng): ProductTexts {
  const destaques = pickSome(rng, profile.destaques, 3);
  const aplicacoes = pickSome(rng, profile.aplicacoes, 3);
  const li = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
  const curtaTexto = `${spec.nome}, da ${marca}, ${profile.frase}.`;
  const longa = [
    `<p><strong>${spec.nome}</strong> ${profile.frase}. ${pick(rng, CLOSINGS)}</p>`,
    '<h2>Aplicações</h2>',
    li(aplicacoes),
    '<h2>Diferenciais</h2>',
    li(destaques),
    spec.kit ? `<h2>Composição do kit</h2>${li(spec.kit.map(([item, qty]) => `${qty} × ${item}`))}` : '',
    '<h2>Garantia e suporte</h2>',
    `<p>Garantia de ${profile.garantia} contra defeitos de fabricação, com assistência técnica no Brasil. ` +
      'Dúvidas sobre instalação ou configuração? Fale com a equipe Vitrine Instrumentos por telefone, WhatsApp ou e-mail.</p>',
  ].join('');
  const inclusos = ['Manual de instruções em português', 'Nota fiscal'];
  if (/RBC|Certificado/.test(spec.nome)) inclusos.unshift('Certificado de calibração');
  const opcional1 = `<h2>Itens inclusos</h2>${li([`1 × ${spec.nome}`, ...inclusos])}`;
  const opcional2 = /RBC|Certificado/.test(spec.nome)
    ? '<p>O certificado de calibração acompanha o produto e é emitido por laboratório acreditado, com validade recomendada de 12 meses.</p>'
    : '';
  const naoRecomendado = profile.naoRecomendado && rng() < 0.4 ? pick(rng, profile.naoRecomendado) : '';
  const seoDescription =
    `Compre ${spec.nome} da ${marca} na Vitrine Instrumentos: 6x sem juros, 5% de desconto no Pix ou boleto e envio imediato.`.slice(
      0,
      300,
    );
  let layoutHtml: string | null = null;
  let layoutCss: string | null = null;
  if (spec.layout) {
    layoutHtml =
      `<section class="lp-produto"><h2>Por que escolher o ${spec.nome}?</h2><div class="lp-produto__grade">` +
      destaques.map((d) => `<div class="lp-produto__card"><strong>${d}</strong></div>`).join('') +
      `</div><p class="lp-produto__nota">Modelo distribuído oficialmente pela Vitrine Instrumentos, com garantia de ${profile.garantia}.</p></section>`;
    layoutCss =
      '.lp-produto{padding:24px;border-radius:12px;background:#f1f5f9}' +
      '.lp-produto h2{margin:0 0 16px;font-size:1.4rem;color:#0f172a}' +
      '.lp-produto__grade{display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:12px}' +
      '.lp-produto__card{padding:16px;border-radius:8px;background:#fff;border:1px solid #cbd5e1}' +
      '.lp-produto__nota{margin-top:16px;color:#334155}';
  }
  return {
    curta: `<p>${curtaTexto}</p>`,
    longa,
    opcional1,
    opcional2,
    destaques,
    naoRecomendado,
    seoDescription,
    layoutHtml,
    layoutCss,
  };
}
