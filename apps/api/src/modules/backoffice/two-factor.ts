/**
 * The TOTP second factor of back-office users (issue 37), with otplib (RFC 6238: 6 digits, 30 s) and a QR code drawn
 * by `qrcode` as an SVG data URL on the server. She enrols from /admin/conta: a secret is kept as pending, shown as a
 * QR code and as text, and becomes hers once she types a code it makes; she gets RECOVERY_CODES one-time recovery
 * codes (only their SHA-256 kept). Sign-in then asks for a code after the password. A code is never taken twice: the
 * time step it matched is kept and only a later one is accepted. She turns it off with her password and a code. The
 * owner (people area) can require it of everyone: until she has it, her session opens only her account.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SecurityPolicy, TwoFactorStatus } from '@vitrine/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { ApiError, badRequest } from '../../lib/errors';
import { audit } from '../admin/audit';
import type { Actor } from '../admin/keys';
import { loadStoreInfo } from '../forms/store-info';
import { verifyPassword } from '../session/passwords';

/** Recovery codes given when the second factor is turned on. */
const RECOVERY_CODES = 8;
/** Seconds either side of now a code is accepted in (one step of 30 s: a phone's clock a little off). */
const TOLERANCE_SECONDS = 30;
export const WRONG_CODE = 'Código: não confere. Confira o relógio do celular e digite o código atual.';
const WRONG_PASSWORD = 'Senha: não confere.';
const OWN_ONLY = 'Só quem entrou no painel com e-mail e senha cuida da própria verificação em duas etapas.';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** A recovery code: xxxxx-xxxxx in lower-case letters and digits. */
function recoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]!);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

interface TotpRow {
  id: number;
  email: string;
  password_hash: string;
  totp_segredo: string | null;
  totp_pendente: string | null;
  totp_ultimo_passo: string | number | null;
}

async function userRow(db: Queryable, userId: number): Promise<TotpRow> {
  const [row] = await db.query<TotpRow>(
    `SELECT id, email, password_hash, totp_segredo, totp_pendente, totp_ultimo_passo FROM admin_users WHERE id = $1`,
    [userId],
  );
  if (!row) throw new ApiError('unauthorized', OWN_ONLY);
  return row;
}

function ownUser(actor: Actor): number {
  if (actor.userId === null || actor.keyId !== null) throw new ApiError('forbidden', OWN_ONLY);
  return actor.userId;
}

/**
 * Whether `code` is right for `secret` now and later than the last code taken (then that step is kept, atomically:
 * two requests with one code cannot both pass).
 */
async function takeTotp(db: Queryable, user: TotpRow, secret: string, code: string, now: Date): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const last = user.totp_ultimo_passo === null ? undefined : Number(user.totp_ultimo_passo);
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(last === undefined ? {} : { afterTimeStep: last }),
  });
  // A TOTP answer carries its time step (otplib's result type also covers HOTP, which has none).
  if (!result.valid || !('timeStep' in result)) return false;
  const kept = await db.query(
    `UPDATE admin_users SET totp_ultimo_passo = $2
      WHERE id = $1 AND (totp_ultimo_passo IS NULL OR totp_ultimo_passo < $2) RETURNING id`,
    [user.id, result.timeStep],
  );
  return kept.length === 1;
}

/** Whether `code` (the app's, or an unused recovery code, then used up) proves the second factor of `userId`. */
export async function checkSecondFactor(db: Queryable, userId: number, code: string, now: Date): Promise<boolean> {
  const user = await userRow(db, userId);
  if (!user.totp_segredo) return false;
  if (/^\d{6}$/.test(code)) return takeTotp(db, user, user.totp_segredo, code, now);
  const used = await db.query(
    `UPDATE admin_recovery_codes SET usado_em = $3 WHERE user_id = $1 AND code_hash = $2 AND usado_em IS NULL
     RETURNING user_id`,
    [userId, sha256(code), now.toISOString()],
  );
  return used.length === 1;
}

async function requiresTwoFactor(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ exigir_dois_fatores: boolean }>('SELECT exigir_dois_fatores FROM admin_policy');
  return row?.exigir_dois_fatores ?? false;
}

export async function twoFactorStatus(ctx: AppContext, actor: Actor): Promise<TwoFactorStatus> {
  const user = await userRow(ctx.db, ownUser(actor));
  const [codes] = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM admin_recovery_codes WHERE user_id = $1 AND usado_em IS NULL',
    [user.id],
  );
  let pendente: TwoFactorStatus['pendente'] = null;
  if (!user.totp_segredo && user.totp_pendente) {
    const store = await loadStoreInfo(ctx.db, ctx.publicUrl);
    const uri = generateURI({
      issuer: store.nomeSite || 'Painel da loja',
      label: user.email,
      secret: user.totp_pendente,
    });
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    pendente = {
      segredo: user.totp_pendente,
      uri,
      qr: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
    };
  }
  return {
    ativo: user.totp_segredo !== null,
    exigido: await requiresTwoFactor(ctx.db),
    codigosRestantes: codes?.n ?? 0,
    pendente,
  };
}

