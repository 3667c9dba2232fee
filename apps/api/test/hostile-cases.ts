/**
 * Hostile requests generated from the two tables of the store (issue 28): the Store API's endpoint table
 * (packages/contract/src/endpoints.ts) and the storefront's route table (apps/storefront/app/routes.ts). Every
 * parameter — path, query or body field — meets every hostile class once, the other fields keeping a plausible
 * value, so each value reaches as far into the store as it can. The fuzz tests and `bench/hostile.mjs` send them.
 */
import type { z } from 'zod';
import { STORE_API_PREFIX, endpoints, pathParams, type Endpoint } from '@vitrine/contract';

export const HOSTILE_CLASSES = [
  'nul',
  'control',
  'utf8',
  'int31',
  'int53',
  'int63',
  'negative',
  'fraction',
  'huge',
  'nan',
  'empty',
  'array',
  'long',
] as const;
type HostileClass = (typeof HOSTILE_CLASSES)[number];

/** Each class as it appears in a URL (already percent-encoded); 'array' repeats the key with this value. */
const IN_URL: Record<HostileClass, string> = {
  nul: 'a%00b',
  control: 'a%01%1B%7Fb',
  utf8: 'a%FF%FEb',
  int31: '2147483648',
  int53: '9007199254740993',
  int63: '9223372036854775808',
  negative: '-1',
  fraction: '1.5',
  huge: '1e308',
  nan: 'NaN',
  empty: '',
  array: '1',
  long: 'x'.repeat(20_000),
};

/** Each class as a JSON value (raw JSON text; 'utf8' is spliced in as bytes by `jsonBody`). */
const IN_JSON: Record<HostileClass, string> = {
  nul: '"a\\u0000b"',
  control: '"a\\u0001\\u001b\\u007fb"',
  utf8: '""', // spliced in as bytes by jsonBody
  int31: '2147483648',
  int53: '9007199254740993',
  int63: '9223372036854775808',
  negative: '-1',
  fraction: '1.5',
  huge: '1e308',
  nan: '"NaN"',
  empty: '""',
  array: '[1,"a"]',
  long: JSON.stringify('x'.repeat(20_000)),
};

export interface HostileRequest {
  /** What is tested, for messages: `<endpoint or route> <part>.<field> <class>`. */
  label: string;
  method: string;
  /** Path and query, percent-encoded as sent. */
  url: string;
  headers: Record<string, string>;
  body?: Buffer<ArrayBufferLike>;
}

/** zod's definition of a schema (its internal, stable in v4): read to walk a schema's shape. */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Plausible texts by field name, so the other fields of a request pass and the hostile one goes as far as it can. */
const PLAUSIBLE_TEXT: Record<string, string> = {
  url: '/data-loggers',
  email: 'cliente@example.com.br',
  cep: '01001000',
  busca: 'termometro',
  telefone: '(11) 98765-4321',
  celular: '(11) 98765-4321',
  cpf: '52998224725',
  cnpj: '11222333000181',
  nome: 'Maria Silva',
  senha: 'senha-errada',
};

/** A plausible value of the schema's shape (numbers 1, texts by name, first enum value…). */
function plausible(schema: z.ZodType, name = ''): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, plausible(value, key)]));
    case 'array':
      return [plausible(def.element!, name)];
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return plausible(def.options![0]!, name);
    case 'pipe':
      return plausible(def.in!, name);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return plausible(def.innerType!, name);
    default:
      return PLAUSIBLE_TEXT[name] ?? 'ok';
  }
}

/** Every leaf's path in a value (object keys and array indexes), the value itself being `[]` when it is a leaf. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [path];
}

const MARK = '\u0000HOSTILE\u0000';

/** The JSON body of `base` with the leaf at `path` replaced by the class's raw JSON (bytes for invalid UTF-8). */
function jsonBody(base: unknown, path: (string | number)[], kind: HostileClass): Buffer<ArrayBufferLike> {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = MARK;
  const [before, after] = JSON.stringify(copy).split(JSON.stringify(MARK)) as [string, string];
  if (kind !== 'utf8') return Buffer.from(`${before}${IN_JSON[kind]}${after}`);
  return Buffer.concat([Buffer.from(`${before}"a`), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(`b"${after}`)]);
}

function queryString(entries: [string, string][]): string {
  return entries.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&');
}

/** The query of `base` (plausible values) with `key` set to the class (twice for 'array'). */
function hostileQuery(base: Record<string, unknown>, key: string, kind: HostileClass): string {
  const others = Object.entries(base)
    .filter(([name, value]) => name !== key && (typeof value === 'string' || typeof value === 'number'))
    .map(([name, value]): [string, string] => [name, encodeURIComponent(String(value))]);
  const mine: [string, string][] =
    kind === 'array'
      ? [
          [key, '1'],
          [key, '2'],
        ]
      : [[key, IN_URL[kind]]];
  return queryString([...others, ...mine]);
}

