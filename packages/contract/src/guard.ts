import type { z } from 'zod';
import { INT4_MAX } from './common';

/**
 * The one guard at the store's doors (issue 28, docs/decisions/032-hostile-traffic.md): before a contract schema reads
 * a request's part, `hostileFields` walks the value beside the schema and names every field the database would refuse
 * or that no person types — so the Store API (`apps/api/src/lib/validate.ts`), the storefront's form posts and its
 * resource routes answer a Portuguese 400 naming the field instead of reaching PostgreSQL with it:
 * - texts: NUL and other control characters (line breaks and tabs only in fields marked `multiline`), unpaired
 *   surrogates or U+FFFD (what invalid UTF-8 decodes to), more characters than the field's `max` (or
 *   `TEXT_MAX_DEFAULT` where the schema names none);
 * - numbers (JSON numbers, or texts a `z.coerce.number()` reads): not finite, or outside PostgreSQL's integer
 *   (every number a request names is an id, a count, an offset or a mark stored in an `int4` column);
 * - a list (a query key repeated, a JSON array) where the schema reads one value.
 * It is derived from the schemas alone: a new endpoint or field is guarded without code of its own.
 */

/** Marks a text field whose value may hold line breaks and tabs (a message, a comment). */
export const multiline = <T extends z.ZodType>(schema: T): T => schema.meta({ multiline: true });

/** The longest text a field without its own `max` accepts. */
export const TEXT_MAX_DEFAULT = 5_000;
const INT4_MIN = -INT4_MAX - 1;

export const GUARD_TEXTS = {
  control: 'Caracteres de controle não são aceitos.',
  encoding: 'Texto com caracteres inválidos.',
  long: (max: number) => `Texto longo demais (no máximo ${max} caracteres).`,
  range: 'Número fora do intervalo aceito.',
  notFinite: 'Número inválido.',
  single: 'Informe um só valor.',
  tooMany: 'Parâmetros demais.',
} as const;

/** The query keys (and form fields) a request may carry at most. */
export const QUERY_FIELDS_MAX = 100;

type Def = {
  type: string;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  catchall?: z.ZodType;
};
type Node = z.ZodType & { _zod: { def: Def }; maxLength?: number | null; meta?: () => unknown };

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
const SCALARS = new Set(['string', 'number', 'int', 'bigint', 'boolean', 'enum', 'literal', 'template_literal']);

/** The schema that reads the value, past wrappers and preprocessing; `multiline` when any layer says so. */
function unwrap(schema: z.ZodType | undefined): { node: Node | undefined; multiline: boolean } {
  let node = schema as Node | undefined;
  let lines = false;
  for (let depth = 0; node && depth < 16; depth += 1) {
    const meta = node.meta?.() as { multiline?: boolean } | undefined;
    if (meta?.multiline) lines = true;
    const def = node._zod.def;
    if (WRAPPERS.has(def.type)) node = def.innerType as Node;
    else if (def.type === 'pipe') {
      // A preprocess (transform → schema) reads what its schema reads; a pipe of schemas reads what its first reads.
      const first = def.in as Node | undefined;
      node = (first?._zod.def.type === 'transform' ? def.out : first) as Node | undefined;
    } else break;
  }
  return { node, multiline: lines };
}

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- the same, line breaks and tabs allowed
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** An unpaired surrogate, or the replacement character that undecodable bytes became. */
const BROKEN = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\ufffd/;

function textIssue(text: string, node: Node | undefined, lines: boolean): string | null {
  const type = node?._zod.def.type;
  const max = type === 'string' ? (node?.maxLength ?? TEXT_MAX_DEFAULT) : TEXT_MAX_DEFAULT;
  if (text.length > max) return GUARD_TEXTS.long(max);
  if ((lines ? CONTROL_BUT_LINES : CONTROL).test(text)) return GUARD_TEXTS.control;
  if (BROKEN.test(text)) return GUARD_TEXTS.encoding;
  if (type === 'number' || type === 'int' || type === 'bigint') {
    const trimmed = text.trim();
    const value = Number(trimmed);
    if (trimmed !== '' && /^[+-]?(\d|\.\d)/.test(trimmed) && Number.isFinite(value)) return numberIssue(value);
    if (/^[+-]?Infinity$/.test(trimmed)) return GUARD_TEXTS.notFinite;
  }
  return null;
}

