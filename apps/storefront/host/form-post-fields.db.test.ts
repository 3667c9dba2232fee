import { pathToFileURL } from 'node:url';
import type { Db } from '@vitrine/api';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishIn, fieldDefectPosts, type HostileRequest } from '../../api/test/hostile-cases';
import { oneRow } from '../../api/test/harness';
import { SERVER_BUILD, startBuiltStore } from './built-store';
import { FORM_IDS, OTHER_POST_FIELDS, formFields } from './post-fields';

/**
 * Issue 34: every post route of the storefront — read from the build's route table, the forms' fields from their
 * checks (post-fields.ts) — with each field missing, empty, malformed, oversized or sent twice: never a 5xx, and a refusal is the
 * form's own Portuguese answer (a script's post gets the form's JSON reply, a plain post goes back to its page).
 */

// Each post comes from an address of its own through the proxy, so the per-address form limits never answer first.
process.env.TRUST_PROXY = '127.0.0.1';

const HOST = 'loja.test';
/** Bytes of an answer's headers a reverse proxy reads by default (nginx's proxy_buffer_size, 4 KB pages × 2). */
const HEADER_BYTES_MAX = 8 * 1024;

/** A plausible value of a field, by its name (the base each defect changes one field of). */
function plausible(field: string, ids: { produto: number; lista: number; chave: string }): string {
  const values: Record<string, string> = {
    nome: 'Ana Souza',
    nomeRazao: 'Ana Souza',
    email: 'ana.souza@exemplo.com.br',
    mensagem: 'Gostaria de saber o prazo.',
    pergunta: 'Tem pronta entrega?',
    comentario: 'Muito bom.',
    contato: '(11) 98888-7777',
    telefone: '98888-7777',
    ddd: '11',
    cpfCnpj: '529.982.247-25',
    nota: '5',
    experiencia: '9',
    atendimento: '9',
    satisfacao: 'true',
    autorizacao: 'on',
    idProduto: String(ids.produto),
    idListaCompra: String(ids.lista),
    key: ids.chave,
    quantidade: '1',
    cep: '01310-100',
  };
  return values[field] ?? '1';
}

type PostRoute = { id: string; path: string };

/** The build's routes with an action outside the back office (its own test walks those), each with its whole path. */
function postRoutes(build: ServerBuild): PostRoute[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return '';
    const own = route.path ?? '';
    const parent = fullPath(route.parentId);
    if (!own) return parent;
    return own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;
  };
  return Object.values(build.routes)
    .filter((route): route is NonNullable<typeof route> => !!route && typeof route.module.action === 'function')
    .map((route) => ({ id: route.id, path: fullPath(route.id) }))
    .filter((route) => !route.path.startsWith('/admin'));
}

describe('every storefront post route × every field × every defect (issue 34)', () => {
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;
  let posts: HostileRequest[];
  let routes: PostRoute[];

  beforeAll(async () => {
    ({ app, db, drop } = await startBuiltStore());
    const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
    routes = postRoutes(build);
    const produto = await oneRow<{ id: number }>(db, 'SELECT id FROM products WHERE ativo ORDER BY id LIMIT 1');
    const lista = await oneRow<{ id: number }>(db, 'SELECT id FROM shopping_lists ORDER BY id LIMIT 1');
    const ids = { produto: produto.id, lista: lista.id, chave: 'chave-de-avaliacao-inexistente' };
    const base = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, plausible(f, ids)]));

    posts = routes.flatMap((route) => {
      if (route.path.endsWith('/:form')) {
        return FORM_IDS.flatMap((form) => fieldDefectPosts(route.path.replace(':form', form), base(formFields(form))));
      }
      const fields = OTHER_POST_FIELDS[route.id];
      if (!fields)
        throw new Error(
          `the post route ${route.id} (${route.path}) has no fields in OTHER_POST_FIELDS (post-fields.ts)`,
        );
      return fieldDefectPosts(route.path, base(fields));
    });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('finds every post route in the route table, the store rating among the forms', () => {
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/resources/forms/:form', '/resources/cart', '/checkout/acesso']),
    );
    expect(formFields('avaliacao-loja')).toEqual(expect.arrayContaining(['experiencia', 'satisfacao', 'key']));
    expect(posts.length).toBeGreaterThan(500);
  });

  it('the store rating posted without its key is the form’s 400, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/resources/forms/avaliacao-loja',
      headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'experiencia=9&atendimento=9&satisfacao=true&js=1',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      form: 'avaliacao-loja',
      status: 'erro',
      result: { error: { key: ['O link desta avaliação é inválido: use o link recebido por e-mail.'] } },
    });
  });

  it('T§7 a store rating whose key is unknown or expired is the link’s own message (409), not a failure to send', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/resources/forms/avaliacao-loja',
      headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'experiencia=9&atendimento=9&satisfacao=true&key=chave-de-avaliacao-inexistente&js=1',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      form: 'avaliacao-loja',
      status: 'erro',
      result: { error: { '': ['O link desta avaliação é inválido: use o link recebido por e-mail.'] } },
    });
  });

  it('no defect of any field is a 5xx; a refusal is the form’s own Portuguese answer', async () => {
    const failures: string[] = [];
    let address = 0;
    for (const post of posts) {
      address += 1;
      const res = await app.inject({
        method: 'POST',
        url: post.url,
        payload: post.body,
        headers: {
          ...post.headers,
          host: HOST,
          origin: `http://${HOST}`,
          'x-forwarded-for': `10.34.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
        },
      });
      const type = String(res.headers['content-type'] ?? '');
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${post.label}: ${res.body.slice(0, 120)}`);
      // What a post sends is never echoed into a header beyond what a proxy reads (nginx's default buffer): a long
      // field in a redirect's Location left clients and proxies without an answer.
      const headerBytes = Object.entries(res.headers).reduce(
        (sum, [name, value]) => sum + name.length + String(value).length,
        0,
      );
      if (headerBytes > HEADER_BYTES_MAX) failures.push(`headers of ${headerBytes} bytes ${post.label}`);
      if (res.statusCode < 400) continue;
      const english = englishIn(type, res.body);
      if (english) failures.push(`English (${res.statusCode}) ${post.label}: ${english}`);
      if (res.body.trim() === '') failures.push(`empty ${res.statusCode} ${post.label}`);
      const form = /\/resources\/forms\/([a-z-]+)/.exec(post.url)?.[1];
      if (
        form &&
        post.label.endsWith('js=1') &&
        !(type.includes('json') && res.json<{ form?: string }>().form === form)
      ) {
        failures.push(`not the form's reply (${res.statusCode}) ${post.label}: ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
