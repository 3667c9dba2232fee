/** Issue 26: back-in-stock e-mails — one per pending 'Avise-me' request on 0 → >0, in the same transaction, never twice. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailText, type StoredMail } from '../src/modules/forms/outbox';
import { loadStoreInfo } from '../src/modules/forms/store-info';
import { admin } from './admin-helpers';
import { engine, oneRow, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

/** The queued e-mails, written as the outbox worker writes them when it sends (issue 33: template and data). */
const mails = async (origem: string) => {
  const store = await loadStoreInfo(api.db, api.ctx.publicUrl);
  const rows = await api.db.query<StoredMail & { destinatario: string }>(
    'SELECT destinatario, assunto, corpo, modelo, dados FROM email_outbox WHERE origem LIKE $1 ORDER BY id',
    [`${origem}%`],
  );
  return rows.map((r) => ({ destinatario: r.destinatario, ...mailText(store, r) }));
};
const ask = (body: object) => api.call({ method: 'POST', url: '/v2/front/product/solicitation', payload: body });
const person = (n: number) => ({
  nome: `Cliente ${n}`,
  email: `cliente${n}@example.com`,
  observacao: '',
  mailing: false,
});

describe(`back-in-stock e-mails (${engine})`, () => {
  it('issue 26: stock 0 → 5 sends one e-mail per pending request with the link; 5 → 6 sends none', async () => {
    const p = await oneRow<{ id: number; sku: string; slug: string; nome: string }>(
      api.db,
      `SELECT id, sku, slug, nome FROM products p WHERE status = 'disponivel' AND ativo
          AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = p.id) ORDER BY id LIMIT 1`,
    );
    expect((await admin(api, 'PATCH', '/stock', [{ sku: p.sku, estoque: 0 }])).statusCode).toBe(200);
    for (const n of [1, 2]) {
      const res = await ask({ idProduto: p.id, idAtributoValor: null, ...person(n) });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await mails('aviseme-chegou:')).toEqual([]);

    await admin(api, 'PATCH', '/stock', [{ sku: p.sku, estoque: 5 }]);
    const sent = await mails('aviseme-chegou:');
    expect(sent.map((m) => m.destinatario)).toEqual(['cliente1@example.com', 'cliente2@example.com']);
    expect(sent[0]?.assunto).toBe(`Chegou: ${p.nome}`);
    expect(sent[0]?.corpo).toContain(`/${p.slug}.html`);
    // Issue 33: the trigger queued the event (template and data); the words are written when it is sent.
    const [queued] = await api.db.query<{ assunto: string | null; modelo: string; dados: { slug: string } }>(
      "SELECT assunto, modelo, dados FROM email_outbox WHERE origem LIKE 'aviseme-chegou:%' ORDER BY id LIMIT 1",
    );
    expect(queued).toMatchObject({ assunto: null, modelo: 'aviseme-chegou', dados: { slug: p.slug } });
    const pending = await api.db.query('SELECT 1 FROM solicitations WHERE product_id = $1 AND avisado_em IS NULL', [
      p.id,
    ]);
    expect(pending).toEqual([]);

    await admin(api, 'PATCH', '/stock', [{ sku: p.sku, estoque: 6 }]);
    await admin(api, 'PATCH', '/stock', [{ sku: p.sku, estoque: 0 }]);
    await admin(api, 'PATCH', '/stock', [{ sku: p.sku, estoque: 3 }]);
    expect(await mails('aviseme-chegou:')).toHaveLength(2);
  });

  it('issue 26: any writer triggers it (plain SQL), for a value and for a kit', async () => {
    const v = await oneRow<{ id: number; product_id: number }>(
      api.db,
      `SELECT v.id, v.product_id FROM product_simple_values v JOIN products p ON p.id = v.product_id
        WHERE p.status = 'disponivel' AND p.ativo ORDER BY v.id LIMIT 1`,
    );
    await api.db.query('UPDATE product_simple_values SET estoque = 0 WHERE id = $1', [v.id]);
    await ask({ idProduto: v.product_id, idAtributoValor: v.id, ...person(3) });
    await api.db.query('UPDATE product_simple_values SET estoque = 2 WHERE id = $1', [v.id]);
    expect((await mails('aviseme-chegou:')).map((m) => m.destinatario)).toContain('cliente3@example.com');

    const kit = await oneRow<{ list_id: number; product_id: number }>(
      api.db,
      `SELECT i.list_id, i.product_id FROM shopping_list_items i JOIN shopping_lists l ON l.id = i.list_id
         JOIN products p ON p.id = i.product_id
        WHERE l.ativo AND i.simple_value_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id) ORDER BY i.list_id LIMIT 1`,
    );
    await api.db.query('UPDATE products SET estoque = 0 WHERE id = $1', [kit.product_id]);
    const res = await ask({ idListaCompra: kit.list_id, ...person(4) });
    expect(res.statusCode, res.body).toBe(200);
    await api.db.query('UPDATE products SET estoque = 50 WHERE id = $1', [kit.product_id]);
    const kitMails = (await mails('aviseme-chegou:')).filter((m) => m.destinatario === 'cliente4@example.com');
    expect(kitMails).toHaveLength(1);
    expect(kitMails[0]?.corpo).toContain('/lista/');
  });
});
