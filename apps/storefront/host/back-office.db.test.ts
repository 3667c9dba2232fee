import { pathToFileURL } from 'node:url';
import { getConfig } from '@vitrine/config';
import type { Db } from '@vitrine/api';
import type { FastifyInstance } from 'fastify';
import { createCookie, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneRow } from '../../api/test/harness';
import { SERVER_BUILD, startBuiltStore } from './built-store';

/**
 * Issue 27 (decision 036): every back-office route, read from the build's route table — not listed by hand, so a new
 * page or action is covered the day it is added. A shopper's session (a storefront customer's, never staff) asking
 * for any /admin page is sent to /admin/entrar and shown nothing; a post to any /admin action from another origin
 * (Origin, or Sec-Fetch-Site: cross-site) is refused 403 in Portuguese and changes nothing — even with a gestor's
 * live session cookie riding along.
 */

const HOST = 'loja.test';
/** The back office's pages for someone not signed in: every other /admin page sends her to sign in. */
const SIGNED_OUT_PAGES = ['/admin/entrar', '/admin/senha/esqueci', '/admin/senha/redefinir'];
const SHOPPER = { email: 'mariana.lima@exemplo.com.br', senha: 'demo1234' };
const GESTOR = { email: 'gestor@vitrineinstrumentos.com.br', senha: 'demo1234' };
const CROSS_ORIGIN_TEXT = 'Requisição recusada: ela não veio das páginas da loja.';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

type BackOfficeRoute = { id: string; path: string; loader: boolean; action: boolean };

/** The build's routes under /admin, each with its whole path (its parents' paths joined). */
function backOfficeRoutes(build: ServerBuild): BackOfficeRoute[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return '';
    const own = route.path ?? '';
    const parent = fullPath(route.parentId);
    if (!own) return parent;
    return own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;
  };
  return Object.values(build.routes)
    .filter((route): route is NonNullable<typeof route> => !!route)
    .map((route) => ({
      id: route.id,
      path: fullPath(route.id) || '/',
      loader: typeof route.module.loader === 'function',
      action: typeof route.module.action === 'function',
    }))
    .filter((route) => route.path === '/admin' || route.path.startsWith('/admin/'));
}

/** What a cross-site post would change: the audit, sessions, users, inbox, e-mails, catalogue. */
const FINGERPRINT = `SELECT
  (SELECT count(*) FROM admin_audit)::int AS auditoria,
  (SELECT count(*) FROM admin_sessions)::int AS sessoes,
  (SELECT count(*) FROM admin_users WHERE active)::int AS usuarios,
  (SELECT count(*) FROM inbox_items)::int AS caixa,
  (SELECT count(*) FROM email_outbox)::int AS emails,
  (SELECT versao::text FROM catalog_version) AS catalogo,
  (SELECT coalesce(sum(estoque), 0)::text FROM products) AS estoque`;

