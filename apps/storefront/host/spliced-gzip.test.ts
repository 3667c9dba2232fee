import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift, deflateRuns, splicedGzip, storedBlocks } from './spliced-gzip';

/** A page-like text: markup repeated enough to compress, with accents (UTF-8 lengths differ from string lengths). */
const markup = (n: number, tag = 'div') =>
  Array.from({ length: n }, (_, i) => `<${tag} class="item-${i % 7}">Ferramentas ${i} · ação</${tag}>`).join('');

describe('spliced gzip (issue 38: her parts between the kept page deflated once)', () => {
  it('combines CRC-32s as zlib does', () => {
    for (const [a, b] of [
      [Buffer.from('abc'), Buffer.from('def')],
      [randomBytes(1000), randomBytes(70_000)],
      [Buffer.alloc(0), randomBytes(5)],
      [randomBytes(5), Buffer.alloc(0)],
    ] as const) {
      expect(crc32Combine(zlib.crc32(a), zlib.crc32(b), crc32Shift(b.length))).toBe(zlib.crc32(Buffer.concat([a, b])));
    }
  });

  it('writes stored blocks of at most 65,535 bytes each', () => {
    expect(storedBlocks(Buffer.alloc(0))).toEqual([]);
    const big = randomBytes(70_000);
    const blocks = storedBlocks(big);
    expect(blocks).toHaveLength(4);
    expect(blocks[0]?.readUInt16LE(1)).toBe(65_535);
    expect(blocks[2]?.readUInt16LE(1)).toBe(70_000 - 65_535);
    expect(blocks[2]?.readUInt16LE(3)).toBe(~(70_000 - 65_535) & 0xffff);
  });

  const sizes = { empty: 0, small: 300, page: 5_000, 'over 64 KB': 70_000 };
  for (const [name, size] of Object.entries(sizes)) {
    it(`inflates to exactly the runs with the pieces between them (${name} pieces)`, async () => {
      const runs = [markup(800), markup(40, 'span'), '', markup(1500, 'li'), '</body></html>'];
      const deflated = await deflateRuns(runs, 6);
      const pieces = runs
        .slice(1)
        .map((_, i) => Buffer.from(`${'é'.repeat(i)}${randomBytes(size).toString('hex').slice(0, size)}`));
      const body = splicedGzip(deflated, pieces);
      const expected = Buffer.concat(runs.flatMap((run, i) => [Buffer.from(run), ...(pieces[i] ? [pieces[i]] : [])]));
      // gunzip checks the trailer's CRC-32 and length: a wrong one throws.
      expect(zlib.gunzipSync(body).equals(expected)).toBe(true);
      // Kept runs are compressed: the spliced body is about the runs' compressed size plus the pieces.
      const piecesBytes = pieces.reduce((sum, p) => sum + p.length, 0);
      expect(body.length).toBeLessThan(zlib.gzipSync(Buffer.from(runs.join(''))).length + piecesBytes + 200);
    });
  }

  it('takes one piece fewer than runs', async () => {
    const runs = await deflateRuns(['a', 'b'], 6);
    expect(() => splicedGzip(runs, [])).toThrow(RangeError);
  });
});
