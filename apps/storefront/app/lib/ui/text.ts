/** Small text helpers for the header and footer. */

/** "politica-de-entrega" → "Politica de entrega" (a readable title from an address segment). */
export function titleFromSlug(slug: string): string {
  const words = decodeSegment(slug)
    .replace(/\.html$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return words.charAt(0).toLocaleUpperCase('pt-BR') + words.slice(1);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * T§2 header: "the user's name" — the whole `nomeRazao`, spaces tidied. A company's name is its corporate name
 * ('Frio Bom Refrigeração Ltda.'), which its first word would not identify; the header cuts a long one visually.
 */
export function greetingName(nomeRazao: string | null): string {
  return nomeRazao?.trim().replace(/\s+/g, ' ') ?? '';
}

function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** tel: link for a Brazilian phone line, with the country code. */
export function telHref(phone: string): string {
  const digits = digitsOnly(phone);
  return `tel:+${digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`}`;
}

export function whatsappHref(number: string): string {
  return `https://wa.me/${digitsOnly(number)}`;
}

export function cartLabel(count: number): string {
  return `Carrinho com ${count} ${count === 1 ? 'item' : 'itens'}`;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Blog titles come as rendered HTML text ("title.rendered"): decode entities, drop tags. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&([a-z]+);/gi, (match, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? match);
}

/** "instagram" → "Instagram". */
export function capitalize(word: string): string {
  return word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1);
}