function numberIssue(value: number): string | null {
  if (!Number.isFinite(value)) return GUARD_TEXTS.notFinite;
  return value > INT4_MAX || value < INT4_MIN ? GUARD_TEXTS.range : null;
}

/**
 * The option of a union that reads `value`: for an object, the object option whose fields include all of the value's
 * keys (an uploaded image's `arquivo` is read by its own schema, not by the text cap); else the first option.
 */
function pick(options: z.ZodType[], value: unknown): z.ZodType | undefined {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const fits = options.find((option) => {
      const def = unwrap(option).node?._zod.def;
      return def?.type === 'object' && keys.every((key) => def.shape && key in def.shape);
    });
    if (fits) return fits;
  }
  return options.find((option) => {
    const type = unwrap(option).node?._zod.def.type;
    return typeof value === 'string' ? type !== 'object' && type !== 'array' : true;
  });
}

function walk(schema: z.ZodType | undefined, value: unknown, path: string, out: Record<string, string>): void {
  const unwrapped = unwrap(schema);
  const options = unwrapped.node?._zod.def.type === 'union' ? unwrapped.node._zod.def.options : undefined;
  const { node, multiline: lines } = options ? unwrap(pick(options, value)) : unwrapped;
  const type = node?._zod.def.type;
  const name = path || '_';
  if (typeof value === 'string') {
    const issue = textIssue(value, node, lines);
    if (issue) out[name] ??= issue;
  } else if (typeof value === 'number') {
    const issue = numberIssue(value);
    if (issue) out[name] ??= issue;
  } else if (Array.isArray(value)) {
    if (type && SCALARS.has(type)) out[name] ??= GUARD_TEXTS.single;
    else {
      const element = type === 'array' ? node?._zod.def.element : undefined;
      value.forEach((item, i) => walk(element, item, path ? `${path}.${i}` : String(i), out));
    }
  } else if (value !== null && typeof value === 'object') {
    const shape = type === 'object' ? node?._zod.def.shape : undefined;
    for (const [key, item] of Object.entries(value)) {
      if (key.length > 100 || CONTROL.test(key)) {
        out[name] ??= GUARD_TEXTS.control;
        continue;
      }
      walk(shape?.[key], item, path ? `${path}.${key}` : key, out);
    }
  }
}

/** Field path → Portuguese message for every value the store refuses before its schema reads it; empty when none. */
export function hostileFields(schema: z.ZodType | undefined, value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  // A body the schema leaves unknown is read by its handler itself (the catalogue import's stream: each row is
  // checked there and refused by line and column), never handed to the database as it came.
  const rootType = unwrap(schema).node?._zod.def.type;
  if (rootType === 'unknown' || rootType === 'any') return out;
  walk(schema, value, '', out);
  return out;
}

function decodes(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * The keys of a raw query string (`a=1&b=%FF`) whose percent-encoding is not UTF-8 (the parsers keep such a value as
 * its raw text, so the schema never sees that it was broken), or '_' when it has more than `QUERY_FIELDS_MAX` keys.
 */
export function brokenQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return out;
  let count = 0;
  for (const part of query.split('&')) {
    count += 1;
    if (count > QUERY_FIELDS_MAX) {
      out._ = GUARD_TEXTS.tooMany;
      break;
    }
    if (!part.includes('%')) continue;
    const equals = part.indexOf('=');
    const key = decodes(equals < 0 ? part : part.slice(0, equals));
    if (key === null) out._ ??= GUARD_TEXTS.encoding;
    else if (equals >= 0 && decodes(part.slice(equals + 1)) === null) out[key] ??= GUARD_TEXTS.encoding;
  }
  return out;
}
