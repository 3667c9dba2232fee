import { describe, expect, it } from 'vitest';
import { PAGES, oneLine } from './pages';

describe('seeded institutional pages', () => {
  it('a line break inside a text is a space; between tags it vanishes', () => {
    expect(oneLine('<p>hoje atende\n      indústrias</p>\n    <p>x</p>')).toBe('<p>hoje atende indústrias</p><p>x</p>');
  });

  it('no two words run together where the source broke a line', () => {
    const about = PAGES.find((page) => page.slug === 'quem-somos')!.conteudo;
    expect(about).toContain('hoje atende indústrias');
    for (const page of PAGES) expect(page.conteudo).not.toMatch(/\n/);
  });
});
