import { describe, expect, it } from 'vitest';
import { capitalize, cartLabel, greetingName, plainText, telHref, titleFromSlug, whatsappHref } from './text';

describe('text helpers', () => {
  it('B§2.2 an institutional slug becomes a readable title', () => {
    expect(titleFromSlug('politica-de-entrega')).toBe('Politica de entrega');
    expect(titleFromSlug('termometro-digital.html')).toBe('Termometro digital');
    expect(titleFromSlug('%C3%A1gua')).toBe('Água');
  });
  it("T§2 the logged-in greeting shows the user's whole name, a company's corporate name included", () => {
    expect(greetingName('Maria da Silva')).toBe('Maria da Silva');
    expect(greetingName('  Frio Bom   Refrigeração Ltda. ')).toBe('Frio Bom Refrigeração Ltda.');
    expect(greetingName(null)).toBe('');
  });
  it('B§2.6 phone line and WhatsApp links', () => {
    expect(telHref('(51) 3333-4444')).toBe('tel:+555133334444');
    expect(telHref('+55 51 99999-8888')).toBe('tel:+5551999998888');
    expect(whatsappHref('+55 (51) 99999-8888')).toBe('https://wa.me/5551999998888');
  });
  it('B§2.6 cart counter accessible name', () => {
    expect(cartLabel(0)).toBe('Carrinho com 0 itens');
    expect(cartLabel(1)).toBe('Carrinho com 1 item');
    expect(cartLabel(3)).toBe('Carrinho com 3 itens');
  });
  it('B§3 blog post titles are rendered text', () => {
    expect(plainText('Como calibrar &#8211; parte 1 &amp; 2')).toBe('Como calibrar – parte 1 & 2');
    expect(plainText('<b>Dica</b>&#x21;')).toBe('Dica!');
  });
  it('B§3 social network names are capitalized', () => {
    expect(capitalize('instagram')).toBe('Instagram');
  });
});