/** Starts (or starts again) her enrolment: a new pending secret. */
export async function startTwoFactor(ctx: AppContext, actor: Actor): Promise<TwoFactorStatus> {
  const userId = ownUser(actor);
  const user = await userRow(ctx.db, userId);
  if (user.totp_segredo) {
    throw new ApiError(
      'conflict',
      'A verificação em duas etapas já está ativa. Desative-a antes de trocar o aplicativo.',
    );
  }
  await ctx.db.query('UPDATE admin_users SET totp_pendente = $2 WHERE id = $1', [userId, generateSecret()]);
  return twoFactorStatus(ctx, actor);
}

/** Her first code confirms the pending secret: the second factor is on; the recovery codes are shown once. */
export async function confirmTwoFactor(
  ctx: AppContext,
  actor: Actor,
  codigo: string,
): Promise<{ codigosRecuperacao: string[] }> {
  const userId = ownUser(actor);
  return ctx.db.transaction(async (tx) => {
    const user = await userRow(tx, userId);
    if (user.totp_segredo) throw new ApiError('conflict', 'A verificação em duas etapas já está ativa.');
    if (!user.totp_pendente) {
      throw badRequest('Comece pela leitura do QR code: clique em "Ativar verificação em duas etapas".');
    }
    if (!(await takeTotp(tx, user, user.totp_pendente, codigo, ctx.now()))) {
      throw badRequest(WRONG_CODE, { codigo: WRONG_CODE });
    }
    await tx.query('UPDATE admin_users SET totp_segredo = totp_pendente, totp_pendente = NULL WHERE id = $1', [userId]);
    await tx.query('DELETE FROM admin_recovery_codes WHERE user_id = $1', [userId]);
    const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
    for (const code of codes) {
      await tx.query('INSERT INTO admin_recovery_codes (user_id, code_hash) VALUES ($1, $2)', [userId, sha256(code)]);
    }
    await audit(tx, actor, 'conta.dois-fatores-ativar', `usuario:${userId}`, 1, {
      antes: { ativo: false },
      depois: { ativo: true },
    });
    return { codigosRecuperacao: codes };
  });
}

/** Turns it off: her password and a code (or a recovery code). */
export async function disableTwoFactor(
  ctx: AppContext,
  actor: Actor,
  body: { senha: string; codigo: string },
): Promise<{ ok: true }> {
  const userId = ownUser(actor);
  return ctx.db.transaction(async (tx) => {
    const user = await userRow(tx, userId);
    if (!user.totp_segredo) throw new ApiError('conflict', 'A verificação em duas etapas não está ativa.');
    if (await requiresTwoFactor(tx)) {
      throw new ApiError(
        'conflict',
        'A loja exige a verificação em duas etapas de todos: ela não pode ser desativada. Para trocar de celular, ' +
          'peça a quem cuida dos usuários que deixe de exigi-la por um momento.',
      );
    }
    if (!(await verifyPassword(body.senha, user.password_hash))) {
      throw badRequest(WRONG_PASSWORD, { senha: WRONG_PASSWORD });
    }
    if (!(await checkSecondFactor(tx, userId, body.codigo, ctx.now()))) {
      throw badRequest(WRONG_CODE, { codigo: WRONG_CODE });
    }
    await tx.query(
      'UPDATE admin_users SET totp_segredo = NULL, totp_pendente = NULL, totp_ultimo_passo = NULL WHERE id = $1',
      [userId],
    );
    await tx.query('DELETE FROM admin_recovery_codes WHERE user_id = $1', [userId]);
    await audit(tx, actor, 'conta.dois-fatores-desativar', `usuario:${userId}`, 1, {
      antes: { ativo: true },
      depois: { ativo: false },
    });
    return { ok: true as const };
  });
}

export async function readSecurityPolicy(db: Queryable): Promise<SecurityPolicy> {
  return { exigirDoisFatores: await requiresTwoFactor(db) };
}

/** The owner's rule: every user must have the second factor (those without it enrol before anything else). */
export async function saveSecurityPolicy(ctx: AppContext, actor: Actor, body: SecurityPolicy): Promise<SecurityPolicy> {
  return ctx.db.transaction(async (tx) => {
    // Who requires it has it first (else her own next page would send her to enrol).
    if (body.exigirDoisFatores && actor.userId !== null && actor.keyId === null) {
      const self = await userRow(tx, actor.userId);
      if (!self.totp_segredo) {
        throw new ApiError(
          'conflict',
          'Ative a verificação em duas etapas na sua conta (Minha conta) antes de exigi-la de todos.',
        );
      }
    }
    const before = await readSecurityPolicy(tx);
    await tx.query('UPDATE admin_policy SET exigir_dois_fatores = $1', [body.exigirDoisFatores]);
    await audit(tx, actor, 'seguranca.alterar', 'seguranca', 1, { antes: before, depois: body });
    return body;
  });
}
