/**
 * Issue 37, people and permissions: roles as sets of areas (each area × each role through the admin API, generated
 * from the one table), a user's role changed, roles edited, the last people-area holder kept, her own password, API
 * keys limited to areas and to a date, and the audit trail with its filters.
 */
import { ADMIN_AREA_NAMES, defaultRoles, mayUse, type AdminAreaName } from '@vitrine/contract/admin-areas';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser } from '../src/modules/admin/keys';
import { engine, oneRow, startTestApi, type FixedClock, type TestApi } from './harness';

const clock: FixedClock = { now: new Date() };
let api: TestApi;
let ipCount = 0;
const nextIp = () => `10.37.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;

const admin = (token: string, options: InjectOptions) =>
  api.app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });
const get = (token: string, url: string) => admin(token, { method: 'GET', url: `/v2/admin${url}` });
const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  admin(token, { method, url: `/v2/admin${url}`, payload });

async function signIn(email: string, senha: string) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/v2/admin/sessao',
    remoteAddress: nextIp(),
    payload: { email, senha },
  });
  return res.json().data?.token as string;
}

/** A user of `role`, signed in; her token. */
async function member(role: string, email = `${role}-${++ipCount}@loja.test`, senha = 'senha-boa-123') {
  await createAdminUser(api.db, { email, name: `Pessoa ${role}`, password: senha, role });
  return signIn(email, senha);
}

/** One read of each area through the admin API; null: the area has no call yet. */
const PROBES: Record<AdminAreaName, string | null> = {
  inicio: '/painel',
  caixa: '/inbox',
  emails: '/emails',
  catalogo: '/catalogo?q=bomba',
  conteudo: null,
  usuarios: '/usuarios',
  auditoria: '/audit',
  newsletter: '/newsletter',
  privacidade: '/privacidade?email=ninguem@loja.test',
  exportacao: '/export?format=json',
};

beforeAll(async () => {
  api = await startTestApi({ clock });
});
afterAll(() => api?.close());

describe(`roles of a fresh store (${engine}, issue 37)`, () => {
  it('issue 37: the seeded roles are the table of @vitrine/contract/admin-areas', async () => {
    const rows = await api.db.query<{ nome: string; rotulo: string; areas: string[] }>(
      'SELECT nome, rotulo, areas FROM admin_roles ORDER BY nome',
    );
    const expected = defaultRoles().sort((a, b) => a.nome.localeCompare(b.nome));
    expect(rows.map((r) => ({ ...r, areas: [...r.areas] }))).toEqual(expected);
  });

  for (const role of defaultRoles()) {
    it(`issue 37: ${role.nome} reaches exactly the areas its role opens, call by call`, async () => {
      const token = await member(role.nome);
      expect((await get(token, '/me')).json().data.areas).toEqual(role.areas);
      for (const area of ADMIN_AREA_NAMES) {
        const probe = PROBES[area];
        if (!probe) continue;
        const res = await get(token, probe);
        expect(res.statusCode, `${role.nome} × ${area}`).toBe(mayUse(role.areas, area) ? 200 : 403);
      }
    });
  }
});

describe(`roles edited, a user's role changed (${engine}, issue 37)`, () => {
  let owner: string;
  beforeAll(async () => {
    owner = await member('gestor');
  });

  it('issue 37: the owner makes a role, gives it to a user, and what it opens changes at once', async () => {
    const made = await send(owner, 'PUT', '/papeis/estoquista', { rotulo: 'Estoquista', areas: ['catalogo'] });
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toEqual({ nome: 'estoquista', rotulo: 'Estoquista', areas: ['catalogo'], usuarios: 0 });
    const clerkToken = await member('atendimento', 'clara@loja.test');
    const { id } = await oneRow<{ id: number }>(api.db, `SELECT id FROM admin_users WHERE email = 'clara@loja.test'`);
    expect((await get(clerkToken, '/catalogo?q=bomba')).statusCode).toBe(403);
    const changed = await send(owner, 'POST', `/usuarios/${id}/papel`, { papel: 'estoquista' });
    expect(changed.json().data.papel).toBe('estoquista');
    expect((await get(clerkToken, '/catalogo?q=bomba')).statusCode).toBe(200);
    expect((await get(clerkToken, '/inbox')).statusCode).toBe(403);
    // The role edited: the inbox added, the catalogue taken away.
    await send(owner, 'PUT', '/papeis/estoquista', { rotulo: 'Estoquista', areas: ['caixa'] });
    expect((await get(clerkToken, '/catalogo?q=bomba')).statusCode).toBe(403);
    expect((await get(clerkToken, '/inbox')).statusCode).toBe(200);
    const roles = (await get(owner, '/papeis')).json().data.papeis as { nome: string; usuarios: number }[];
    expect(roles.find((r) => r.nome === 'estoquista')?.usuarios).toBe(1);
    // A role that does not exist is refused beside the field.
    const unknown = await send(owner, 'POST', `/usuarios/${id}/papel`, { papel: 'nenhum' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ papel: 'Perfil: não existe.' });
  });

  it('issue 37: the store never loses its last active people-area holder (her role or its areas)', async () => {
    // Only the holders made here stay active.
    await api.db.query(`UPDATE admin_users SET active = false WHERE email NOT LIKE 'gestor-%@loja.test'`);
    const holders = await api.db.query<{ id: number }>(`SELECT id FROM admin_users WHERE active ORDER BY id`);
    for (const h of holders.slice(1)) await api.db.query('UPDATE admin_users SET active = false WHERE id = $1', [h.id]);
    const last = holders[0]!.id;
    const token = await signIn(
      (await oneRow<{ email: string }>(api.db, 'SELECT email FROM admin_users WHERE id = $1', [last])).email,
      'senha-boa-123',
    );
    const refusals = [
      await send(token, 'POST', `/usuarios/${last}/papel`, { papel: 'atendimento' }),
      await send(token, 'PUT', '/papeis/gestor', { rotulo: 'Gestor (tudo)', areas: ['caixa'] }),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(
        /^Não é possível: a loja ficaria sem nenhum usuário ativo com acesso a Usuários/,
      );
    }
    const { role } = await oneRow<{ role: string }>(api.db, 'SELECT role FROM admin_users WHERE id = $1', [last]);
    expect(role).toBe('gestor');
    expect((await get(token, '/usuarios')).statusCode).toBe(200);
  });
});

