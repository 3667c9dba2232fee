import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments and test titles cite the store's rules by id (`B§2.3`, `T§5`); the ids are the entries of docs/rules
 * (browsing.md, transactions.md). The contract is the code's side of those rules, so the check that every citation in
 * the repository has an entry lives beside it.
 */

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const ID = /[BT]§\d+(?:\.\d+)*/g;
const SCANNED = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs'];
const SKIPPED = new Set(['node_modules', 'build', '.react-router', 'data', 'results']);
const TEXT = /\.(ts|tsx|js|mjs|sql|css|md)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}

/** The ids the index defines: one heading (`## B§4 …`, `### B§2.3 …`) per entry. */
function indexedIds(): string[] {
  return ['browsing.md', 'transactions.md'].flatMap((name) => {
    const text = readFileSync(join(root, 'docs/rules', name), 'utf8');
    return [...text.matchAll(/^#{2,3} ([BT]§\d+(?:\.\d+)*) /gm)].map((match) => match[1] ?? '');
  });
}

describe('the rules index (docs/rules)', () => {
  const ids = indexedIds();

  it('defines each id once, browsing ids in browsing.md and transaction ids in transactions.md', () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('B'))).toEqual([
      'B§1',
      'B§2',
      'B§2.1',
      'B§2.2',
      'B§2.3',
      'B§2.4',
      'B§2.5',
      'B§2.6',
      'B§2.7',
      'B§3',
      'B§4',
      'B§5',
      'B§6',
      'B§7',
      'B§8',
      'B§9',
    ]);
    expect(ids.filter((id) => id.startsWith('T'))).toEqual([
      'T§1',
      'T§2',
      'T§3',
      'T§4',
      'T§5',
      'T§6',
      'T§7',
      'T§8',
      'T§9',
    ]);
  });

  it('has an entry for every id the code, tests, scripts and documents cite', () => {
    const known = new Set(ids);
    const dangling: string[] = [];
    let citations = 0;
    for (const file of SCANNED.flatMap((dir) => filesUnder(join(root, dir))).concat(join(root, 'README.md'))) {
      for (const [id] of readFileSync(file, 'utf8').matchAll(ID)) {
        citations += 1;
        if (!known.has(id)) dangling.push(`${relative(root, file)}: ${id}`);
      }
    }
    expect(dangling).toEqual([]);
    // The scan reached the code: the repository cites the rules some two thousand times.
    expect(citations).toBeGreaterThan(1000);
  });
});
