import { existsSync } from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { receiveWhole } from './received-file';

describe('an import file received whole before it is read (issue 35)', () => {
  it('reads the whole body before the import reads a byte, then streams the same bytes and removes its file', async () => {
    const body = new PassThrough();
    const parts = ['sku,nome\n', 'A-1,Um\n', 'A-2,Dois\n'];
    let ended = false;
    body.on('end', () => (ended = true));
    const receiving = receiveWhole(body);
    for (const part of parts) body.write(part);
    body.end();
    const file = await receiving;
    // The request is over before the first row is read, however slowly the rows are read after.
    expect(ended).toBe(true);
    const read: Buffer[] = [];
    for await (const chunk of file.stream) read.push(chunk as Buffer);
    expect(Buffer.concat(read).toString('utf8')).toBe(parts.join(''));
    const path = (file.stream as unknown as { path: string }).path;
    expect(existsSync(path)).toBe(true);
    await file.remove();
    expect(existsSync(path)).toBe(false);
  });

  it('refuses a file over the limit in Portuguese, writing nothing beyond it', async () => {
    const body = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(receiveWhole(body, 1000)).rejects.toThrow('Arquivo grande demais');
  });

  it('a body that fails on the way leaves no file behind and fails the import', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('conexão perdida'));
      },
    });
    await expect(receiveWhole(failing)).rejects.toThrow('conexão perdida');
  });
});
