/**
 * Back-office users and their admin API keys (issue 27): a gestor lists, creates and disables users, issues keys
 * (the key shown once) and revokes them. A disabled user's sessions end and keys stop working at once (auth.ts
 * reads `active` on every call). Every change is audited without secrets.
 */
import type { AdminRole, AdminUser } from '@vitrine/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { ApiError, notFound } from '../../lib/errors';
import { audit } from '../admin/audit';
import { createAdminUser, createApiKey, revokeApiKey, type Actor } from '../admin/keys';

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

interface UserRow {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
  active: boolean;
  keys: {
    id: number;
    label: string;
    prefix: string;
    created_at: string;
    revoked_at: string | null;
    last_used_at: string | null;
  }[];
}

async function readUsers(db: Queryable, id?: number): Promise<AdminUser[]> {
  const rows = await db.query<UserRow>(
    `SELECT u.id, u.email, u.name, u.role, u.active,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('id', k.id, 'label', k.label, 'prefix', k.prefix,
                        'created_at', k.created_at, 'revoked_at', k.revoked_at, 'last_used_at', k.last_used_at)
                        ORDER BY k.id)
                        FROM admin_api_keys k WHERE k.user_id = u.id), '[]'::jsonb) AS keys
       FROM admin_users u ${id === undefined ? '' : 'WHERE u.id = $1'} ORDER BY u.name, u.id`,
    id === undefined ? [] : [id],
  );
  return rows.map((u) => ({
    id: u.id,
    email: u.email,
    nome: u.name,
    papel: u.role,
    ativo: u.active,
    chaves: u.keys.map((k) => ({
      id: k.id,
      rotulo: k.label,
      prefixo: k.prefix,
      criadaEm: iso(k.created_at) ?? '',
      revogadaEm: iso(k.revoked_at),
      usadaEm: iso(k.last_used_at),
    })),
  }));
}

async function readUser(db: Queryable, id: number): Promise<AdminUser> {
  const [user] = await readUsers(db, id);
  if (!user) throw notFound('Usuário não encontrado.');
  return user;
}

export const listUsers = (ctx: AppContext) => readUsers(ctx.db).then((usuarios) => ({ usuarios }));

export async function addUser(
  ctx: AppContext,
  actor: Actor,
  input: { email: string; nome: string; senha: string; papel: AdminRole },
): Promise<AdminUser> {
  return ctx.db.transaction(async (tx) => {
    const [taken] = await tx.query('SELECT 1 FROM admin_users WHERE email = $1', [input.email]);
    if (taken) throw new ApiError('conflict', 'Já existe um usuário com este e-mail.', { email: 'Já cadastrado.' });
    const id = await createAdminUser(tx, {
      email: input.email,
      name: input.nome,
      password: input.senha,
      role: input.papel,
    });
    const user = await readUser(tx, id);
    await audit(tx, actor, 'usuario.criar', `usuario:${id}`, 1, {
      antes: null,
      depois: { email: user.email, nome: user.nome, papel: user.papel, ativo: true },
    });
    return user;
  });
}

export async function setUserActive(ctx: AppContext, actor: Actor, id: number, ativo: boolean): Promise<AdminUser> {
  if (!ativo && actor.userId === id) throw new ApiError('conflict', 'Você não pode desativar o seu próprio usuário.');
  return ctx.db.transaction(async (tx) => {
    const before = await readUser(tx, id);
    await tx.query('UPDATE admin_users SET active = $2 WHERE id = $1', [id, ativo]);
    // Disabled: every session ends now (keys are refused by auth.ts while the user is inactive).
    if (!ativo) await tx.query('DELETE FROM admin_sessions WHERE user_id = $1', [id]);
    await audit(tx, actor, ativo ? 'usuario.ativar' : 'usuario.desativar', `usuario:${id}`, 1, {
      antes: { ativo: before.ativo },
      depois: { ativo },
    });
    return readUser(tx, id);
  });
}

export async function issueKey(ctx: AppContext, actor: Actor, userId: number, rotulo: string) {
  return ctx.db.transaction(async (tx) => {
    await readUser(tx, userId);
    const key = await createApiKey(tx, { userId, label: rotulo });
    await audit(tx, actor, 'chave.criar', `chave:${key.id}`, 1, {
      antes: null,
      depois: { usuario: userId, rotulo, prefixo: key.prefix },
    });
    return { id: key.id, chave: key.key, prefixo: key.prefix };
  });
}

export async function revokeKey(ctx: AppContext, actor: Actor, keyId: number) {
  return ctx.db.transaction(async (tx) => {
    const revoked = await revokeApiKey(tx, keyId, ctx.now());
    if (!revoked) throw notFound('Chave não encontrada ou já revogada.');
    await audit(tx, actor, 'chave.revogar', `chave:${keyId}`, 1, {
      antes: { revogada: false },
      depois: { revogada: true },
    });
    return { ok: true as const };
  });
}
