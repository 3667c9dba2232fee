/**
 * Issue 37, staff accounts: the password reset by e-mail (the e-mail caught by a real SMTP server, the one-time link,
 * its hour, a newer link and a password change ending it, the neutral answer, the limits) and the TOTP second factor
 * (enrolment, sign-in with and without the code, a wrong or reused code, recovery codes, turning it off, the owner's
 * rule that everyone must have it).
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { PASSWORD_RESET_LINK_INVALID, PASSWORD_RESET_SENT } from '@vitrine/contract';
import type { InjectOptions } from 'fastify';
import { generate } from 'otplib';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminUser } from '../src/modules/admin/keys';
import { createOutboxWorker } from '../src/modules/forms/outbox-worker';
import { engine, oneRow, startTestApi, type FixedClock, type TestApi } from './harness';

const clock: FixedClock = { now: new Date() };
let api: TestApi;
let server: SMTPServer;
let smtpUrl: string;
const received: { to: string[]; raw: string }[] = [];
let ipCount = 0;
const nextIp = () => `10.91.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;
const MINUTE = 60_000;

const post = (url: string, payload: object, options: Partial<InjectOptions> = {}) =>
  api.app.inject({ method: 'POST', url: `/v2/admin${url}`, payload, remoteAddress: nextIp(), ...options });
const admin = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  api.app.inject({
    method,
    url: `/v2/admin${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

async function signIn(email: string, senha: string) {
  return (await post('/sessao', { email, senha })).json() as {
    success: boolean;
    data?: { token?: string; segundoFator?: true; desafio?: string };
  };
}
async function sessionOf(email: string, senha: string): Promise<string> {
  const token = (await signIn(email, senha)).data?.token;
  if (!token) throw new Error(`no session for ${email}`);
  return token;
}

let userCount = 0;
async function user(role = 'atendimento', senha = 'senha-boa-123') {
  const email = `pessoa${++userCount}-${engine}@loja.test`;
  const id = await createAdminUser(api.db, { email, name: `Pessoa ${userCount}`, password: senha, role });
  return { id, email, senha };
}

/** Delivers the outbox through SMTP and answers the reset link of the e-mail sent to `to`. */
async function resetLinkSentTo(to: string): Promise<string> {
  const worker = createOutboxWorker({
    db: api.db,
    smtpUrl,
    log: { info: () => undefined, warn: () => undefined },
    now: () => new Date(clock.now.getTime() + 1),
  });
  try {
    await worker.deliverDue();
  } finally {
    await worker.stop();
  }
  const mail = received.filter((m) => m.to.includes(to)).at(-1);
  if (!mail) throw new Error(`no e-mail to ${to}`);
  // Quoted-printable: soft breaks joined, '=' restored.
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/\S*\/admin\/senha\/redefinir\?token=[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  if (!link) throw new Error(`no link in the e-mail to ${to}`);
  return link;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const code = (secret: string, at = clock.now) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

beforeAll(async () => {
  api = await startTestApi({ clock });
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await api?.close();
});
beforeEach(async () => {
  // Only what a test queues is delivered.
  await api.db.query('UPDATE email_outbox SET enviado_em = now() WHERE enviado_em IS NULL');
  received.length = 0;
});

describe(`password reset by e-mail (${engine}, issue 37)`, () => {
  it('issue 37: the same answer for any e-mail; an active user gets a link by e-mail, and only its hash is kept', async () => {
    const pessoa = await user();
    const known = await post('/senha/esqueci', { email: pessoa.email.toUpperCase() });
    const unknown = await post('/senha/esqueci', { email: 'ninguem@loja.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(PASSWORD_RESET_SENT).toMatch(/Se este e-mail for de um usuário ativo/);
    const queued = await api.db.query<{ destinatario: string }>(
      'SELECT destinatario FROM email_outbox WHERE enviado_em IS NULL',
    );
    expect(queued.map((r) => r.destinatario)).toEqual([pessoa.email]);
    const link = await resetLinkSentTo(pessoa.email);
    expect(received).toHaveLength(1);
    expect(link).toMatch(/\/admin\/senha\/redefinir\?token=/);
    const stored = await api.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM admin_password_resets WHERE user_id = $1',
      [pessoa.id],
    );
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(tokenOf(link)).digest('hex') }]);
    // The outbox screen does not show the link's token to whoever reads the outbox.
    const list = (await admin(await sessionOf((await user('gestor')).email, 'senha-boa-123'), 'GET', '/emails')).json()
      .data.emails as { destinatario: string; corpo: string }[];
    const shown = list.find((m) => m.destinatario === pessoa.email)!;
    expect(shown.corpo).toContain('token=(oculto)');
    expect(shown.corpo).not.toContain(tokenOf(link));
  });

  it('issue 37: the link sets a new password once, with the rules of a password change, and signs her out everywhere', async () => {
    const pessoa = await user();
    const before = await sessionOf(pessoa.email, pessoa.senha);
    await post('/senha/esqueci', { email: pessoa.email });
    const token = tokenOf(await resetLinkSentTo(pessoa.email));
    expect((await post('/senha/redefinir/verificar', { token })).statusCode).toBe(200);
    const mismatch = await post('/senha/redefinir', { token, nova: 'nova-senha-123', confirmacao: 'outra' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields.confirmacao).toBe('Confirmação: não é igual à nova senha.');
    const short = await post('/senha/redefinir', { token, nova: 'curta', confirmacao: 'curta' });
    expect(JSON.stringify(short.json().error.fields)).toContain('ao menos 8 caracteres');
    const demo = await post('/senha/redefinir', { token, nova: 'demo1234', confirmacao: 'demo1234' });
    expect(demo.json().error.fields).toEqual({ nova: 'Nova senha: não use a senha de demonstração.' });

    const done = await post('/senha/redefinir', { token, nova: 'nova-senha-123', confirmacao: 'nova-senha-123' });
    expect(done.statusCode).toBe(200);
    expect((await admin(before, 'GET', '/me')).statusCode).toBe(401);
    expect((await signIn(pessoa.email, pessoa.senha)).success).toBe(false);
    expect(await sessionOf(pessoa.email, 'nova-senha-123')).toMatch(/^[\w-]{43}$/);
    // Used once: the same link again is refused, and its check says so.
    const again = await post('/senha/redefinir', { token, nova: 'terceira-senha-1', confirmacao: 'terceira-senha-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(PASSWORD_RESET_LINK_INVALID);
    expect((await post('/senha/redefinir/verificar', { token })).statusCode).toBe(400);
    expect(await sessionOf(pessoa.email, 'nova-senha-123')).toMatch(/^[\w-]{43}$/);
  });

  it('issue 37: a link expires after an hour', async () => {
    const pessoa = await user();
    await post('/senha/esqueci', { email: pessoa.email });
    const token = tokenOf(await resetLinkSentTo(pessoa.email));
    const saved = clock.now;
    clock.now = new Date(saved.getTime() + 59 * MINUTE);
    try {
      expect((await post('/senha/redefinir/verificar', { token })).statusCode).toBe(200);
      clock.now = new Date(saved.getTime() + 61 * MINUTE);
      expect((await post('/senha/redefinir/verificar', { token })).statusCode).toBe(400);
      const late = await post('/senha/redefinir', { token, nova: 'nova-senha-123', confirmacao: 'nova-senha-123' });
      expect(late.statusCode).toBe(400);
      expect(late.json().error.message).toBe(PASSWORD_RESET_LINK_INVALID);
    } finally {
      clock.now = saved;
    }
    expect((await signIn(pessoa.email, pessoa.senha)).success).toBe(true);
  });

  it('issue 37: a newer link ends the older one, and so does a change of her password', async () => {
    const pessoa = await user();
    await post('/senha/esqueci', { email: pessoa.email });
    const first = tokenOf(await resetLinkSentTo(pessoa.email));
    await post('/senha/esqueci', { email: pessoa.email });
    const second = tokenOf(await resetLinkSentTo(pessoa.email));
    expect(second).not.toBe(first);
    expect((await post('/senha/redefinir/verificar', { token: first })).statusCode).toBe(400);
    expect((await post('/senha/redefinir/verificar', { token: second })).statusCode).toBe(200);
    // She remembers it and changes it on her account page: the link stops working.
    const session = await sessionOf(pessoa.email, pessoa.senha);
    const changed = await admin(session, 'POST', '/conta/senha', {
      atual: pessoa.senha,
      nova: 'lembrei-a-senha-1',
      confirmacao: 'lembrei-a-senha-1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await post('/senha/redefinir/verificar', { token: second })).statusCode).toBe(400);
  });

  it('issue 37: an inactive user gets no e-mail; requests are limited per e-mail and address (429)', async () => {
    const inactive = await user();
    await api.db.query('UPDATE admin_users SET active = false WHERE id = $1', [inactive.id]);
    expect((await post('/senha/esqueci', { email: inactive.email })).statusCode).toBe(200);
    expect(await api.db.query('SELECT 1 FROM email_outbox WHERE enviado_em IS NULL')).toHaveLength(0);

    const pessoa = await user();
    const from = { remoteAddress: '10.91.250.1' };
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await post('/senha/esqueci', { email: pessoa.email }, from)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    expect(await api.db.query('SELECT 1 FROM email_outbox WHERE enviado_em IS NULL')).toHaveLength(3);
    const bad = await post('/senha/esqueci', { email: 'não é e-mail' });
    expect(bad.statusCode).toBe(400);
    expect((await post('/senha/redefinir', { token: 'x', nova: 'a', confirmacao: 'a' })).statusCode).toBe(400);
  });
});

describe(`TOTP second factor (${engine}, issue 37)`, () => {
  /** A user who turned the second factor on: her secret and recovery codes. */
  async function enrolled(role = 'atendimento') {
    const pessoa = await user(role);
    const session = await sessionOf(pessoa.email, pessoa.senha);
    const start = (await admin(session, 'POST', '/conta/dois-fatores/inicio')).json().data;
    const secret = start.pendente.segredo as string;
    const confirm = await admin(session, 'POST', '/conta/dois-fatores/confirmar', { codigo: await code(secret) });
    clock.now = new Date(clock.now.getTime() + 30_000);
    return { ...pessoa, session, secret, recovery: confirm.json().data.codigosRecuperacao as string[] };
  }

  it('issue 37: she enrols from her account: a QR code and the secret, confirmed with a code; recovery codes once', async () => {
    const pessoa = await user();
    const session = await sessionOf(pessoa.email, pessoa.senha);
    const off = (await admin(session, 'GET', '/conta/dois-fatores')).json().data;
    expect(off).toEqual({ ativo: false, exigido: false, codigosRestantes: 0, pendente: null });
    const start = (await admin(session, 'POST', '/conta/dois-fatores/inicio')).json().data;
    expect(start.ativo).toBe(false);
    expect(start.pendente.segredo).toMatch(/^[A-Z2-7]{26,}$/);
    expect(start.pendente.uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    expect(start.pendente.uri).toContain(encodeURIComponent(pessoa.email));
    expect(Buffer.from(start.pendente.qr.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()).toMatch(
      /^<svg/,
    );
    const wrong = await admin(session, 'POST', '/conta/dois-fatores/confirmar', { codigo: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.codigo).toMatch(/^Código: não confere/);
    const bad = await admin(session, 'POST', '/conta/dois-fatores/confirmar', { codigo: 'abc' });
    expect(bad.statusCode).toBe(400);
    const right = await admin(session, 'POST', '/conta/dois-fatores/confirmar', {
      codigo: await code(start.pendente.segredo),
    });
    expect(right.statusCode).toBe(200);
    const codes = right.json().data.codigosRecuperacao as string[];
    expect(codes).toHaveLength(8);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const stored = await api.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM admin_recovery_codes WHERE user_id = $1',
      [pessoa.id],
    );
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);
    const on = (await admin(session, 'GET', '/conta/dois-fatores')).json().data;
    expect(on).toEqual({ ativo: true, exigido: false, codigosRestantes: 8, pendente: null });
  });

  it('issue 37: sign-in asks for the code after the password; a wrong code or a reused one is refused', async () => {
    const pessoa = await enrolled();
    const first = await signIn(pessoa.email, pessoa.senha);
    expect(first.data).toEqual({ segundoFator: true, desafio: expect.stringMatching(/^[\w-]{43}$/) });
    expect(first.data?.token).toBeUndefined();
    // The challenge is no session.
    expect((await admin(first.data!.desafio!, 'GET', '/me')).statusCode).toBe(401);
    const wrong = await post('/sessao/codigo', { desafio: first.data!.desafio, codigo: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.codigo).toMatch(/^Código: não confere/);
    const now = await code(pessoa.secret);
    const right = await post('/sessao/codigo', { desafio: first.data!.desafio, codigo: now });
    expect(right.statusCode).toBe(200);
    expect((await admin(right.json().data.token, 'GET', '/me')).json().data.nome).toBe(pessoa.email);
    // The challenge is used up, and the same code does not open a second sign-in.
    expect((await post('/sessao/codigo', { desafio: first.data!.desafio, codigo: now })).statusCode).toBe(401);
    const second = await signIn(pessoa.email, pessoa.senha);
    const reused = await post('/sessao/codigo', { desafio: second.data!.desafio, codigo: now });
    expect(reused.statusCode).toBe(400);
    clock.now = new Date(clock.now.getTime() + 30_000);
    const next = await post('/sessao/codigo', { desafio: second.data!.desafio, codigo: await code(pessoa.secret) });
    expect(next.statusCode).toBe(200);
  });

  it('issue 37: a recovery code signs in once; five wrong codes end the challenge', async () => {
    const pessoa = await enrolled();
    const one = await signIn(pessoa.email, pessoa.senha);
    const recovery = pessoa.recovery[0]!;
    expect(
      (await post('/sessao/codigo', { desafio: one.data!.desafio, codigo: recovery.toUpperCase() })).statusCode,
    ).toBe(200);
    const two = await signIn(pessoa.email, pessoa.senha);
    expect((await post('/sessao/codigo', { desafio: two.data!.desafio, codigo: recovery })).statusCode).toBe(400);
    expect((await admin(pessoa.session, 'GET', '/conta/dois-fatores')).json().data.codigosRestantes).toBe(7);

    const three = await signIn(pessoa.email, pessoa.senha);
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await post('/sessao/codigo', { desafio: three.data!.desafio, codigo: '000000' })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 401]);
    const late = await post('/sessao/codigo', { desafio: three.data!.desafio, codigo: await code(pessoa.secret) });
    expect(late.statusCode).toBe(401);
  });

  it('issue 37: she turns it off with her password and a code; then the password alone signs in', async () => {
    const pessoa = await enrolled();
    const off = (body: object) => admin(pessoa.session, 'POST', '/conta/dois-fatores/desativar', body);
    const wrongPassword = await off({ senha: 'errada', codigo: await code(pessoa.secret) });
    expect(wrongPassword.json().error.fields).toEqual({ senha: 'Senha: não confere.' });
    const wrongCode = await off({ senha: pessoa.senha, codigo: '000000' });
    expect(wrongCode.json().error.fields.codigo).toMatch(/^Código: não confere/);
    expect((await off({ senha: pessoa.senha, codigo: await code(pessoa.secret) })).statusCode).toBe(200);
    expect((await signIn(pessoa.email, pessoa.senha)).data?.token).toMatch(/^[\w-]{43}$/);
    expect(await api.db.query('SELECT 1 FROM admin_recovery_codes WHERE user_id = $1', [pessoa.id])).toHaveLength(0);
  });

  it('issue 37: the owner requires it of everyone: a user without it reaches only her account until she enrols', async () => {
    const clerk = await user('atendimento');
    const clerkSession = await sessionOf(clerk.email, clerk.senha);
    expect((await admin(clerkSession, 'PUT', '/seguranca', { exigirDoisFatores: true })).statusCode).toBe(403);
    // An owner without the second factor is told to turn hers on first.
    const plainOwner = await sessionOf((await user('gestor')).email, 'senha-boa-123');
    const first = await admin(plainOwner, 'PUT', '/seguranca', { exigirDoisFatores: true });
    expect(first.statusCode).toBe(409);
    expect(first.json().error.message).toMatch(/^Ative a verificação em duas etapas na sua conta/);
    const owner = (await enrolled('gestor')).session;
    const bad = await admin(owner, 'PUT', '/seguranca', { exigirDoisFatores: 'sim' });
    expect(bad.statusCode).toBe(400);
    try {
      const saved = await admin(owner, 'PUT', '/seguranca', { exigirDoisFatores: true });
      expect(saved.json().data).toEqual({ exigirDoisFatores: true });
      expect((await admin(owner, 'GET', '/seguranca')).json().data).toEqual({ exigirDoisFatores: true });
      expect((await admin(plainOwner, 'GET', '/usuarios')).statusCode).toBe(403);
      const me = (await admin(clerkSession, 'GET', '/me')).json().data;
      expect(me.precisaSegundoFator).toBe(true);
      const inbox = await admin(clerkSession, 'GET', '/inbox');
      expect(inbox.statusCode).toBe(403);
      expect(inbox.json().error.message).toMatch(/exige a verificação em duas etapas/);
      expect((await admin(clerkSession, 'GET', '/painel')).statusCode).toBe(403);
      expect((await admin(clerkSession, 'GET', '/products?limit=1')).statusCode).toBe(403);
      const status = (await admin(clerkSession, 'GET', '/conta/dois-fatores')).json().data;
      expect(status.exigido).toBe(true);
      const start = (await admin(clerkSession, 'POST', '/conta/dois-fatores/inicio')).json().data;
      const confirm = await admin(clerkSession, 'POST', '/conta/dois-fatores/confirmar', {
        codigo: await code(start.pendente.segredo),
      });
      expect(confirm.statusCode).toBe(200);
      expect((await admin(clerkSession, 'GET', '/me')).json().data.precisaSegundoFator).toBeUndefined();
      expect((await admin(clerkSession, 'GET', '/inbox')).statusCode).toBe(200);
      // While the rule holds, she cannot turn it off.
      clock.now = new Date(clock.now.getTime() + 30_000);
      const off = await admin(clerkSession, 'POST', '/conta/dois-fatores/desativar', {
        senha: clerk.senha,
        codigo: await code(start.pendente.segredo),
      });
      expect(off.statusCode).toBe(409);
      expect((await admin(clerkSession, 'GET', '/conta/dois-fatores')).json().data.ativo).toBe(true);
      const audit = (await admin(owner, 'GET', '/audit?acao=seguranca.')).json().data;
      expect(audit.itens[0]).toMatchObject({ acao: 'seguranca.alterar', depois: { exigirDoisFatores: true } });
    } finally {
      await admin(owner, 'PUT', '/seguranca', { exigirDoisFatores: false });
    }
    // With the rule off again, a user without the second factor is not held back.
    expect((await admin(plainOwner, 'GET', '/me')).json().data.precisaSegundoFator).toBeUndefined();
    expect((await admin(plainOwner, 'GET', '/usuarios')).statusCode).toBe(200);
    const { exigir_dois_fatores } = await oneRow<{ exigir_dois_fatores: boolean }>(
      api.db,
      'SELECT exigir_dois_fatores FROM admin_policy',
    );
    expect(exigir_dois_fatores).toBe(false);
  });
});
