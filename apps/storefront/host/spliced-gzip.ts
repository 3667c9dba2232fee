import { promisify } from 'node:util';
import zlib from 'node:zlib';

const deflateRaw = promisify(zlib.deflateRaw);

/**
 * A gzip body made of a kept page's compressed pieces and a shopper's own pieces between them (decision 044, issue
 * 38): the page is deflated once, when it is kept, as independent raw deflate runs cut at the personal parts' edges —
 * each run ends with a full flush (byte-aligned, and nothing after it refers back into it), the last one with the
 * stream's final block — so a shopper's page is those runs as they are with her pieces between them as stored
 * (uncompressed) blocks, a gzip header and a trailer whose CRC-32 is combined from the runs' own. Per request nothing
 * of the page is compressed, decompressed or copied but into the answer's buffer.
 */

/** A run of the kept page: its raw deflate bytes, and the CRC-32 and length of what they inflate to. */
export interface DeflatedRun {
  deflated: Buffer;
  crc: number;
  bytes: number;
  /** The CRC-32 operator over `bytes` zero bytes (crc32Shift): a shopper's page combines the runs' CRCs with it. */
  shift: Uint32Array;
}

/** The gzip header: deflate, no name, no time, no flags, OS unknown (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** A stored block holds at most 65,535 bytes (RFC 1951 §3.2.4). */
const STORED_MAX = 0xffff;

/**
 * The page's runs (`text`: the page between and around the personal parts, in order), each deflated on its own at
 * `level`. Every run but the last ends with a full flush; the last ends the deflate stream.
 */
export function deflateRuns(text: readonly string[], level: number): Promise<DeflatedRun[]> {
  return Promise.all(
    text.map(async (run, i) => {
      const bytes = Buffer.from(run);
      const last = i === text.length - 1;
      return {
        deflated: await deflateRaw(bytes, {
          level,
          finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH,
        }),
        crc: zlib.crc32(bytes),
        bytes: bytes.length,
        shift: crc32Shift(bytes.length),
      };
    }),
  );
}

/** `data` as stored deflate blocks, none final (an empty piece: nothing); the stream is byte-aligned before them. */
export function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += STORED_MAX) {
    const length = Math.min(STORED_MAX, data.length - at);
    const head = Buffer.alloc(5);
    head[0] = 0x00; // BFINAL 0, BTYPE 00 (stored), then the bits up to the byte's end
    head.writeUInt16LE(length, 1);
    head.writeUInt16LE(~length & 0xffff, 3);
    blocks.push(head, data.subarray(at, at + length));
  }
  return blocks;
}

/** A GF(2) 32×32 matrix (one word a column) applied to a vector: how zlib combines CRC-32s. */
function gf2Times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0, v = vector >>> 0; v !== 0; i += 1, v >>>= 1) if (v & 1) sum ^= matrix[i] as number;
  return sum >>> 0;
}

/** The matrix of `a` after `b` (columns of b mapped by a). */
function gf2Compose(a: Uint32Array, b: Uint32Array): Uint32Array<ArrayBuffer> {
  const out = new Uint32Array(32);
  for (let n = 0; n < 32; n += 1) out[n] = gf2Times(a, b[n] as number);
  return out;
}

/**
 * The operator that carries a CRC-32 over `length` zero bytes: with it, the CRC of A followed by B is
 * `gf2Times(crc32Shift(B's length), crcA) ^ crcB` (zlib's crc32_combine). Made once per kept run.
 */
export function crc32Shift(length: number): Uint32Array<ArrayBuffer> {
  let power = new Uint32Array(32);
  power[0] = 0xedb88320; // one zero bit: the reflected polynomial
  for (let n = 1; n < 32; n += 1) power[n] = (1 << (n - 1)) >>> 0;
  for (let i = 0; i < 3; i += 1) power = gf2Compose(power, power); // one zero byte
  let result = new Uint32Array(32).map((_, n) => (1 << n) >>> 0); // identity
  for (let rest = length; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = gf2Compose(power, result);
    if (rest > 1) power = gf2Compose(power, power);
  }
  return result;
}

/** The CRC-32 of A followed by B from the CRC-32 of each and B's length (`shiftB`: crc32Shift of that length). */
export function crc32Combine(crcA: number, crcB: number, shiftB: Uint32Array): number {
  return (gf2Times(shiftB, crcA) ^ crcB) >>> 0;
}

/**
 * The gzip body of the runs with `pieces` between them (pieces.length === runs.length - 1): it inflates to run 0,
 * piece 0, run 1, … , the last run.
 */
export function splicedGzip(runs: readonly DeflatedRun[], pieces: readonly Buffer[]): Buffer {
  if (runs.length !== pieces.length + 1) throw new RangeError('one piece between each two runs');
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let total = 0;
  runs.forEach((run, i) => {
    chunks.push(run.deflated);
    crc = crc32Combine(crc, run.crc, run.shift);
    total += run.bytes;
    const piece = pieces[i];
    if (piece === undefined) return;
    chunks.push(...storedBlocks(piece));
    crc = zlib.crc32(piece, crc);
    total += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(total >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
