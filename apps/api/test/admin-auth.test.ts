/**
 * Issue 26 / docs/architecture.md §8: the admin API's keys — Bearer only, hashed, revocable, per user and role — and
 * its audit.
 */
import { ADMIN_AREA_NAMES, defaultRoles } from '@vitrine/contract/admin-areas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../src/lib/errors';
import { audit } from '../src/modules/admin/audit';
import { requireArea } from '../src/modules/admin/auth';
import { createAdminUser, createApiKey, revokeApiKey, type Actor } from '../src/modules/admin/keys';
import { engine, startTestApi, TEST_ADMIN_TOKEN, type TestApi } from './harness';

let api: TestApi;
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const me = (headers: Record<string, string>) => api.app.inject({ method: 'GET', url: '/v2/admin/me', headers });

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe(`admin API keys (${engine})`, () => {
  it('issue 26: ADMIN_TOKEN is a gestor key', async () => {
    const res = await me(bearer(TEST_ADMIN_TOKEN));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { nome: 'ADMIN_TOKEN', papel: 'gestor', areas: ADMIN_AREA_NAMES, usuario: null },
    });
  });

  it('issue 26: a missing, malformed or wrong key is a 401 in the envelope, in Portuguese', async () => {
    for (const headers of [
      {},
      { authorization: TEST_ADMIN_TOKEN },
      { authorization: 'Basic dXNlcjpwYXNz' },
      bearer(`${TEST_ADMIN_TOKEN}x`),
      bearer('x'.repeat(5000)),
      bearer('\u00e9\u00e9'),
    ]) {
      const res = await me(headers);
      expect(res.statusCode, JSON.stringify(headers).slice(0, 80)).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'unauthorized' } });
      expect(res.json().error.message).toMatch(/Chave de acesso ausente, inválida ou revogada/);
    }
  });

  it("issue 26: the Store API's App-Token opens nothing here", async () => {
    const res = await api.call({ method: 'GET', url: '/v2/admin/me' });
    expect(res.statusCode).toBe(401);
    const both = await api.call({ method: 'GET', url: '/v2/admin/me', headers: bearer(api.ctx.appToken) });
    expect(both.statusCode).toBe(401);
  });

  it("issue 26: a user's key works until it is revoked or the user disabled; only its hash is stored", async () => {
    const userId = await createAdminUser(api.db, {
      email: 'Gestora@Loja.com.br',
      name: 'Gestora',
      password: 'uma-senha-boa',
      role: 'gestor',
    });
    const key = await createApiKey(api.db, { userId, label: 'notebook' });
    expect(key.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await api.db.query<{ key_hash: string; prefix: string }>(
      'SELECT key_hash, prefix FROM admin_api_keys WHERE id = $1',
      [key.id],
    );
    expect(stored[0]?.key_hash).not.toContain(key.key);
    expect(stored[0]?.prefix).toBe(key.key.slice(0, 8));

    const ok = await me(bearer(key.key));
    expect(ok.json().data).toEqual({
      nome: 'gestora@loja.com.br',
      papel: 'gestor',
      areas: defaultRoles()[0]!.areas,
      usuario: userId,
    });
    const [used] = await api.db.query<{ last_used_at: Date | null }>(
      'SELECT last_used_at FROM admin_api_keys WHERE id = $1',
      [key.id],
    );
    expect(used?.last_used_at).not.toBeNull();

    await api.db.query('UPDATE admin_users SET active = false WHERE id = $1', [userId]);
    expect((await me(bearer(key.key))).statusCode).toBe(401);
    await api.db.query('UPDATE admin_users SET active = true WHERE id = $1', [userId]);
    expect((await me(bearer(key.key))).statusCode).toBe(200);

    expect(await revokeApiKey(api.db, key.id, new Date())).toBe(true);
    expect((await me(bearer(key.key))).statusCode).toBe(401);
  });

  it('issue 26: a system key (no user) acts as a gestor under its label', async () => {
    const key = await createApiKey(api.db, { userId: null, label: 'ERP' });
    expect((await me(bearer(key.key))).json().data).toEqual({
      nome: 'ERP',
      papel: 'gestor',
      areas: ADMIN_AREA_NAMES,
      usuario: null,
    });
  });

  it('issue 26: an unknown admin path is a JSON 404, after the key check', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/v2/admin/nada' })).statusCode).toBe(401);
    const res = await api.app.inject({ method: 'GET', url: '/v2/admin/nada', headers: bearer(TEST_ADMIN_TOKEN) });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Rota não encontrada: GET /v2/admin/nada');
  });
});

describe(`admin roles and audit (${engine})`, () => {
  const attendant: Actor = {
    userId: null,
    keyId: null,
    role: 'atendimento',
    areas: ['caixa', 'emails', 'exportacao'],
    label: 'ana@loja.com.br',
  };
  const asRequest = (actor: Actor) => ({ adminActor: actor }) as FastifyRequest;

  it('issue 26: requireArea lets a role through or answers 403 in Portuguese', () => {
    expect(requireArea(asRequest(attendant), 'caixa')).toBe(attendant);
    let error: unknown;
    try {
      requireArea(asRequest(attendant), 'catalogo');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden' });
    expect((error as Error).message).toMatch(/Seu perfil \(atendimento\) não dá acesso a esta área: Catálogo/);
  });

  it('issue 26: audit writes who, what, how many rows and the detail', async () => {
    await audit(api.db, attendant, 'teste', 'sku:X', 3, { antes: 1, depois: 2 });
    const [row] = await api.db.query<Record<string, unknown>>(
      "SELECT actor, action, target, rows, detail FROM admin_audit WHERE action = 'teste'",
    );
    expect(row).toEqual({
      actor: 'ana@loja.com.br',
      action: 'teste',
      target: 'sku:X',
      rows: 3,
      detail: { antes: 1, depois: 2 },
    });
  });
});
