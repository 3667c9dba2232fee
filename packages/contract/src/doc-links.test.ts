import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every relative link of the README and of the documents under docs/ and bench/notes/ points at a file that exists. */

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

function markdownUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

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
});