/** Path parameters' plausible values: the first of an enum, else a word. */
function plausibleParams(entry: Endpoint): Record<string, string> {
  const base = entry.params ? (plausible(entry.params) as Record<string, unknown>) : {};
  return Object.fromEntries(pathParams(entry.path).map((name) => [name, String(base[name] ?? 'x')]));
}

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => params[name] ?? 'x');
}

/** Every Store API call × every parameter × every class; `headers` carry the App-Token. */
export function storeApiRequests(headers: Record<string, string>): HostileRequest[] {
  const out: HostileRequest[] = [];
  for (const entry of Object.values(endpoints) as Endpoint[]) {
    const params = plausibleParams(entry);
    const query = entry.query ? (plausible(entry.query) as Record<string, unknown>) : {};
    const body = entry.body ? plausible(entry.body) : undefined;
    const search = hostileQuery(query, '', 'empty').replace(/&?=$/, '');
    const json = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const send = (label: string, path: string, qs: string, payload: Buffer<ArrayBufferLike> | undefined = json) =>
      out.push({
        label: `${entry.id} ${label}`,
        method: entry.method,
        url: `${STORE_API_PREFIX}${path}${qs ? `?${qs}` : ''}`,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        ...(payload ? { body: payload } : {}),
      });
    for (const kind of HOSTILE_CLASSES) {
      for (const name of Object.keys(params)) {
        const value = kind === 'array' ? 'a,b' : IN_URL[kind];
        send(`params.${name} ${kind}`, fillPath(entry.path, { ...params, [name]: value }), search);
      }
      for (const key of Object.keys(query)) {
        send(`query.${key} ${kind}`, fillPath(entry.path, params), hostileQuery(query, key, kind));
      }
      if (body !== undefined) {
        for (const path of leaves(body)) {
          if (path.length === 0) continue;
          const payload = jsonBody(body, path, kind);
          send(`body.${path.join('.')} ${kind}`, fillPath(entry.path, params), search, payload);
        }
      }
    }
  }
  return out;
}

/** Pages' query keys the storefront reads (listings, alerts, the quote block of institutional pages…). */
const PAGE_QUERY_KEYS = ['pg', 'ipp', 'order', 'busca', 'filtro', 's5', 'erro', 'erroJunto', 'key', 'cep', 'q'];

/** A route's plausible address: each `:param` a word, `*` one segment, optional parts kept. */
function routeAddress(path: string, name?: string, value?: string): string {
  return `/${path}`
    .replace(/\/+/g, '/')
    .replace(/:([A-Za-z]\w*)\??/g, (_, param: string) => (param === name ? value! : 'teste'))
    .replace(/\*/g, name === '*' ? value! : 'teste');
}

/**
 * Every storefront route × every path parameter and page query key × every class, as GETs. `sample`: for a test run
 * (the bench sends them all), each route × class once with a page query key that turns with each route and class,
 * so each key still meets each class somewhere — about an eighth of the requests, with every shape.
 */
export function storefrontRequests(
  routes: readonly { path?: string | undefined }[],
  { sample = false }: { sample?: boolean } = {},
): HostileRequest[] {
  const out: HostileRequest[] = [];
  routes.forEach(({ path = '' }, routeIndex) => {
    const params = [...path.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1]!);
    if (path.includes('*')) params.push('*');
    HOSTILE_CLASSES.forEach((kind, kindIndex) => {
      for (const name of params) {
        const value = kind === 'array' ? 'a,b' : IN_URL[kind];
        out.push({
          label: `${path} ${name} ${kind}`,
          method: 'GET',
          url: routeAddress(path, name, value),
          headers: {},
        });
      }
      const turning = PAGE_QUERY_KEYS[(routeIndex + kindIndex) % PAGE_QUERY_KEYS.length]!;
      for (const key of sample ? [turning] : PAGE_QUERY_KEYS) {
        out.push({
          label: `${path} ?${key} ${kind}`,
          method: 'GET',
          url: `${routeAddress(path)}?${hostileQuery({}, key, kind)}`,
          headers: {},
        });
      }
    });
  });
  return out;
}

/** The storefront's form posts (`/resources/forms/{form}`) and the fields they read. */
/**
 * Form posts of every storefront post route × every field × class, plus bodies of many fields and one long one.
 * `sample`: for a test run, each route × class once, the field turning with each route and class (and the body of
 * many fields only).
 */
