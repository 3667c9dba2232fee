import { parseWithZod } from '@conform-to/zod/v4';
import { FORM_MESSAGES } from '@vitrine/contract/form-constants';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../api/api.server';
import { FORM_HANDLERS } from './handlers.server';
import { PostedFields, fitFlash, formSchema, handleFormPost, readFormFlash, type FormHandler } from './post.server';
import { firstFieldError, errorText, type FormFlash, type FormId, type FormReply } from '../../lib/forms/form-reply';
import {
  QUESTION_FIELDS,
  QUOTE_FIELDS,
  REVIEW_FIELDS,
  SOB_CONSULTA_FIELDS,
  SOLD_OUT_FIELDS,
  STORE_RATING_FIELDS,
  validateQuestion,
  validateQuote,
  validateReview,
  validateSobConsulta,
  validateSoldOut,
  validateStoreRating,
} from '../../lib/forms/form-validation';

function formData(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

/** What the storefront's action makes of a post: conform's submission through the form's schema. */
function parse(form: FormId, values: Record<string, string>) {
  return parseWithZod(formData(values), { schema: formSchema(FORM_HANDLERS[form]), disableAutoCoercion: true });
}

function firstServerError(form: FormId, values: Record<string, string | undefined>, order: readonly string[]) {
  const sent = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const submission = parse(form, sent);
  // A rule only the form has (the quote pop-up's CPF) is told over the contract's, as handleFormPost does.
  const own = Object.entries(FORM_HANDLERS[form].refuse?.(new PostedFields(sent)) ?? {});
  if (submission.status === 'success' && own.length === 0) return null;
  const fieldErrors = Object.fromEntries(own.map(([field, message]) => [field, [message]]));
  const reply: FormReply = { form, status: 'invalido', result: submission.reply({ fieldErrors }) };
  return firstFieldError(reply, order);
}

/** A successful parse's value, read field by field. */
const valueOf = (submission: ReturnType<typeof parse>) =>
  submission.status === 'success' ? (submission.value as Record<string, unknown>) : null;

describe('the browser checks and the contract agree (T§5: one rule, the same first message)', () => {
  const review = { idProduto: '1', nota: '5', comentario: 'Bom.', nome: 'Ana', email: 'ana@exemplo.com' };
  it.each([
    {},
    { ...review, nota: '' },
    { ...review, nota: '9' },
    { ...review, comentario: '' },
    { ...review, nome: ' ' },
    { ...review, email: '' },
    { ...review, email: 'ana@exemplo' },
    review,
  ])('T§5 review %j', (values) => {
    expect(firstServerError('avaliacao-produto', { idProduto: '1', ...values }, REVIEW_FIELDS)).toEqual(
      validateReview(values),
    );
  });

  const question = { nome: 'Rui', email: 'rui@exemplo.com', pergunta: 'Funciona a -40 °C?' };
  it.each([{}, { ...question, nome: '' }, { ...question, email: '' }, { ...question, email: 'rui@' }, question])(
    'T§5 question %j',
    (values) => {
      expect(firstServerError('pergunta', { idNivel: '7', ...values }, QUESTION_FIELDS)).toEqual(
        validateQuestion(values),
      );
    },
  );

  it.each([{}, { nome: 'Ana' }, { nome: 'Ana', email: 'ana@x' }, { nome: 'Ana', email: 'ana@exemplo.com' }])(
    'T§5 sold-out %j',
    (values) => {
      expect(
        firstServerError('avise-me', { idProduto: '3', idAtributoValor: '0', ...values }, SOLD_OUT_FIELDS),
      ).toEqual(validateSoldOut(values));
    },
  );

  const sob = { nome: 'Ana', email: 'ana@exemplo.com', contato: '(11) 98765-4321' };
  it.each([{}, { ...sob, contato: '' }, { ...sob, contato: '(11) 9876' }, { ...sob, email: 'x' }, sob])(
    "T§5 'Sob Consulta' %j",
    (values) => {
      expect(firstServerError('sob-consulta', { idProduto: '3', ...values }, SOB_CONSULTA_FIELDS)).toEqual(
        validateSobConsulta(values),
      );
    },
  );

  it.each([
    {},
    { experiencia: '0', atendimento: '3', satisfacao: 'true' },
    { experiencia: '10', atendimento: '', satisfacao: 'true' },
    { experiencia: '10', atendimento: '10' },
    { experiencia: '1', atendimento: '1', satisfacao: 'false' },
  ])('T§5 store rating %j', (values) => {
    expect(firstServerError('avaliacao-loja', values, STORE_RATING_FIELDS)).toEqual(validateStoreRating(values));
  });

  const quote = {
    contato: 'Marta',
    email: 'compras@frio.com.br',
    cpfCnpj: '11.222.333/0001-81',
    rgIe: '110.042.490.114',
    ddd: '11',
    telefone: '98765-4321',
    uf: 'SP',
  };
  it.each([
    {},
    { ...quote, cpfCnpj: '11.222.333/0001-82' },
    { ...quote, cpfCnpj: '529.982.247-25' },
    { ...quote, telefone: '3333-4444' },
    { ...quote, ddd: '', telefone: '' },
    { ...quote, uf: 'XX' },
    { ...quote, rgIe: '' },
    { ...quote, rgIe: '', isento: 'on' },
    quote,
  ])('T§5 quote %j', (values) => {
    const server = firstServerError('orcamento', { idProduto: '5', ...values }, QUOTE_FIELDS);
    expect(server?.message ?? null).toBe(validateQuote(values)?.message ?? null);
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
