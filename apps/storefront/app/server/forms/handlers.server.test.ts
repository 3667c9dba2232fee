import { parseWithZod } from '@conform-to/zod/v4';
import { FORM_LIMITS, FORM_MESSAGES } from '@vitrine/contract/form-constants';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../api/api.server';
import { FORM_HANDLERS } from './handlers.server';
import { fitFlash, handleFormPost, readFormFlash, type FormHandler } from './post.server';
import { fieldErrors, formSchema } from '../../lib/forms/form-checks';
import { errorText, resultMessages, type FormFlash, type FormId, type FormReply } from '../../lib/forms/form-reply';

function formData(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

/** What the storefront's action makes of a post: conform's submission through the form's schema. */
function parse(form: FormId, values: Record<string, string>) {
  return parseWithZod(formData(values), { schema: formSchema(FORM_HANDLERS[form]), disableAutoCoercion: true });
}

/** A successful parse's value, read field by field. */
const valueOf = (submission: ReturnType<typeof parse>) =>
  submission.status === 'success' ? (submission.value as Record<string, unknown>) : null;

/** Values every form accepts, its hidden ids included. */
const VALID: { [F in FormId]: Record<string, string> } = {
  orcamento: {
    idProduto: '5',
    contato: 'Marta',
    nomeRazao: 'Frio Ltda',
    email: 'compras@frio.com.br',
    cpfCnpj: '11.222.333/0001-81',
    rgIe: '110.042.490.114',
    ddd: '11',
    telefone: '98765-4321',
    uf: 'SP',
    cidade: 'Campinas',
    quantidadeProduto: '2',
    mensagem: 'Com nota fiscal.',
  },
  'sob-consulta': {
    idProduto: '3',
    nome: 'Ana',
    email: 'ana@exemplo.com',
    contato: '(11) 98765-4321',
    observacao: 'Urgente.',
  },
  'avise-me': { idProduto: '3', idAtributoValor: '0', nome: 'Ana', email: 'ana@exemplo.com' },
  'avise-me-lista': { idListaCompra: '4', nome: 'Ana', email: 'ana@exemplo.com' },
  pergunta: { idNivel: '7', nome: 'Rui', email: 'rui@exemplo.com', pergunta: 'Funciona a -40 °C?' },
  'avaliacao-produto': { idProduto: '1', nota: '5', comentario: 'Bom.', nome: 'Ana', email: 'ana@exemplo.com' },
  'avaliacao-lista': { idListaCompra: '4', nota: '4', comentario: 'Bom.', nome: 'Ana', email: 'ana@exemplo.com' },
  'avaliacao-loja': { key: 'chave-de-teste', experiencia: '9', atendimento: '10', satisfacao: 'true', mensagem: 'Ok' },
  'newsletter-rodape': { nome: '.', email: 'ana@exemplo.com' },
  'newsletter-popup': { nome: '.', email: 'ana@exemplo.com' },
};

/** Inputs any field may be given: absent, empty, blank, a letter, digits, a control character, a line break, too long. */
const BAD_INPUTS: (string | undefined)[] = [
  undefined,
  '',
  '   ',
  'x',
  '0',
  '99999999999',
  'on',
  'false',
  'a\u0001b',
  'a\nb',
  'ana@',
  '1'.repeat(16),
  'a'.repeat(FORM_LIMITS.text + 1),
];

/** The action's answer to a post with JavaScript, its Store API call recording what it was sent. */
async function serverAnswer(form: FormId, values: Record<string, string>) {
  const sent: unknown[] = [];
  const handler: FormHandler<(typeof FORM_HANDLERS)[FormId]['request']> = {
    ...FORM_HANDLERS[form],
    send: (_request, body) => {
      sent.push(body);
      return Promise.resolve(ACCEPTED);
    },
  };
  const request = new Request(`http://loja.test/resources/forms/${form}`, {
    method: 'POST',
    body: formData({ ...values, js: '1', redirectTo: '/x' }),
  });
  const reply = await replyOf(await handleFormPost(request, handler));
  return { reply, sent };
}

describe('the browser and the action tell the same messages (T§5: one check, fetched by the browser on demand)', () => {
  const cases = (Object.keys(FORM_HANDLERS) as FormId[]).flatMap((form) =>
    FORM_HANDLERS[form].fields.flatMap((field) => BAD_INPUTS.map((input) => ({ form, field, input }))),
  );

  it.each(Object.keys(VALID) as FormId[])('%s: the valid values pass both and are sent', async (form) => {
    expect(fieldErrors(form, formData(VALID[form]))).toEqual({});
    const { reply, sent } = await serverAnswer(form, VALID[form]);
    expect(reply.status).toBe('sucesso');
    expect(sent).toHaveLength(1);
  });

  it.each(Object.keys(VALID) as FormId[])(
    '%s: every field its contract schema requires is one the form shows (so the cases above cover it) or a hidden id',
    (form) => {
      const { request, fields } = FORM_HANDLERS[form];
      const shape = (
        request as unknown as { shape: Record<string, { safeParse: (v: unknown) => { success: boolean } }> }
      ).shape;
      const required = Object.keys(shape).filter((key) => !shape[key]?.safeParse(undefined).success);
      // The quote's phone is made of two fields the form shows (area code and number).
      const shown = new Set([...fields, ...(form === 'orcamento' ? ['telefone'] : [])]);
      const hidden = required.filter((key) => !shown.has(key));
      expect(
        hidden.every((key) => /^id[A-Z]/.test(key) || key === 'nivel'),
        hidden.join(),
      ).toBe(true);
      expect(fields.length).toBeGreaterThan(0);
    },
  );

  it.each(cases)('$form.$field = $input', async ({ form, field, input }) => {
    const values = { ...VALID[form] };
    if (input === undefined) delete values[field];
    else values[field] = input;
    const browser = fieldErrors(form, formData(values));
    const { reply, sent } = await serverAnswer(form, values);
    const server = Object.fromEntries(
      Object.entries(resultMessages(reply.result)).filter(([name]) => FORM_HANDLERS[form].fields.includes(name)),
    );
    expect(browser).toEqual(server);
    // What the browser stops is never sent; what it lets through the action sends.
    expect(sent).toHaveLength(Object.keys(browser).length > 0 ? 0 : 1);
  });
});

describe('the forms as Store API requests (T§3)', () => {
  it("T§5 the quote: area code and number make the phone, 'Isento' the state registration, an empty quantity 1", () => {
    const submission = parse('orcamento', {
      idProduto: '5',
      precoProduto: '10.00',
      contato: 'Marta',
      nomeRazao: 'Frio Ltda',
      email: 'Compras@Frio.com.br',
      cpfCnpj: '12.abc.345/01de-35',
      isento: 'on',
      ddd: '11',
      telefone: '98765-4321',
      uf: 'sp',
      quantidadeProduto: '',
      copiaEmail: 'on',
    });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({
      idProduto: 5,
      telefone: '(11) 98765-4321',
      rgIe: 'ISENTO',
      cpfCnpj: '12.ABC.345/01DE-35',
      uf: 'SP',
      quantidadeProduto: 1,
      email: 'compras@frio.com.br',
      copiaEmail: true,
      newsletter: false,
    });
  });

  it("issue 25: every field of the quote pop-up reaches the request, the message ('Mensagem') included", () => {
    const submission = parse('orcamento', {
      idProduto: '5',
      contato: 'Marta',
      nomeRazao: 'Frio Ltda',
      email: 'marta@frio.com.br',
      cpfCnpj: '11222333000181',
      rgIe: '110.042.490.114',
      ddd: '11',
      telefone: '98765-4321',
      uf: 'RJ',
      cidade: 'Niterói',
      quantidadeProduto: '3',
      mensagem: 'Preciso de nota fiscal\ncom entrega em março.',
      copiaEmail: 'on',
      newsletter: 'on',
    });
    expect(valueOf(submission)).toMatchObject({
      contato: 'Marta',
      nomeRazao: 'Frio Ltda',
      email: 'marta@frio.com.br',
      // T§5 issue 25: a CNPJ typed without punctuation is accepted (and sent masked).
      cpfCnpj: '11.222.333/0001-81',
      rgIe: '110.042.490.114',
      telefone: '(11) 98765-4321',
      uf: 'RJ',
      cidade: 'Niterói',
      quantidadeProduto: 3,
      mensagem: 'Preciso de nota fiscal\ncom entrega em março.',
      copiaEmail: true,
      newsletter: true,
    });
  });

  it('issue 25: a CPF in the quote pop-up is told, by the server too, that the pop-up is for companies', async () => {
    const sent: unknown[] = [];
    const handler: FormHandler<(typeof FORM_HANDLERS)['orcamento']['request']> = {
      ...FORM_HANDLERS.orcamento,
      send: (_request, body) => {
        sent.push(body);
        return Promise.resolve(ACCEPTED);
      },
    };
    const values = {
      idProduto: '5',
      contato: 'Marta',
      email: 'marta@frio.com.br',
      cpfCnpj: '529.982.247-25',
      rgIe: 'ISENTO',
      ddd: '11',
      telefone: '98765-4321',
      uf: 'SP',
      js: '1',
    };
    const reply = await replyOf(await handleFormPost(post(values), handler));
    expect(reply.status).toBe('invalido');
    expect(reply.result.error?.cpfCnpj).toEqual([FORM_MESSAGES.quoteCompaniesOnly]);
    expect(sent).toEqual([]);
  });

  it('T§5 the quote: zero becomes 1; digits only', () => {
    const base = {
      idProduto: '5',
      contato: 'Marta',
      email: 'a@b.co',
      cpfCnpj: '11.222.333/0001-81',
      rgIe: 'ISENTO',
      ddd: '11',
      telefone: '98765-4321',
      uf: 'SP',
    };
    const zero = parse('orcamento', { ...base, quantidadeProduto: '0' });
    expect(valueOf(zero)?.quantidadeProduto).toBe(1);
    const letters = parse('orcamento', { ...base, quantidadeProduto: '2a' });
    expect(letters.status).toBe('error');
  });

  it('T§3 reviews: stars as a number, recomenda true unless "false"', () => {
    const values = { idProduto: '9', nota: '4', comentario: 'Bom', nome: 'Ana', email: 'ana@exemplo.com' };
    const yes = parse('avaliacao-produto', values);
    expect(yes.status === 'success' && yes.value).toMatchObject({ idProduto: 9, nota: 4, recomenda: true });
    const no = parse('avaliacao-produto', { ...values, recomenda: 'false' });
    expect(valueOf(no)?.recomenda).toBe(false);
  });

  it('T§3 sold-out: a product with idAtributoValor 0, or a list', () => {
    const product = parse('avise-me', { idProduto: '3', idAtributoValor: '0', nome: 'Ana', email: 'a@b.co' });
    expect(product.status === 'success' && product.value).toMatchObject({ idProduto: 3, idAtributoValor: null });
    const list = parse('avise-me-lista', { idListaCompra: '2', nome: 'Ana', email: 'a@b.co' });
    expect(list.status === 'success' && list.value).toMatchObject({ idListaCompra: 2 });
  });

  it("T§3 newsletter: the name preset to a dot is sent as no name (issue 37); 'cupom' on the popup only", () => {
    const strip = parse('newsletter-rodape', { nome: '.', email: 'a@b.co' });
    expect(strip.status === 'success' && strip.value).toEqual({ nome: '', email: 'a@b.co', cupom: false });
    const popup = parse('newsletter-popup', { nome: '.', email: 'a@b.co' });
    expect(valueOf(popup)?.cupom).toBe(true);
  });
});

/** A handler whose Store API call answers `result` and records what it was sent. */
function stubbed(result: ApiResult<{ sucesso: boolean }>) {
  const sent: unknown[] = [];
  const handler: FormHandler<(typeof FORM_HANDLERS)['pergunta']['request']> = {
    ...FORM_HANDLERS.pergunta,
    send: (_request, body) => {
      sent.push(body);
      return Promise.resolve(result);
    },
  };
  return { handler, sent };
}

const ACCEPTED: ApiResult<{ sucesso: boolean }> = { ok: true, data: { sucesso: true }, status: 200, session: null };
const QUESTION = { idNivel: '7', nome: 'Rui', email: 'rui@exemplo.com', pergunta: 'Tem garantia?' };

function post(values: Record<string, string>) {
  return new Request('http://loja.test/resources/forms/pergunta', { method: 'POST', body: formData(values) });
}

async function replyOf(response: Response | unknown): Promise<FormReply> {
  const init = response as { data: FormReply };
  return init.data;
}

describe('handleFormPost (decision 017)', () => {
  it('with JavaScript: an invalid post answers 400 with the field errors and the entered values, and sends nothing', async () => {
    const { handler, sent } = stubbed(ACCEPTED);
    const response = await handleFormPost(post({ ...QUESTION, email: 'rui@', js: '1', redirectTo: '/x' }), handler);
    const reply = await replyOf(response);
    expect((response as { init: ResponseInit }).init.status).toBe(400);
    expect(reply.status).toBe('invalido');
    expect(reply.result.error?.email).toEqual(['Insira um e-mail válido!']);
    expect(reply.result.initialValue).toMatchObject({ nome: 'Rui', email: 'rui@' });
    expect(reply.result.initialValue).not.toHaveProperty('js');
    expect(sent).toEqual([]);
  });

  it('with JavaScript: an accepted post answers sucesso and keeps no values (the form is cleared)', async () => {
    const { handler, sent } = stubbed(ACCEPTED);
    const reply = await replyOf(await handleFormPost(post({ ...QUESTION, js: '1' }), handler));
    expect(reply.status).toBe('sucesso');
    expect(reply.result.initialValue ?? null).toBeNull();
    expect(sent).toEqual([
      { idNivel: 7, nivel: 'produto', nome: 'Rui', email: 'rui@exemplo.com', pergunta: 'Tem garantia?' },
    ]);
  });

  it("issue 25: a request the Store API refuses itself (409, 'Avise-me' of a product in stock) carries its message", async () => {
    const message = 'Este produto está disponível em estoque: você já pode comprá-lo.';
    const { handler } = stubbed({
      ok: false,
      status: 409,
      error: { code: 'conflict', message },
      session: null,
    });
    const response = await handleFormPost(post({ ...QUESTION, js: '1' }), handler);
    expect((response as { init: ResponseInit }).init.status).toBe(409);
    const reply = await replyOf(response);
    expect(reply.status).toBe('erro');
    expect(errorText(reply, '')).toBe(message);
  });

  it("the Store API's refusals: sucesso false or a failure is 'erro'; a refused field is shown on it; 429 stays 429", async () => {
    const refused = stubbed({ ok: true, data: { sucesso: false }, status: 200, session: null });
    expect((await replyOf(await handleFormPost(post({ ...QUESTION, js: '1' }), refused.handler))).status).toBe('erro');
    const field = stubbed({
      ok: false,
      status: 400,
      session: null,
      error: { code: 'bad_request', message: 'Dados inválidos.', fields: { email: 'Insira um e-mail válido!' } },
    });
    const fieldReply = await replyOf(await handleFormPost(post({ ...QUESTION, js: '1' }), field.handler));
    expect(fieldReply.status).toBe('invalido');
    expect(fieldReply.result.error?.email).toEqual(['Insira um e-mail válido!']);
    const limited = stubbed({
      ok: false,
      status: 429,
      session: null,
      error: { code: 'rate_limited', message: 'Muitos envios.' },
    });
    const response = await handleFormPost(post({ ...QUESTION, js: '1' }), limited.handler);
    expect((response as { init: ResponseInit }).init.status).toBe(429);
    expect((await replyOf(response)).status).toBe('erro');
  });

  it('without JavaScript: redirected back to the page and anchor with the reply in a one-time cookie', async () => {
    const { handler } = stubbed(ACCEPTED);
    const response = (await handleFormPost(
      post({ ...QUESTION, pergunta: '', redirectTo: '/termometro.html?valor=2' }),
      handler,
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/termometro.html?valor=2#pergunte');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('vitrine_formulario='));
    expect(cookie).toMatch(/HttpOnly/i);
    const read = await readFormFlash(
      new Request('http://loja.test/termometro.html', { headers: { Cookie: cookie?.split(';')[0] ?? '' } }),
    );
    expect(read?.flash).toMatchObject({ form: 'pergunta', status: 'invalido', path: '/termometro.html' });
    expect(read?.flash.result.error?.pergunta).toEqual(['Preencha o campo!']);
    expect(read?.clear).toMatch(/Max-Age=0/i);
  });

  it('without JavaScript: never redirected to another site', async () => {
    for (const redirectTo of [
      'https://mal.example/',
      '//mal.example/x',
      '/\\mal.example',
      '/.//mal.example',
      '/\t/mal.example',
      'javascript:alert(1)',
    ]) {
      const { handler } = stubbed(ACCEPTED);
      const response = (await handleFormPost(post({ ...QUESTION, redirectTo }), handler)) as Response;
      expect(response.headers.get('Location'), redirectTo).toBe('/#pergunte');
    }
  });

  it('a body that is no form is a 400, never a 500', async () => {
    const { handler } = stubbed(ACCEPTED);
    const json = new Request('http://loja.test/resources/forms/pergunta', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(QUESTION),
    });
    await expect(handleFormPost(json, handler)).rejects.toMatchObject({ init: { status: 400 } });
  });

  it("conform's list syntax in a field name is dropped (no huge lists from a[999999999])", async () => {
    const { handler } = stubbed(ACCEPTED);
    const reply = await replyOf(
      await handleFormPost(post({ ...QUESTION, 'nome[999999999]': 'x', 'a.b': 'y', js: '1' }), handler),
    );
    expect(reply.status).toBe('sucesso');
  });

  it('issue 28: the flash keeps the form’s own values that fit, built in one pass; the errors are kept', () => {
    const flash: FormFlash = {
      form: 'pergunta',
      status: 'invalido',
      path: '/p.html',
      result: {
        initialValue: {
          nome: 'Rui',
          pergunta: 'x'.repeat(20_000),
          ...Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`c${i}`, `v${i}`])),
        },
        error: { email: ['Preencha o campo!'] },
      },
    };
    const started = performance.now();
    const fitted = fitFlash(flash, ['nome', 'email', 'pergunta']);
    expect(performance.now() - started).toBeLessThan(50);
    expect(JSON.stringify(fitted).length).toBeLessThan(3000);
    expect(fitted.result.error).toEqual(flash.result.error);
    expect(fitted.result.initialValue).toEqual({ nome: 'Rui' });
  });
});
