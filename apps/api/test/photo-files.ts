/** Image files the photo tests send: photographs (noise over a gradient), a decompression bomb, a corrupt file. */
import { randomFillSync } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A photograph-like JPEG (noise over a gradient) with EXIF and GPS metadata, as a camera writes it. */
export async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  return sharp(noise)
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
            `<defs><linearGradient id="g"><stop offset="0" stop-color="#c33"/><stop offset="1" stop-color="#33c"/></linearGradient></defs>` +
            `<rect width="100%" height="100%" fill="url(#g)" opacity="0.6"/><circle cx="50%" cy="50%" r="30%" fill="#fc3" opacity="0.7"/></svg>`,
        ),
        blend: 'over',
      },
    ])
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Camera de Teste', Model: 'Modelo 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * A valid PNG of exactly `bytes` bytes: a small photograph plus a private ancillary chunk (which decoders skip) as
 * large as needed — the size of a big original without the time to decode one.
 */
export async function pngOfSize(bytes: number): Promise<Buffer> {
  const small = await sharp(await cameraJpeg(64, 48))
    .png()
    .toBuffer();
  const end = small.length - 12; // IEND is the last 12 bytes
  const padding = bytes - small.length - 12;
  const filler = Buffer.alloc(padding);
  randomFillSync(filler);
  return Buffer.concat([small.subarray(0, end), chunk('vtRa', filler), small.subarray(end)]);
}

/** A PNG of a few bytes that declares a 30,000 × 30,000 canvas (3.6 GB once decoded). */
export function bombPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from('789c030000000001', 'hex')),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body of files under the field `arquivo`. */
export function multipartBody(files: { name: string; type: string; data: Buffer }[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----vitrine${Date.now()}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
    ),
    f.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
