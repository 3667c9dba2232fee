/**
 * Safe image addresses (issue 34 point 8): an image is either a path of this store under /media/ (normalised, `..`
 * refused) or an http(s) address of a public host — `http://` only when the store itself is served over http.
 * Private, loopback, link-local (the cloud metadata address 169.254.169.254 among them) and unique-local IPv6 hosts
 * are refused, by name and, when the store fetches the image, by every address the name resolves to.
 */
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written inside IPv6 (::ffff:10.0.0.1) is judged as the IPv4 it is. */
function plain(ip: string): { ip: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return { ip: mapped[1], family: 'ipv4' };
  return { ip, family: isIP(ip) === 6 ? 'ipv6' : 'ipv4' };
}

/** Whether an IP address may be fetched from (`allowLoopback`: the test-only setting). */
export function publicIp(address: string, allowLoopback = false): boolean {
  const { ip, family } = plain(address);
  if (allowLoopback && loopback.check(ip, family)) return true;
  return !blocked.check(ip, family);
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/** How image addresses are judged. */
export interface ImagePolicy {
  /** The store is served over http: http:// image addresses are accepted too. */
  httpStore: boolean;
  /** Test only (TEST_IMAGE_FETCH_LOOPBACK): loopback hosts count as public. */
  allowLoopback?: boolean;
}

/** The policy of a store at `publicUrl` (null: a local store, served over http). */
export const imagePolicy = (publicUrl: string | null, allowLoopback = false): ImagePolicy => ({
  httpStore: !publicUrl || publicUrl.startsWith('http:'),
  allowLoopback,
});

export type AddressCheck = { url: string } | { error: string };

/**
 * Checks an image address as given (no lookup): the normalised address, or the Portuguese reason it is refused.
 * `httpStore`: the store is served over http (then http:// images are accepted too).
 */
export function checkImageAddress(address: string, httpStore: boolean, allowLoopback = false): AddressCheck {
  if (address.startsWith('/')) return checkMediaPath(address);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { error: 'Imagem: endereço inválido.' };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && httpStore)) {
    return { error: 'Imagem: use um endereço https://.' };
  }
  if (url.username || url.password) return { error: 'Imagem: o endereço não pode ter usuário ou senha.' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) !== 0;
  if ((literal && !publicIp(host, allowLoopback)) || (!literal && LOCAL_NAMES.test(host) && !allowLoopback)) {
    return { error: `Imagem: o endereço ${url.hostname} não é público.` };
  }
  return { url: url.href };
}

/** A path of this store's media: normalised (`//` collapsed), under /media/, without `..` or `.` segments. */
function checkMediaPath(path: string): AddressCheck {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { error: 'Imagem: caminho inválido.' };
  }
  const segments = decoded.split(/[/\\]+/).slice(1);
  if (segments.some((s) => s === '..' || s === '.')) return { error: 'Imagem: o caminho não pode conter "..".' };
  if (segments[0] !== 'media' || segments.length < 2) return { error: 'Imagem: o caminho deve começar com /media/.' };
  return { url: `/${path.split(/\/+/).filter(Boolean).join('/')}` };
}
