import { describe, expect, it } from 'vitest';
import { sanitizeRichText, sanitizeSvg } from './sanitize';

describe('HTML from the API is sanitized (brief: standards; DESIGN.md §4)', () => {
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

  it('keeps drawing elements of menu icons and drops the rest', () => {
    const svg = '<svg viewBox="0 0 24 24" onload="x()"><path d="M0 0h24"/><script>1</script><foreignObject/></svg>';
    const clean = sanitizeSvg(svg);
    expect(clean).toContain('viewBox="0 0 24 24"');
    expect(clean).toContain('<path d="M0 0h24"');
    expect(clean).not.toMatch(/onload|script|foreignObject/i);
  });
});
