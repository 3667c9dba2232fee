import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every relative link of the README and of the documents under docs/ and bench/notes/ points at a file that exists;
 * every document the code names by path (`bench/notes/031-admin-api-and-import.md "Staging"`) exists, and a
 * section named after it in quotes is one of its headings.
 */

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const SKIPPED = new Set(['node_modules', 'build', '.react-router', 'data', 'results']);

function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(path, name);
    return name.test(entry.name) ? [path] : [];
  });
}

const markdownUnder = (dir: string) => filesUnder(dir, /\.md$/);

/** The link targets of a Markdown text, outside code blocks and code spans (which show links, not follow them). */
function linkTargets(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '');
}

describe('links in the README and docs/', () => {
  it('every relative link points at an existing file', () => {
    const documents = [
      join(root, 'README.md'),
      ...markdownUnder(join(root, 'docs')),
      ...markdownUnder(join(root, 'bench/notes')),
    ];
    const broken: string[] = [];
    for (const file of documents) {
      for (const target of linkTargets(readFileSync(file, 'utf8'))) {
        if (/^([a-z]+:|#)/i.test(target)) continue;
        const path = decodeURIComponent(target.split('#')[0] ?? '');
        if (!existsSync(resolve(dirname(file), path))) broken.push(`${relative(root, file)} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every document the code names by path exists, with the section it quotes', () => {
    const sources = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs'].flatMap((dir) =>
      filesUnder(join(root, dir), /\.(ts|tsx|js|mjs|sql|css|md)$/),
    );
    const missing: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const [mention, path = '', section] of text.matchAll(
        /(?<![\w/.])((?:docs|bench)\/[\w./-]+\.md)(?:\s+"([^"\n]+)")?/g,
      )) {
        if (path.includes('NNN')) continue;
        const target = join(root, path);
        const headings = existsSync(target)
          ? readFileSync(target, 'utf8')
              .split('\n')
              .filter((line) => line.startsWith('#'))
              .map((line) => line.replace(/^#+\s*/, ''))
          : null;
        if (!headings || (section && !headings.some((heading) => heading.startsWith(section)))) {
          missing.push(`${relative(root, file)}: ${mention}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every repository path the rules index and the architecture page name exists', () => {
    // Decision records may name files since removed (they tell what was); these two pages describe the code as it is.
    const pages = [...markdownUnder(join(root, 'docs/rules')), join(root, 'docs/architecture.md')];
    const stale: string[] = [];
    for (const page of pages) {
      for (const [, path = ''] of readFileSync(page, 'utf8').matchAll(
        /`((?:apps|packages|e2e|bench|scripts|docs)\/[^`\s]*)`/g,
      )) {
        if (/[*<{…]/.test(path)) continue;
        if (!existsSync(join(root, path))) stale.push(`${relative(root, page)}: ${path}`);
      }
    }
    expect(stale).toEqual([]);
  });
});
