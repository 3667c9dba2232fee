/**
 * An import's file received whole before it is read (issue 35). The import reads its rows as it goes, and a row's
 * photos are fetched before the next row is read: a file of a thousand products with photos by address would stay
 * half received for minutes, and the server's request timeout (a client has 30 s to send its request) would close
 * it mid-import. The body goes to a temporary file at the network's speed, and the import streams that file, so a
 * file of any size costs no memory.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { badRequest } from '../../lib/errors';

/** The largest import file taken (a bigger catalogue goes in parts); nothing beyond it is written to disk. */
const IMPORT_FILE_LIMIT = 200 * 1024 * 1024;

export interface ReceivedFile {
  /** The file's bytes, read from the temporary file. */
  stream: Readable;
  /** Removes the temporary file (once the import is done with it). */
  remove: () => Promise<void>;
}

export async function receiveWhole(body: Readable, limit = IMPORT_FILE_LIMIT): Promise<ReceivedFile> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-importacao-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, 'arquivo');
  let size = 0;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) {
        done(badRequest(`Arquivo grande demais: o máximo é ${limit / 1024 / 1024} MB; envie o catálogo em partes.`));
      } else done(null, chunk);
    },
  });
  try {
    await pipeline(body, bounded, createWriteStream(path));
  } catch (error) {
    await remove();
    throw error;
  }
  return { stream: createReadStream(path), remove };
}