export function storefrontPosts(
  targets: readonly { url: string; fields: readonly string[] }[],
  { sample = false }: { sample?: boolean } = {},
): HostileRequest[] {
  const out: HostileRequest[] = [];
  const form = (entries: [string, string][]) => Buffer.from(queryString(entries));
  const post = (label: string, url: string, body: Buffer) =>
    out.push({
      label,
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  targets.forEach(({ url, fields }, targetIndex) => {
    for (const js of ['1', '0']) {
      HOSTILE_CLASSES.forEach((kind, kindIndex) => {
        const turning = fields[(targetIndex + kindIndex) % fields.length]!;
        for (const field of sample ? [turning] : fields) {
          const value: [string, string][] =
            kind === 'array'
              ? [
                  [field, '1'],
                  [field, '2'],
                ]
              : [[field, IN_URL[kind]]];
          post(`${url} ${field} ${kind} js=${js}`, url, form([['js', js], ...value]));
        }
      });
      // ≈ 100 KB of many short fields, of one long field, and of many long values in known fields.
      post(`${url} many fields js=${js}`, url, form([['js', js], ...manyFields(7_000)]));
      if (sample) continue;
      post(
        `${url} one long field js=${js}`,
        url,
        form([
          ['js', js],
          ['mensagem', 'x'.repeat(99_000)],
        ]),
      );
      post(
        `${url} long known fields js=${js}`,
        url,
        form([['js', js], ...fields.map((field): [string, string] => [field, 'y'.repeat(4_000)])]),
      );
    }
  });
  return out;
}

/** What a post's field can be wrong by (issue 34): each field of each post route meets each, the others plausible. */
const FIELD_DEFECTS = ['missing', 'empty', 'malformed', 'oversized', 'duplicated'] as const;
type FieldDefect = (typeof FIELD_DEFECTS)[number];

/** A field's value for each defect (undefined: left out; two values: the field sent twice, the bad one first). */
function defective(defect: FieldDefect, plausible: string): string[] {
  switch (defect) {
    case 'missing':
      return [];
    case 'empty':
      return [''];
    case 'malformed':
      return ['%00<x>\u0001{"a":[1]}'];
    case 'oversized':
      return ['9'.repeat(20_000)];
    case 'duplicated':
      return ['x', plausible];
  }
}

/**
 * Posts of one form route: `base` (its fields, each with a plausible value) with one field at a time missing, empty,
 * malformed, oversized or duplicated — sent as a script sends it (js=1, a JSON answer) and as a plain form (js=0).
 */
export function fieldDefectPosts(url: string, base: Record<string, string>): HostileRequest[] {
  const out: HostileRequest[] = [];
  for (const field of Object.keys(base)) {
    for (const defect of FIELD_DEFECTS) {
      for (const js of ['1', '0']) {
        const entries: [string, string][] = [['js', js]];
        for (const [name, value] of Object.entries(base)) {
          if (name !== field) entries.push([name, value]);
          else for (const bad of defective(defect, value)) entries.push([name, bad]);
        }
        out.push({
          label: `${url} ${field} ${defect} js=${js}`,
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: Buffer.from(new URLSearchParams(entries).toString()),
        });
      }
    }
  }
  return out;
}

function manyFields(count: number): [string, string][] {
  return Array.from({ length: count }, (_, i): [string, string] => [`c${i}`, `v${i}`]);
}

/**
 * Words and phrases of English (framework defaults) that no Portuguese answer of the store carries. Checked on
 * JSON error messages and plain-text answers; for HTML pages `ENGLISH_PHRASES` only (a page carries product names).
 */
const ENGLISH_WORDS =
  /\b(Invalid|expected|received|Too (big|small)|Unrecognized|Required|Body|must|cannot|Internal|Unexpected|Error|Not Found|not allowed|Bad Request|Request|Header|the|is|of|and|without)\b/;
const ENGLISH_PHRASES =
  /Unexpected Server Error|Internal Server Error|Not Found|Bad Request|Method Not Allowed|did not provide|Invalid input|expected string|is not a valid|Payload Too Large|Request Header Fields|Content-Length/;

/** The message of an answer, when it is an error a person may read (JSON envelope, text or the page's title). */
export function englishIn(contentType: string, body: string): string | null {
  if (contentType.includes('json')) {
    try {
      const parsed = JSON.parse(body) as { error?: { message?: string; fields?: Record<string, string> } };
      const messages = [parsed.error?.message ?? '', ...Object.values(parsed.error?.fields ?? {})];
      return messages.find((message) => ENGLISH_WORDS.test(message)) ?? null;
    } catch {
      return ENGLISH_WORDS.test(body) ? body.slice(0, 120) : null;
    }
  }
  // A page's visible text: its scripts carry the router's data (an error's HTTP status text), never shown.
  if (contentType.includes('html')) {
    return ENGLISH_PHRASES.exec(body.replace(/<script\b[\s\S]*?<\/script>/gi, ''))?.[0] ?? null;
  }
  return ENGLISH_WORDS.test(body) || ENGLISH_PHRASES.test(body) ? body.slice(0, 120) : null;
}
