import { inflateSync } from 'node:zlib';

/** The text a PDF shows: each font's glyphs mapped back through its ToUnicode table (Chromium's PDFs). */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = new Map<number, string>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*<<((?:(?!endobj)[^])*?)>>\s*stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    let text: string;
    try {
      text = (m[2] ?? '').includes('FlateDecode') ? inflateSync(bytes).toString('latin1') : bytes.toString('latin1');
    } catch {
      continue;
    }
    streams.set(Number(m[1]), text);
  }
  // Font resources name (/F4) → ToUnicode stream → glyph id → character.
  const maps = new Map<number, Map<number, string>>();
  const toUnicode = (id: number) => {
    const cmap = streams.get(id) ?? '';
    const map = new Map<number, string>();
    const hex = (h: string) => parseInt(h, 16);
    const chars = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map(hex));
    for (const block of cmap.matchAll(/beginbfchar([^]*?)endbfchar/g)) {
      for (const [, from, to] of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
        map.set(hex(from ?? '0'), chars(to ?? ''));
      }
    }
    for (const block of cmap.matchAll(/beginbfrange([^]*?)endbfrange/g)) {
      for (const [, lo, hi, to] of (block[1] ?? '').matchAll(
        /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
      )) {
        for (let g = hex(lo ?? '0'), c = hex(to ?? '0'); g <= hex(hi ?? '0'); g += 1, c += 1) {
          map.set(g, String.fromCodePoint(c));
        }
      }
    }
    return map;
  };
  const fontMap = new Map<string, Map<number, string>>();
  for (const m of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const fontObj = new RegExp(`\\b${m[2]} 0 obj\\s*<<((?:(?!endobj)[^])*?)>>\\s*endobj`).exec(raw)?.[1] ?? '';
    const tu = /\/ToUnicode (\d+) 0 R/.exec(fontObj);
    if (!tu) continue;
    const id = Number(tu[1]);
    if (!maps.has(id)) maps.set(id, toUnicode(id));
    fontMap.set(m[1] ?? '', maps.get(id) ?? new Map());
  }
  let out = '';
  for (const content of streams.values()) {
    let font = new Map<number, string>();
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9A-Fa-f]+)>|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1]) font = fontMap.get(op[1]) ?? new Map();
      const glyphs = op[2] ? [op[2]] : op[3] ? [...op[3].matchAll(/<([0-9A-Fa-f]+)>/g)].map((g) => g[1] ?? '') : [];
      for (const hex of glyphs) {
        for (const g of hex.match(/.{4}/g) ?? []) out += font.get(parseInt(g, 16)) ?? '';
      }
    }
    out += '\n';
  }
  return out;
}