describe('the back office on the real store: shoppers, other sites, moderation (issue 27)', () => {
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;
  let routes: BackOfficeRoute[];
  let shopperCookie: string;
  let gestorCookie: string;
  let params: Record<string, string>;
  let bodies: Record<string, Record<string, string>>;

  const cookieOf = (setCookie: string | string[] | undefined, name: string) => {
    const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    const found = all.find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
    if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(all)}`);
    return found.split(';')[0] ?? '';
  };
  const post = (url: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: HOST, ...FORM, ...headers },
      payload: new URLSearchParams(body).toString(),
    });
  const fill = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');

  beforeAll(async () => {
    ({ app, db, drop } = await startBuiltStore());
    const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
    routes = backOfficeRoutes(build);

    const shopper = await post('/checkout/acesso', { intent: 'login', ...SHOPPER });
    expect(shopper.statusCode, shopper.body).toBe(302);
    shopperCookie = cookieOf(shopper.headers['set-cookie'], 'vitrine_sessao');
    const gestor = await post('/admin/entrar', GESTOR);
    expect(gestor.statusCode, gestor.body).toBe(302);
    gestorCookie = cookieOf(gestor.headers['set-cookie'], 'vitrine_admin');

    const question = await oneRow<{ id: number }>(db, 'SELECT id FROM questions ORDER BY id LIMIT 1');
    const product = await oneRow<{ sku: string }>(db, 'SELECT sku FROM products WHERE ativo ORDER BY id LIMIT 1');
    const gestorId = await oneRow<{ id: number }>(db, 'SELECT id FROM admin_users WHERE email = $1', [GESTOR.email]);
    params = { tipo: 'pergunta', id: String(question.id) };
    // Posts that would each change something if they got through; any other action gets the inbox's.
    bodies = {
      'admin/entrar': GESTOR,
      'admin/sair': {},
      'admin/usuarios': { intent: 'desativar', id: String(gestorId.id) },
      'admin/catalogo': { intent: 'salvar', sku: product.sku, estoque: '999', precoDe: '', precoPor: '10,00' },
      'admin/privacidade': { email: SHOPPER.email, confirmo: 'sim' },
      'admin/emails': {},
      'admin/item': { intent: 'status', status: 'arquivado', nota: 'de outro site' },
    };
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('finds the back office’s pages and actions in the route table', () => {
    const paths = routes.map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/admin', '/admin/entrar', '/admin/caixa', '/admin/caixa/:tipo/:id']),
    );
    expect(routes.filter((r) => r.action).length).toBeGreaterThanOrEqual(6);
  });

  it('the pages for someone not signed in (sign-in, forgotten password, its link) show nothing of the store’s data', async () => {
    for (const path of SIGNED_OUT_PAGES) {
      expect(routes.map((r) => r.path)).toContain(path);
      const answer = await app.inject({ method: 'GET', url: path, headers: { host: HOST, cookie: shopperCookie } });
      // The reset page without its link's token says the link is not valid (400): still a page, never a redirect.
      expect(answer.statusCode, path).toBe(path === '/admin/senha/redefinir' ? 400 : 200);
      expect(answer.headers['cache-control'], path).toBe('private, no-store');
      expect(answer.body, path).not.toMatch(/Caixa de entrada|gestor@|@exemplo\.com\.br/);
    }
  });

  it('a shopper’s session asking for any /admin page goes to /admin/entrar and sees nothing of it', async () => {
    // A shopper's Store API token carried in the back office's own cookie (same secret) is no key either.
    const token = decodeURIComponent(shopperCookie.split('=')[1] ?? '');
    const secrets = [getConfig().SESSION_SECRET];
    const shopperToken: unknown = await createCookie('vitrine_sessao', { secrets }).parse(shopperCookie);
    expect(token.length).toBeGreaterThan(0);
    const forged = await createCookie('vitrine_admin', { secrets }).serialize(shopperToken);
    const pages = routes.filter((r) => r.loader && !SIGNED_OUT_PAGES.includes(r.path));
    expect(pages.length).toBeGreaterThanOrEqual(10);
    for (const cookie of [shopperCookie, forged.split(';')[0] ?? '']) {
      for (const route of pages) {
        const url = fill(route.path);
        // Followed while it stays in the back office (/admin/sair's GET goes to /admin first): it ends at sign-in.
        let answer = await app.inject({ method: 'GET', url, headers: { host: HOST, cookie } });
        for (let hops = 0; answer.headers.location === '/admin' && hops < 3; hops += 1) {
          answer = await app.inject({ method: 'GET', url: '/admin', headers: { host: HOST, cookie } });
        }
        expect(answer.statusCode, `${url} ${answer.body.slice(0, 200)}`).toBe(302);
        expect(answer.headers.location, url).toBe('/admin/entrar');
        expect(answer.headers['cache-control'], url).toBe('private, no-store');
        expect(answer.body, url).not.toMatch(/Caixa de entrada|gestor@|@exemplo\.com\.br/);
      }
    }
  });

  it('a post to any /admin action from another origin is refused 403 in Portuguese and changes nothing', async () => {
    const actions = routes.filter((r) => r.action);
    const before = await oneRow(db, FINGERPRINT);
    for (const route of actions) {
      const url = fill(route.path);
      const body = bodies[route.id] ?? bodies['admin/item'] ?? {};
      const foreigners: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const foreign of foreigners) {
        const answer = await post(url, body, { cookie: gestorCookie, ...foreign });
        expect(answer.statusCode, `${url} ${JSON.stringify(foreign)}`).toBe(403);
        expect(answer.body).toBe(CROSS_ORIGIN_TEXT);
        expect(answer.headers['set-cookie'], url).toBeUndefined();
      }
    }
    expect(await oneRow(db, FINGERPRINT)).toEqual(before);
    // The gestor's session still works: the refused sign-out ended nothing.
    const start = await app.inject({ method: 'GET', url: '/admin', headers: { host: HOST, cookie: gestorCookie } });
    expect(start.statusCode).toBe(200);
  });

  it('the same post from the store’s own pages does change the store (the fingerprint would see it)', async () => {
    const before = await oneRow<{ auditoria: number }>(db, FINGERPRINT);
    const url = fill('/admin/caixa/:tipo/:id');
    const answer = await post(url, bodies['admin/item'] ?? {}, { cookie: gestorCookie, origin: `http://${HOST}` });
    expect(answer.statusCode).toBe(200);
    expect((await oneRow<{ auditoria: number }>(db, FINGERPRINT)).auditoria).toBe(before.auditoria + 1);
  });

  it('a store rating approved from elsewhere shows on this process’s next home, with no wait (issue 27, item 3)', async () => {
    const message = `Depoimento aprovado em outro processo ${Date.now().toString(36)}`;
    const { id } = await oneRow<{ id: number }>(
      db,
      `INSERT INTO store_reviews (nome, cidade, experiencia, atendimento, satisfacao, mensagem, autorizacao)
       VALUES ('Cliente de teste', 'Curitiba', 10, 10, true, $1, true) RETURNING id`,
      [message],
    );
    const home = async () => {
      const answer = await app.inject({ method: 'GET', url: '/?completa=1', headers: { host: HOST } });
      expect(answer.statusCode).toBe(200);
      return answer.body;
    };
    // Asked twice: the shared answers (home, testimonials) are kept by now, without the unpublished rating.
    await home();
    expect(await home()).not.toContain(message);
    // Another storefront process's back office approves it: a write this process never saw. No clock moves.
    await db.query('UPDATE store_reviews SET publicado = true WHERE id = $1', [id]);
    expect(await home()).toContain(message);
  });

  it('without JavaScript a refused form comes back with each field’s message beside it and the values typed', async () => {
    const body = { intent: 'criar', nome: 'Ana Atendente', email: 'ana@', senha: '123', papel: 'atendimento' };
    const answer = await post('/admin/usuarios', body, { cookie: gestorCookie });
    expect(answer.statusCode).toBe(400);
    const html = answer.body;
    // The e-mail field: marked invalid, described by its own message, its value kept.
    const input = html.match(/<input[^>]*name="email"[^>]*>/)?.[0] ?? '';
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('value="ana@"');
    const describedBy = input.match(/aria-describedby="([^"]+)"/)?.[1] ?? '';
    expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*>E-mail: informe um e-mail válido\\.<`));
    expect(html).toMatch(/<input[^>]*name="nome"[^>]*value="Ana Atendente"/);
    expect(html).toContain('Senha: ao menos 8 caracteres.');
    expect(html).not.toContain('value="123"');
  });
});