describe(`her own password (${engine}, issue 37)`, () => {
  it('issue 37: current + new twice; a wrong current, a mismatch, the demo password are refused; other sessions end', async () => {
    const email = 'troca@loja.test';
    const token = await member('atendimento', email, 'senha-antiga-1');
    const other = await signIn(email, 'senha-antiga-1');
    const change = (body: object) => send(token, 'POST', '/conta/senha', body);
    const wrong = await change({ atual: 'errada', nova: 'senha-nova-123', confirmacao: 'senha-nova-123' });
    expect(wrong.json().error.fields).toEqual({ atual: 'Senha atual: não confere.' });
    const mismatch = await change({ atual: 'senha-antiga-1', nova: 'senha-nova-123', confirmacao: 'outra-coisa' });
    expect(mismatch.statusCode).toBe(400);
    expect(JSON.stringify(mismatch.json().error.fields)).toContain('não é igual à nova senha');
    const short = await change({ atual: 'senha-antiga-1', nova: 'curta', confirmacao: 'curta' });
    expect(JSON.stringify(short.json().error.fields)).toContain('ao menos 8 caracteres');
    const demo = await change({ atual: 'senha-antiga-1', nova: 'demo1234', confirmacao: 'demo1234' });
    expect(demo.json().error.fields).toEqual({ nova: 'Nova senha: não use a senha de demonstração.' });
    const done = await change({ atual: 'senha-antiga-1', nova: 'senha-nova-123', confirmacao: 'senha-nova-123' });
    expect(done.statusCode).toBe(200);
    expect((await get(token, '/me')).statusCode).toBe(200);
    expect((await get(other, '/me')).statusCode).toBe(401);
    expect(await signIn(email, 'senha-antiga-1')).toBeUndefined();
    expect(await signIn(email, 'senha-nova-123')).toMatch(/^[\w-]{43}$/);
  });

  it('issue 37: the start page knows when the signed-in user still has the demo password', async () => {
    const demo = await member('atendimento', 'demo@loja.test', 'demo1234');
    expect((await get(demo, '/painel')).json().data.senhaDemo).toBe(true);
    await send(demo, 'POST', '/conta/senha', {
      atual: 'demo1234',
      nova: 'outra-senha-9',
      confirmacao: 'outra-senha-9',
    });
    expect((await get(demo, '/painel')).json().data.senhaDemo).toBe(false);
  });
});

