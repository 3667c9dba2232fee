import { describe, expect, it } from 'vitest';
import { sanitizeRichText, svgPathOrNull } from './sanitize';

describe('HTML from the API is sanitized (docs/architecture.md §4)', () => {
  it('removes scripts, event handlers and javascript: links from rich text', () => {
    const dirty = '<p onclick="x()">Olá <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|javascript:/);
    expect(clean).toContain('<p>Olá <a>link</a></p>');
  });

  it('keeps the structure descriptions need', () => {
    const html = '<h2>Título</h2><ul><li>um</li></ul><details><summary>P?</summary><p>R</p></details>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps YouTube embeds only', () => {
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/x"></iframe>')).toContain('iframe');
    expect(sanitizeRichText('<iframe src="https://evil.example/x"></iframe>')).not.toContain('evil');
  });

  it('answers plain text (no <, > or &) as given, as the sanitizer itself would', () => {
    const plain = [
      '',
      'Olá, mundo',
      'R$ 5,90 "aspas" \'simples\' = / \\ ;#`{}',
      'linha\nnova\r\n\ttab \u00a0 😀 \ud800',
    ];
    for (const text of plain) expect(sanitizeRichText(text)).toBe(text);
    expect(sanitizeRichText('a > b & c')).toBe('a &gt; b &amp; c');
    expect(sanitizeRichText('1 < 2')).not.toBe('1 < 2');
  });

  it('keeps menu icons only when they are SVG path data', () => {
    expect(svgPathOrNull('M3 12h18M12 3v18')).toBe('M3 12h18M12 3v18');
    expect(svgPathOrNull('<svg onload="x()"/>')).toBeNull();
    expect(svgPathOrNull('M0 0" onload="x')).toBeNull();
    expect(svgPathOrNull(null)).toBeNull();
  });
});
