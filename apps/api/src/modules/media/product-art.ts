/**
 * Product pictures drawn from the slug: a silhouette of the instrument family (logger, thermometer,
 * manifold, pump…), colour from the slug and a slightly different framing for each view. No text.
 */
import { hash, paletteFor, svgDocument } from './svg';
import type { Palette } from './svg';

const PRODUCT_SIZES = { small: 90, medium: 300, big: 600, zoom: 1200 } as const;
export type ProductSize = keyof typeof PRODUCT_SIZES;

type Drawing = (p: Palette, v: number) => string;

const screen = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#0f2a1d"/><rect x="${x + 6}" y="${y + h / 2 - 3}" width="${w - 12}" height="6" rx="3" fill="#4ade80" opacity=".8"/>`;
const button = (x: number, y: number, r = 6, fill = '#e2e8f0') =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;

const DRAWINGS: Record<string, Drawing> = {
  logger: (p) =>
    `<rect x="55" y="40" width="90" height="120" rx="16" fill="${p.main}"/><circle cx="100" cy="52" r="5" fill="${p.light}"/>` +
    screen(68, 68, 64, 36) +
    button(82, 128, 7) +
    button(118, 128, 7) +
    `<path d="M100 160v18" stroke="${p.dark}" stroke-width="5"/>`,
  termometro: (p) =>
    `<rect x="70" y="24" width="60" height="92" rx="14" fill="${p.main}"/>` +
    screen(78, 36, 44, 28) +
    button(100, 88, 8) +
    `<rect x="95" y="116" width="10" height="70" rx="4" fill="#cbd5e1"/><path d="M95 180l5 12 5-12z" fill="#94a3b8"/>`,
  infravermelho: (p) =>
    `<path d="M40 60h100a16 16 0 0 1 16 16v12a16 16 0 0 1-16 16H96l-10 70H62l6-70H40z" fill="${p.main}"/>` +
    `<circle cx="150" cy="82" r="9" fill="${p.dark}"/><path d="M159 82h30" stroke="#ef4444" stroke-width="3" stroke-dasharray="6 4"/>` +
    screen(50, 68, 40, 24) +
    `<rect x="90" y="104" width="14" height="22" rx="4" fill="${p.dark}"/>`,
  manifold: (p) =>
    `<rect x="30" y="108" width="140" height="28" rx="8" fill="${p.dark}"/>` +
    `<circle cx="68" cy="80" r="32" fill="#f8fafc" stroke="#2563eb" stroke-width="8"/><circle cx="132" cy="80" r="32" fill="#f8fafc" stroke="#dc2626" stroke-width="8"/>` +
    `<path d="M68 80l14-14M132 80l-12-16" stroke="#0f172a" stroke-width="3"/>` +
    `<path d="M60 136v40M100 136v46M140 136v40" stroke="${p.main}" stroke-width="8" stroke-linecap="round"/>`,
  bomba: (p) =>
    `<rect x="30" y="150" width="140" height="14" rx="6" fill="${p.dark}"/><rect x="40" y="78" width="80" height="72" rx="18" fill="${p.main}"/>` +
    `<rect x="120" y="92" width="42" height="52" rx="8" fill="#94a3b8"/><path d="M60 78V56h60v22" stroke="${p.dark}" stroke-width="8" fill="none"/>` +
    `<circle cx="141" cy="118" r="12" fill="#f8fafc" stroke="${p.dark}" stroke-width="3"/>` +
    [50, 62, 74, 86, 98, 110]
      .map((x) => `<path d="M${x} 90v48" stroke="${p.light}" stroke-width="3" opacity=".5"/>`)
      .join(''),
  sensor: (p) =>
    `<rect x="30" y="92" width="100" height="12" rx="6" fill="#cbd5e1"/><rect x="126" y="84" width="30" height="28" rx="6" fill="${p.main}"/>` +
    `<path d="M156 98c20 0 18 40 -10 48s-40 30-20 40" stroke="${p.dark}" stroke-width="6" fill="none"/>`,
  controlador: (p) =>
    `<rect x="34" y="50" width="132" height="100" rx="10" fill="${p.dark}"/><rect x="44" y="60" width="112" height="80" rx="6" fill="${p.main}"/>` +
    screen(56, 70, 88, 34) +
    button(70, 122) +
    button(100, 122) +
    button(130, 122, 6, '#fbbf24'),
  solda: (p) =>
    `<rect x="36" y="64" width="128" height="96" rx="10" fill="${p.main}"/><path d="M70 64V46h60v18" stroke="${p.dark}" stroke-width="8" fill="none"/>` +
    `<circle cx="80" cy="104" r="16" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/><path d="M80 104l8-10" stroke="${p.dark}" stroke-width="3"/>` +
    button(126, 96, 7, '#fbbf24') +
    button(114, 136, 6, '#0f172a') +
    button(140, 136, 6, '#dc2626'),
  carretel: (p) =>
    `<circle cx="100" cy="100" r="66" fill="${p.main}"/><circle cx="100" cy="100" r="48" fill="${p.light}"/>` +
    `<circle cx="100" cy="100" r="40" fill="none" stroke="#b45309" stroke-width="10" stroke-dasharray="3 2"/><circle cx="100" cy="100" r="14" fill="${p.dark}"/>`,
  gas: (p) =>
    `<rect x="62" y="56" width="76" height="120" rx="30" fill="${p.main}"/><rect x="88" y="36" width="24" height="22" rx="4" fill="#94a3b8"/>` +
    `<path d="M76 36h48" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/><rect x="62" y="100" width="76" height="26" fill="${p.light}" opacity=".85"/>`,
  medidor: (p) =>
    `<rect x="58" y="26" width="84" height="150" rx="18" fill="${p.main}"/><rect x="66" y="34" width="68" height="134" rx="12" fill="#facc15"/>` +
    screen(74, 44, 52, 30) +
    `<circle cx="100" cy="112" r="22" fill="${p.dark}"/><path d="M100 112l12-12" stroke="#f8fafc" stroke-width="4"/>` +
    button(80, 152, 5, '#dc2626') +
    button(120, 152, 5, '#0f172a'),
  ferramenta: (p) =>
    `<path d="M48 150l62-62" stroke="${p.dark}" stroke-width="16" stroke-linecap="round"/><circle cx="128" cy="72" r="30" fill="${p.main}"/>` +
    `<circle cx="128" cy="72" r="12" fill="${p.light}"/>`,
  caixa: (p) =>
    `<path d="M40 70l60-30 60 30v70l-60 30-60-30z" fill="${p.main}"/><path d="M40 70l60 30 60-30M100 100v70" stroke="${p.dark}" stroke-width="4" fill="none"/>`,
};