describe(`API keys: scopes, expiry, last use (${engine}, issue 37)`, () => {
  it('issue 37: a key limited to some areas opens only those of its user; an expired key is a 401', async () => {
    const owner = await member('gestor');
    const { id } = await oneRow<{ id: number }>(
      api.db,
      `SELECT id FROM admin_users WHERE role = 'gestor' ORDER BY id DESC LIMIT 1`,
    );
    const made = await send(owner, 'POST', `/usuarios/${id}/chaves`, {
      rotulo: 'ERP',
      areas: ['catalogo', 'exportacao'],
      validadeDias: 30,
    });
    expect(made.statusCode).toBe(200);
    const key = made.json().data.chave as string;
    expect((await get(key, '/me')).json().data.areas).toEqual(['catalogo', 'exportacao']);
    expect((await get(key, '/catalogo?q=bomba')).statusCode).toBe(200);
    expect((await get(key, '/usuarios')).statusCode).toBe(403);
    const listed = (await get(owner, '/usuarios')).json().data.usuarios.find((u: { id: number }) => u.id === id);
    const view = listed.chaves.find((k: { rotulo: string }) => k.rotulo === 'ERP');
    expect(view.areas).toEqual(['catalogo', 'exportacao']);
    expect(new Date(view.expiraEm).getTime() - clock.now.getTime()).toBe(30 * 24 * 60 * 60_000);
    expect(view.usadaEm).not.toBeNull();
    const saved = clock.now;
    clock.now = new Date(saved.getTime() + 31 * 24 * 60 * 60_000);
    try {
      expect((await get(key, '/me')).statusCode).toBe(401);
    } finally {
      clock.now = saved;
    }
  });

  it("issue 37: a key's scopes never widen its user's role", async () => {
    const owner = await member('gestor');
    await member('atendimento', 'escopo@loja.test');
    const { id } = await oneRow<{ id: number }>(api.db, `SELECT id FROM admin_users WHERE email = 'escopo@loja.test'`);
    const key = (
      await send(owner, 'POST', `/usuarios/${id}/chaves`, { rotulo: 'x', areas: ['usuarios', 'caixa'] })
    ).json().data.chave as string;
    expect((await get(key, '/me')).json().data.areas).toEqual(['caixa']);
    expect((await get(key, '/usuarios')).statusCode).toBe(403);
  });
});

describe(`audit trail (${engine}, issue 37)`, () => {
  it('issue 37: GET /audit pages the trail newest first, filtered by who, what and when, with before and after', async () => {
    const owner = await member('gestor', 'auditora@loja.test');
    await send(owner, 'PUT', '/papeis/revisor', { rotulo: 'Revisor', areas: ['caixa'] });
    await send(owner, 'PUT', '/papeis/revisor', { rotulo: 'Revisor', areas: ['caixa', 'emails'] });
    const page = (await get(owner, '/audit?quem=auditora&acao=perfil.')).json().data;
    expect(page.total).toBe(2);
    expect(page.itens[0]).toMatchObject({
      quem: 'auditora@loja.test',
      acao: 'perfil.alterar',
      alvo: 'perfil:revisor',
      antes: { rotulo: 'Revisor', areas: ['caixa'] },
      depois: { rotulo: 'Revisor', areas: ['caixa', 'emails'] },
    });
    expect(page.itens[1].acao).toBe('perfil.criar');
    expect(page.acoes).toContain('perfil.criar');
    expect((await get(owner, '/audit?acao=perfil.alterar&quem=auditora')).json().data.total).toBe(1);
    expect((await get(owner, '/audit?quem=auditora&ate=2000-01-01')).json().data.total).toBe(0);
    expect((await get(owner, '/audit?quem=auditora&de=2000-01-01')).json().data.total).toBe(2);
    expect((await get(owner, '/audit?quem=%25')).json().data.total).toBe(0);
    expect((await get(owner, '/audit?de=ontem')).statusCode).toBe(400);
  });
});
