import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { backoffMs, createOutboxWorker, OUTBOX_DEFAULTS, type OutboxLog } from '../src/modules/forms/outbox-worker';
import { engine, startTestApi, type TestApi } from './harness';

/** The e-mail outbox delivered to a real SMTP server (issue 13; docs/decisions/014-forms.md). */

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let api: TestApi;
let server: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];
/** How many of the next messages the server refuses with a temporary error. */
let refuseNext = 0;

beforeAll(async () => {
  api = await startTestApi();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refuseNext > 0) {
          refuseNext -= 1;
          const error = Object.assign(new Error('Caixa ocupada, tente mais tarde'), { responseCode: 451 });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
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
  // Each test starts from an outbox holding only what it queues.
  await api.db.query('UPDATE email_outbox SET enviado_em = now() WHERE enviado_em IS NULL');
  received.length = 0;
  refuseNext = 0;
});

const silent: OutboxLog = { info: () => undefined, warn: () => undefined };

/** A clock the test moves by hand. */
function clock(start = new Date()) {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

let asked = 0;
async function askQuestion(pergunta = 'Vem com certificado de calibração?') {
  asked += 1;
  const [p] = await api.db.query<{ id: number }>('SELECT id FROM products WHERE ativo ORDER BY id LIMIT 1');
  const res = await api.call({
    method: 'POST',
    url: '/v2/front/question',
    remoteAddress: `10.77.0.${asked}`,
    payload: { idNivel: p!.id, nivel: 'produto', nome: 'Rui Lima', email: 'rui@lima.eng.br', pergunta },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await api.db.query<{ id: number }>(
    "SELECT id FROM email_outbox WHERE origem LIKE 'pergunta:%' ORDER BY id DESC LIMIT 1",
  );
  return row!.id;
}

const outboxRow = async (id: number) =>
  (
    await api.db.query<{
      enviado_em: Date | null;
      tentativas: number;
      ultimo_erro: string | null;
      proximo_envio_em: Date;
      reservado_ate: Date | null;
    }>('SELECT enviado_em, tentativas, ultimo_erro, proximo_envio_em, reservado_ate FROM email_outbox WHERE id = $1', [
      id,
    ])
  )[0]!;

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});
function worker(options: Partial<Parameters<typeof createOutboxWorker>[0]> = {}) {
  const w = createOutboxWorker({ db: api.db, smtpUrl, log: silent, ...options });
  stops.push(() => w.stop());
  return w;
}

describe(`e-mail outbox on ${engine} (T§7 forms; T§9 leaves the server side to us: issue 13)`, () => {
  it('delivers a queued e-mail through SMTP from the store address, with Reply-To, and marks it sent', async () => {
    const id = await askQuestion('Mede até -40 °C? <b>urgente</b>');
    const w = worker();
    expect(await w.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('contato@vitrineinstrumentos.com.br');
    expect(mail!.to).toEqual(['contato@vitrineinstrumentos.com.br']);
    expect(mail!.raw).toMatch(/^Reply-To: rui@lima\.eng\.br/m);
    expect(mail!.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(mail!.raw).toMatch(/^Subject: /m);
    const row = await outboxRow(id);
    expect(row.enviado_em).not.toBeNull();
    expect(row).toMatchObject({ tentativas: 1, ultimo_erro: null, reservado_ate: null });
    // Sent rows are not sent again.
    expect(await w.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('issue 37: a store e-mail goes as text and HTML (multipart/alternative) in the store look, linking to its back-office item', async () => {
    const id = await askQuestion('Tem <script>alert(1)</script> certificado?');
    const [row] = await api.db.query<{ origem: string }>('SELECT origem FROM email_outbox WHERE id = $1', [id]);
    const pergunta = row!.origem.split(':')[1];
    expect(await worker().deliverDue()).toEqual({ sent: 1, failed: 0 });
    const raw = received[0]!.raw;
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toMatch(/^Content-Type: text\/plain/m);
    expect(raw).toMatch(/^Content-Type: text\/html/m);
    const decoded = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    const link = `http://localhost:3000/admin/caixa/pergunta/${pergunta}`;
    expect(decoded).toContain(`No painel da loja: ${link}`);
    expect(decoded).toContain(`<a href="${link}"`);
    expect(decoded).toContain('Vitrine Instrumentos</td>');
    // What the shopper typed is text in the HTML part too.
    const html = decoded.slice(decoded.indexOf('<!doctype html>'));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('retries with exponential backoff after the server refused once', async () => {
    const id = await askQuestion();
    const c = clock();
    const w = worker({ now: c.now });
    refuseNext = 1;
    expect(await w.deliverDue()).toEqual({ sent: 0, failed: 1 });
    let row = await outboxRow(id);
    expect(row.enviado_em).toBeNull();
    expect(row.tentativas).toBe(1);
    expect(row.ultimo_erro).toMatch(/451|ocupada/);
    expect(new Date(row.proximo_envio_em).getTime() - c.now().getTime()).toBe(OUTBOX_DEFAULTS.baseDelayMs);

    // Not due yet: nothing is tried.
    c.advance(OUTBOX_DEFAULTS.baseDelayMs - 1000);
    expect(await w.deliverDue()).toEqual({ sent: 0, failed: 0 });
    c.advance(1000);
    expect(await w.deliverDue()).toEqual({ sent: 1, failed: 0 });
    row = await outboxRow(id);
    expect(row.enviado_em).not.toBeNull();
    expect(row.tentativas).toBe(2);
    expect(received).toHaveLength(1);
  });

  it('the backoff doubles per attempt up to its cap', () => {
    const { baseDelayMs: base, maxDelayMs: max } = OUTBOX_DEFAULTS;
    expect([1, 2, 3, 4].map((n) => backoffMs(n, base, max))).toEqual([base, base * 2, base * 4, base * 8]);
    expect(backoffMs(40, base, max)).toBe(max);
  });

  it('a row claimed by a node that died is sent after its lease ends, never while it lasts', async () => {
    const id = await askQuestion();
    const c = clock();
    // The dead node's claim: leased from now on, one attempt counted, never marked.
    await api.db.query('UPDATE email_outbox SET reservado_ate = $2, tentativas = 1 WHERE id = $1', [
      id,
      new Date(c.now().getTime() + OUTBOX_DEFAULTS.leaseMs).toISOString(),
    ]);
    const w = worker({ now: c.now });
    expect(await w.deliverDue()).toEqual({ sent: 0, failed: 0 });
    c.advance(OUTBOX_DEFAULTS.leaseMs);
    expect(await w.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect((await outboxRow(id)).tentativas).toBe(2);
  });

  it('a queued row survives a restart: a new worker on the same database sends it', async () => {
    const id = await askQuestion();
    // The first process stops before its first round (a crash right after the request was accepted).
    const first = worker();
    await first.stop();
    expect((await outboxRow(id)).enviado_em).toBeNull();
    expect(await worker().deliverDue()).toEqual({ sent: 1, failed: 0 });
  });

  it('two workers at once deliver each row exactly once', async () => {
    const ids = [await askQuestion('Um?'), await askQuestion('Dois?'), await askQuestion('Três?')];
    const [a, b] = [worker({ batchSize: 2 }), worker({ batchSize: 2 })];
    const rounds = await Promise.all([a.deliverDue(), b.deliverDue(), a.deliverDue(), b.deliverDue()]);
    expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(3);
    expect(received).toHaveLength(3);
    for (const id of ids) expect((await outboxRow(id)).enviado_em).not.toBeNull();
  });

  it('start() polls on its own and stop() ends it', async () => {
    const id = await askQuestion();
    const w = worker({ intervalMs: 50 });
    w.start();
    await expect.poll(async () => (await outboxRow(id)).enviado_em, { timeout: 5000 }).not.toBeNull();
    await w.stop();
    expect(received).toHaveLength(1);
  });

  it('without SMTP_URL rows stay queued and start() says so once', async () => {
    const id = await askQuestion();
    const warnings: string[] = [];
    const w = createOutboxWorker({
      db: api.db,
      smtpUrl: undefined,
      log: { info: () => undefined, warn: (_o, msg) => warnings.push(msg) },
    });
    w.start();
    w.start();
    expect(await w.deliverDue()).toEqual({ sent: 0, failed: 0 });
    await w.stop();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/SMTP_URL/);
    expect((await outboxRow(id)).enviado_em).toBeNull();
  });

  it('issue 33: a row queued by an event (template and data) is written when it is sent, linking to PUBLIC_URL', async () => {
    const dados = { nome: 'Caio', item: 'Bomba de Teste', atributo: '220 V', tipo: 'produto', slug: 'bomba-de-teste' };
    const [row] = await api.db.query<{ id: number }>(
      `INSERT INTO email_outbox (destinatario, modelo, dados, origem)
       VALUES ('caio@example.com', 'aviseme-chegou', $1, 'teste-modelo') RETURNING id`,
      [JSON.stringify(dados)],
    );
    expect(await worker({ publicUrl: 'https://loja.example' }).deliverDue()).toEqual({ sent: 1, failed: 0 });
    const raw = received[0]!.raw.replace(/=\r?\n/g, '');
    expect(raw).toMatch(/^Subject: Chegou: Bomba de Teste/m);
    expect(raw).toContain('https://loja.example/bomba-de-teste.html');
    const [sent] = await api.db.query<{ assunto: string; corpo: string }>(
      'SELECT assunto, corpo FROM email_outbox WHERE id = $1',
      [row!.id],
    );
    expect(sent!.assunto).toBe('Chegou: Bomba de Teste');
    expect(sent!.corpo).toContain('Bomba de Teste (220 V) voltou ao estoque');
    expect(sent!.corpo).toContain('https://loja.example/bomba-de-teste.html');
  });

  it('issue 33: an unknown template fails its row with the reason; a row has a text or a template', async () => {
    const [row] = await api.db.query<{ id: number }>(
      `INSERT INTO email_outbox (destinatario, modelo, dados, origem)
       VALUES ('caio@example.com', 'nao-existe', '{}', 'teste-modelo') RETURNING id`,
    );
    expect(await worker().deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect((await outboxRow(row!.id)).ultimo_erro).toMatch(/modelo de e-mail desconhecido: nao-existe/);
    await expect(
      api.db.query(`INSERT INTO email_outbox (destinatario, origem) VALUES ('caio@example.com', 'sem-texto')`),
    ).rejects.toThrow(/email_outbox_text_or_template/);
  });
});