const KEYWORDS: [RegExp, string][] = [
  [/infravermelho|termografica|sem-contato/, 'infravermelho'],
  [/data-logger|monitor|estacao|gateway|interface|software/, 'logger'],
  [/manifold/, 'manifold'],
  [/bomba|recolhedora/, 'bomba'],
  [/mascara|luva|avental|jaqueta/, 'caixa'],
  [/arame|fio-de-solda|eletrodo|vareta|carretel|cabo-de/, 'carretel'],
  [/solda|plasma|macarico|oxiacetileno/, 'solda'],
  [/controlador|pressostato|temporizador|termostato|umidostato|painel/, 'controlador'],
  [/termometro|termo-higrometro|higrometro/, 'termometro'],
  [/sensor|termopar|pt100|pt1000|ntc|sonda|transmissor|transdutor/, 'sensor'],
  [
    /multimetro|alicate|anemometro|luximetro|decibelimetro|manometro|tacometro|medidor|megometro|terrometro|detector|vacuometro|balanca|refratometro|paquimetro/,
    'medidor',
  ],
  [/flangeador|cortador|curvador|chave|alargador|valvula|mangueira/, 'ferramenta'],
  [/gas-|gases|oleo|cilindro/, 'gas'],
];

export function drawingKind(slug: string): string {
  return KEYWORDS.find(([re]) => re.test(slug))?.[1] ?? 'caixa';
}

/** The n-th view of a product: same drawing, different framing and background. */
export function productSvg(slug: string, view: number, size: ProductSize, background = true): string {
  const px = PRODUCT_SIZES[size];
  const palette = paletteFor(slug);
  const drawing = DRAWINGS[drawingKind(slug)] ?? DRAWINGS.caixa;
  const v = (view - 1) % 4;
  const angle = [0, -8, 6, 0][v] ?? 0;
  const scale = [1, 0.92, 0.92, 1.35][v] ?? 1;
  const fill = v === 2 ? palette.light : '#f8fafc';
  const spot = (hash(`${slug}:${view}`) % 60) + 70;
  const body =
    (background ? `<rect width="200" height="200" fill="${fill}"/>` : '') +
    `<ellipse cx="100" cy="186" rx="${spot}" ry="8" fill="#0f172a" opacity=".08"/>` +
    `<g transform="translate(100 100) rotate(${angle}) scale(${scale}) translate(-100 -100)">${drawing?.(palette, view) ?? ''}</g>`;
  return svgDocument(px, px, '0 0 200 200', body);
}
