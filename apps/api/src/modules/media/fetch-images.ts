/**
 * Images given by address in a catalogue import (issue 35; issue 34 point 8): fetched by the store and kept as
 * originals, so shoppers never load them from wherever they were. Bounded in size (the originals' limit), time and
 * concurrency; public hosts only — every address the name resolves to is checked, and the connection goes to the
 * address checked (a name that resolves again to a private address cannot slip in). The type is read from the
 * bytes. An address fetched before is not fetched again (media_url_fetches).
 */
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { ADMIN_LIMITS, IMAGE_TOO_LARGE } from '@vitrine/contract';
import { slots } from '../../lib/slots';
import type { ImportItem } from '../admin/import-items';
import { checkImageAddress, publicIp, type ImagePolicy } from './addresses';
import { photoPattern, readOriginal, storeOriginals, type Original, type OriginalsDb } from './originals';

/** Seconds a fetch may take, whole. */
const FETCH_TIMEOUT_MS = 15_000;
/** Fetches at once. */
const FETCH_CONCURRENCY = 4;
const MAX_REDIRECTS = 3;

class FetchRefused extends Error {}

/** A DNS lookup that refuses names resolving to any non-public address. */
const publicLookup =
  (allowLoopback: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      const bad = list.find((a) => !publicIp(a.address, allowLoopback));
      const first = list[0];
      if (bad || !first) return callback(new FetchRefused(`endereço ${hostname} não é público`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, first.address, first.family);
    });
  };

function get(url: URL, policy: ImagePolicy, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { lookup: publicLookup(policy.allowLoopback ?? false), signal }, resolve);
    request.on('error', reject);
  });
}

/** The bytes at `address`, or the Portuguese reason they could not be had. */
async function fetchImage(address: string, policy: ImagePolicy): Promise<Buffer | { error: string }> {
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  let current = address;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const checked = checkImageAddress(current, policy.httpStore, policy.allowLoopback);
      if ('error' in checked) return checked;
      const response = await get(new URL(checked.url), policy, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        current = new URL(response.headers.location, checked.url).href;
        continue;
      }
      if (status !== 200) {
        response.resume();
        return { error: `a busca da imagem respondeu ${status}` };
      }
      if (Number(response.headers['content-length'] ?? 0) > ADMIN_LIMITS.imageBytes) {
        response.destroy();
        return { error: IMAGE_TOO_LARGE };
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response) {
        size += (chunk as Buffer).length;
        if (size > ADMIN_LIMITS.imageBytes) {
          response.destroy();
          return { error: IMAGE_TOO_LARGE };
        }
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks);
    }
    return { error: 'redirecionamentos demais' };
  } catch (error) {
    if (signal.aborted) return { error: `a busca passou de ${FETCH_TIMEOUT_MS / 1000} s` };
    if (error instanceof FetchRefused) return { error: error.message };
    const cause = (error as NodeJS.ErrnoException).code;
    return { error: `não foi possível buscar a imagem${cause ? ` (${cause})` : ''}` };
  }
}

const remote = (image: unknown): image is string => typeof image === 'string' && /^https?:\/\//i.test(image);

/** Fetches (or finds fetched before) one address: the original's hash, or the reason. */
async function originalAt(
  db: OriginalsDb,
  address: string,
  policy: ImagePolicy,
  fetched: Original[],
): Promise<{ sha256: string } | { error: string }> {
  const checked = checkImageAddress(address, policy.httpStore, policy.allowLoopback);
  if ('error' in checked) return checked;
  const [known] = await db.query<{ sha256: string }>('SELECT sha256 FROM media_url_fetches WHERE url = $1', [
    checked.url,
  ]);
  if (known) return known;
  const bytes = await fetchImage(checked.url, policy);
  if (!Buffer.isBuffer(bytes)) return bytes;
  // An import's photos: checked in the background's turn, so shoppers' pages and images keep their core.
  const original = await readOriginal(bytes, { background: true });
  if ('error' in original) return original;
  // Its parts written at the background's pace: a shopper's statement goes between any two of them.
  await storeOriginals(db, [original], { background: true });
  await db.query(
    `INSERT INTO media_url_fetches (url, sha256) VALUES ($1, $2)
     ON CONFLICT (url) DO UPDATE SET sha256 = EXCLUDED.sha256, buscado_em = now()`,
    [checked.url, original.sha256],
  );
  fetched.push(original);
  return { sha256: original.sha256 };
}

/** Replaces the http(s) images of one item by the originals fetched; a failed fetch becomes an issue of its row. */
async function withFetched(
  db: OriginalsDb,
  item: ImportItem,
  policy: ImagePolicy,
  fetched: Original[],
  limit: ReturnType<typeof slots>,
) {
  const images = item.raw.imagens;
  if (!Array.isArray(images) || !images.some((i) => remote(i) || (i && remote((i as { url?: unknown }).url)))) {
    return item;
  }
  item.raw.imagens = await Promise.all(
    images.map(async (image: unknown) => {
      const object = image && typeof image === 'object' ? (image as { url?: unknown; label?: unknown }) : null;
      const address = remote(image) ? image : remote(object?.url) ? object.url : null;
      if (!address) return image;
      const got = await limit(() => originalAt(db, address, policy, fetched));
      if ('error' in got) {
        item.issues.push({
          linha: item.line,
          coluna: 'imagens',
          sku: item.sku,
          mensagem: `Imagem ${address}: ${got.error.replace(/\.$/, '')}.`,
        });
        return image;
      }
      const url = photoPattern(got.sha256);
      return object ? { ...object, url } : url;
    }),
  );
  return item;
}

/**
 * The items of an import with their images fetched: up to FETCH_CONCURRENCY items fetched ahead, handed on in file
 * order. `onFetched` hears of every original fetched (to make its common sizes).
 */
export async function* fetchItemImages(
  db: OriginalsDb,
  items: AsyncIterable<ImportItem>,
  policy: ImagePolicy,
  onFetched: (originals: Original[]) => void,
): AsyncGenerator<ImportItem> {
  const ahead: Promise<ImportItem>[] = [];
  const limit = slots(FETCH_CONCURRENCY);
  const run = (item: ImportItem) =>
    (async () => {
      const fetched: Original[] = [];
      const done = await withFetched(db, item, policy, fetched, limit);
      if (fetched.length > 0) onFetched(fetched);
      return done;
    })();
  for await (const item of items) {
    ahead.push(run(item));
    if (ahead.length >= FETCH_CONCURRENCY) yield await ahead.shift()!;
  }
  while (ahead.length > 0) yield await ahead.shift()!;
}
