/** Shared pieces of the generated media: XML escaping, colours derived from a name, the SVG envelope. */

export const SLUG = /^[a-z0-9-]+$/;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** FNV-1a: the same name always gets the same colour. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Palette {
  main: string;
  dark: string;
  light: string;
  hue: number;
}

export function paletteFor(name: string): Palette {
  const hue = hash(name) % 360;
  return { hue, main: `hsl(${hue} 62% 44%)`, dark: `hsl(${hue} 55% 24%)`, light: `hsl(${hue} 60% 94%)` };
}

export function svgDocument(width: number, height: number, viewBox: string, body: string, title?: string): string {
  const label = title ? `<title>${escapeXml(title)}</title>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img">` +
    `${label}${body}</svg>`
  );
}

/** Accents for the words a banner or seal file name may carry (file names are plain ASCII). */
const ACCENTED: Record<string, string> = {
  gratis: 'Grátis',
  termometros: 'Termômetros',
  termometro: 'Termômetro',
  medicao: 'Medição',
  logistica: 'Logística',
  farmaceutica: 'Farmacêutica',
  alimenticia: 'Alimentícia',
  refrigeracao: 'Refrigeração',
  vacuo: 'Vácuo',
  maquinas: 'Máquinas',
  lancamento: 'Lançamento',
  calibracao: 'Calibração',
  promocao: 'Promoção',
  semana: 'Semana',
  cinco: '5',
  seis: '6',
  vezes: 'x',
  por: 'por',
  cento: '%',
  pix: 'Pix',
  hvac: 'HVAC',
  rbc: 'RBC',
  primeiracompra: 'PRIMEIRACOMPRA',
  eletrodos: 'Eletrodos',
  acessorios: 'Acessórios',
  solucoes: 'Soluções',
  higrometros: 'Higrômetros',
  cupom: 'Cupom',
};
const SMALL_WORDS = new Set([
  'de',
  'da',
  'do',
  'das',
  'dos',
  'e',
  'em',
  'para',
  'com',
  'no',
  'na',
  'a',
  'o',
  'sem',
  'juros',
  'desconto',
  'boleto',
  'ou',
]);

/** 'frete-gratis-sul-sudeste' → 'Frete Grátis Sul Sudeste'. */
export function wordsFromSlug(slug: string): string {
  const text = slug
    .split('-')
    .filter(Boolean)
    .map((word, i) => {
      const known = ACCENTED[word];
      if (known) return known;
      if (i > 0 && SMALL_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
  // 'seis-vezes' → '6x', 'cinco-por-cento' → '5%' (issue 39: a banner read "5 por % Pix boleto").
  return text.replace(/(\d) x(?= |$)/g, '$1x').replace(/(\d) (?:por )?%(?= |$)/g, '$1%');
}
