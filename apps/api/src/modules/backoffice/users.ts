/**
 * Back-office users, their roles and their admin API keys (issues 27 and 37): whoever holds the people area lists,
 * creates and disables users, changes a user's role, edits roles (sets of areas), issues keys (the key shown once;
 * limited to some areas and to a date when asked) and revokes them. A disabled user's sessions end and keys stop
 * working at once (auth.ts reads `active` on every call). The store always keeps an active holder of the people
 * area. Every change is audited with its before and after, without secrets.
 */
import type { AdminRoleView, AdminUser } from '@vitrine/contract';
import { ADMIN_AREAS, knownAreas, PEOPLE_AREA, type AdminAreaName } from '@vitrine/contract/admin-areas';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { audit } from '../admin/audit';
import { createAdminUser, createApiKey, revokeApiKey, type Actor } from '../admin/keys';

const DAY_MS = 24 * 60 * 60_000;

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

interface UserRow {
  id: number;
  email: string;
  name: string;
  role: string;
  active: boolean;
  keys: {
    id: number;
    label: string;
    prefix: string;
    created_at: string;
    revoked_at: string | null;
    last_used_at: string | null;
    areas: string[] | null;
    expira_em: string | null;
  }[];
}

async function readUsers(db: Queryable, id?: number): Promise<AdminUser[]> {
  const rows = await db.query<UserRow>(
    `SELECT u.id, u.email, u.name, u.role, u.active,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('id', k.id, 'label', k.label, 'prefix', k.prefix,
                        'created_at', k.created_at, 'revoked_at', k.revoked_at, 'last_used_at', k.last_used_at,
                        'areas', k.areas, 'expira_em', k.expira_em)
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
      areas: k.areas === null ? null : knownAreas(k.areas),
      expiraEm: iso(k.expira_em),
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
  input: { email: string; nome: string; senha: string; papel: string },
): Promise<AdminUser> {
  return ctx.db.transaction(async (tx) => {
    await readRole(tx, input.papel);
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
    await keepPeopleHolder(tx);
    await audit(tx, actor, ativo ? 'usuario.ativar' : 'usuario.desativar', `usuario:${id}`, 1, {
      antes: { ativo: before.ativo },
      depois: { ativo },
    });
    return readUser(tx, id);
  });
}

export async function issueKey(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  input: { rotulo: string; areas?: AdminAreaName[] | undefined; validadeDias?: number | undefined },
) {
  return ctx.db.transaction(async (tx) => {
    await readUser(tx, userId);
    const areas = input.areas?.length ? knownAreas(input.areas) : null;
    const expiresAt = input.validadeDias ? new Date(ctx.now().getTime() + input.validadeDias * DAY_MS) : null;
    const key = await createApiKey(tx, { userId, label: input.rotulo, areas, expiresAt });
    await audit(tx, actor, 'chave.criar', `chave:${key.id}`, 1, {
      antes: null,
      depois: {
        usuario: userId,
        rotulo: input.rotulo,
        prefixo: key.prefix,
        areas,
        expiraEm: expiresAt?.toISOString() ?? null,
      },
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

// ————— roles —————

interface RoleRow {
  nome: string;
  rotulo: string;
  areas: string[];
  usuarios: number;
}

const roleView = (r: RoleRow): AdminRoleView => ({
  nome: r.nome,
  rotulo: r.rotulo,
  areas: knownAreas(r.areas),
  usuarios: Number(r.usuarios),
});

async function readRoles(db: Queryable, nome?: string): Promise<AdminRoleView[]> {
  const rows = await db.query<RoleRow>(
    `SELECT r.nome, r.rotulo, r.areas, (SELECT count(*) FROM admin_users u WHERE u.role = r.nome)::int AS usuarios
       FROM admin_roles r ${nome === undefined ? '' : 'WHERE r.nome = $1'} ORDER BY r.rotulo, r.nome`,
    nome === undefined ? [] : [nome],
  );
  return rows.map(roleView);
}

async function readRole(db: Queryable, nome: string): Promise<AdminRoleView> {
  const [role] = await readRoles(db, nome);
  if (!role) throw badRequest('Perfil: não existe.', { papel: 'Perfil: não existe.' });
  return role;
}

export const listRoles = (ctx: AppContext) => readRoles(ctx.db).then((papeis) => ({ papeis }));

/**
 * The store must keep an active user who manages people (else no one could ever change a role or a password again):
 * checked after a change, inside its transaction, so a refusal undoes it.
 */
async function keepPeopleHolder(tx: Queryable): Promise<void> {
  const [held] = await tx.query(
    `SELECT 1 FROM admin_users u JOIN admin_roles r ON r.nome = u.role WHERE u.active AND $1 = ANY (r.areas) LIMIT 1`,
    [PEOPLE_AREA],
  );
  if (!held) {
    throw new ApiError(
      'conflict',
      `Não é possível: a loja ficaria sem nenhum usuário ativo com acesso a ${ADMIN_AREAS[PEOPLE_AREA].rotulo}. ` +
        'Dê esse acesso a outra pessoa antes.',
    );
  }
}

/** Creates a role or changes its label and areas. */
export async function saveRole(
  ctx: AppContext,
  actor: Actor,
  nome: string,
  input: { rotulo: string; areas: AdminAreaName[] },
): Promise<AdminRoleView> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await readRoles(tx, nome);
    const areas = knownAreas(input.areas);
    await tx.query(
      `INSERT INTO admin_roles (nome, rotulo, areas) VALUES ($1, $2, $3)
       ON CONFLICT (nome) DO UPDATE SET rotulo = EXCLUDED.rotulo, areas = EXCLUDED.areas`,
      [nome, input.rotulo, areas],
    );
    await keepPeopleHolder(tx);
    await audit(tx, actor, before ? 'perfil.alterar' : 'perfil.criar', `perfil:${nome}`, 1, {
      antes: before ? { rotulo: before.rotulo, areas: before.areas } : null,
      depois: { rotulo: input.rotulo, areas },
    });
    return readRole(tx, nome);
  });
}

/** Gives a user another role. */
export async function setUserRole(ctx: AppContext, actor: Actor, id: number, papel: string): Promise<AdminUser> {
  return ctx.db.transaction(async (tx) => {
    const before = await readUser(tx, id);
    await readRole(tx, papel);
    await tx.query('UPDATE admin_users SET role = $2 WHERE id = $1', [id, papel]);
    await keepPeopleHolder(tx);
    await audit(tx, actor, 'usuario.perfil', `usuario:${id}`, 1, {
      antes: { papel: before.papel },
      depois: { papel },
    });
    return readUser(tx, id);
  });
}
