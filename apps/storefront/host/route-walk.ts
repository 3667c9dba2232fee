import type { Db } from '@vitrine/api';
import type { FastifyInstance } from 'fastify';
import routes from '../app/routes';

/**
 * The addresses a test walks, generated from the route table (app/routes.ts) so that a new route is walked the day it
 * is added: each route once with values the demo store holds ("known") and, when it has parameters, once with values
 * it does not ("unknown": the not-found page). Shared by the tests of every answer's Cache-Control and of the
 * database outage (issue 34).
 */

type Entry = { id?: string; path?: string; index?: boolean; children?: Entry[] };

interface RouteAddress {
  id: string;
  /** The route's whole path, its parents' joined ('/admin/caixa/:tipo/:id'). */
  path: string;
}

/** Every route of the table with its whole path. */
function routeTable(entries: readonly Entry[] = routes, parent = ''): RouteAddress[] {
  return entries.flatMap((entry) => {
    const own = entry.path ?? '';
    const path = own.startsWith('/') ? own : own ? `${parent}/${own}` : parent || '/';
    const self = entry.id ? [{ id: entry.id, path }] : [];
    return [...self, ...routeTable(entry.children ?? [], path)];
  });
}

/** The values of the demo store each parameter takes ('*' is the rest of a listing's address). */
export async function knownValues(db: Db): Promise<Record<string, string>> {
  const one = async (sql: string) => {
    const [row] = await db.query<{ v: string }>(sql);
    if (!row) throw new Error(`no value for ${sql}`);
    return row.v;
  };
  const page = await one(
    "SELECT coalesce(parent_slug || '/', '') || slug AS v FROM pages WHERE ativo ORDER BY parent_slug NULLS FIRST LIMIT 1",
  );
  const [pagina = '', paginaNivel2 = ''] = page.split('/');
  return {
    produto: await one("SELECT slug AS v FROM products WHERE ativo AND status = 'disponivel' ORDER BY id LIMIT 1"),
    marca: await one('SELECT slug AS v FROM brands WHERE ativo ORDER BY id LIMIT 1'),
    landingPage: await one('SELECT slug AS v FROM landing_pages WHERE ativo ORDER BY id LIMIT 1'),
    lista: await one('SELECT slug AS v FROM shopping_lists WHERE ativo ORDER BY id LIMIT 1'),
    pagina,
    paginaNivel2,
    param: await one('SELECT slug AS v FROM categories WHERE ativo AND parent_id IS NULL ORDER BY id LIMIT 1'),
    '*': await one(
      `SELECT p.slug || '/' || c.slug AS v FROM categories c JOIN categories p ON p.id = c.parent_id
        WHERE c.ativo AND p.ativo AND p.parent_id IS NULL ORDER BY c.id LIMIT 1`,
    ),
    tipo: 'pergunta',
    id: await one('SELECT id::text AS v FROM questions ORDER BY id LIMIT 1'),
    key: 'abcdefgh',
    arquivo: 'produtos-1.xml',
    form: 'newsletter',
  };
}

/** Values no address of the demo store has (`/marcas/nada-x`, `/nada-x.html`…). */
const UNKNOWN = 'nada-x';

/** `path` with its parameters filled: optional ones dropped when `values` has none. */
function fillPath(path: string, values: Record<string, string>): string {
  const filled = path
    .replace(/\/:(\w+)\?/g, (_, name: string) => (values[name] ? `/${values[name]}` : ''))
    .replace(/:(\w+)/g, (_, name: string) => values[name] ?? UNKNOWN)
    .replace('*', values['*'] ?? UNKNOWN);
  return filled || '/';
}

export interface WalkCase {
  route: string;
  url: string;
  known: boolean;
}

/** Each route with known values, and each route with parameters with unknown ones too. */
export function walkCases(values: Record<string, string>): WalkCase[] {
  return routeTable().flatMap(({ id, path }) => {
    const known = { route: id, url: fillPath(path, values), known: true };
    if (!/[:*]/.test(path)) return [known];
    const unknown = fillPath(path, { '*': `${UNKNOWN}/${UNKNOWN}` });
    return [known, { route: id, url: unknown, known: false }];
  });
}

/** A shopper's session cookie (`name=value`), signed in with the demo account through the storefront's own form. */
export async function shopperSession(app: FastifyInstance, host: string): Promise<string> {
  const signIn = await app.inject({
    method: 'POST',
    url: '/checkout/acesso',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'intent=login&email=mariana.lima%40exemplo.com.br&senha=demo1234',
  });
  const cookie = [signIn.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0] ?? '')
    .find((c) => c.startsWith('vitrine_sessao=') && c !== 'vitrine_sessao=');
  if (!cookie) throw new Error(`no session cookie: ${signIn.statusCode} ${signIn.body.slice(0, 200)}`);
  return cookie;
}

/** Text of the database driver that must never reach a visitor: its codes, messages and the server's address. */
export const DRIVER_TEXT = /ECONNREFUSED|ECONNRESET|57P0\d|127\.0\.0\.1|database system|connect |statusCode/;
