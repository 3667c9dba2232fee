import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, CSV_COLUMN_NAMES } from './csv-columns';

const repo = new URL('../../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, repo), 'utf8');

describe('catalogue CSV columns: one table, read by the docs (issue 33)', () => {
  it("issue 33: the README's column list is the table's, in export order", () => {
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('## Catalogue import and export'));
    const list = /`(sku;[a-z_;]+)`/.exec(section.slice(0, section.indexOf('\n## ')))?.[1];
    expect(list?.split(';')).toEqual(CSV_COLUMN_NAMES);
  });

  it('issue 33: docs/catalog/colunas.md names each column, its field and its description as the table does', () => {
    const rows = read('docs/catalog/colunas.md')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) =>
        line
          .slice(1, -1)
          .split(/(?<!\\)\|/)
          .map((cell) => cell.trim().replace(/\\\|/g, '|').replace(/^`|`$/g, '')),
      );
    expect(rows).toEqual(CSV_COLUMNS.map((c) => [c.name, c.field, c.description]));
  });

  it('issue 33: every column is read or groups rows, and every name is unique', () => {
    expect(new Set(CSV_COLUMN_NAMES).size).toBe(CSV_COLUMNS.length);
    for (const column of CSV_COLUMNS) expect('read' in column || 'variation' in column).toBe(true);
  });
});
