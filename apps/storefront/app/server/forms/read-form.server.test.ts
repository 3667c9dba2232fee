import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  NOT_A_FORM_TEXT,
  emptyAsText,
  listField,
  parseForm,
  parseQuery,
  parseSubmission,
  productValuesField,
  refuse,
  refusal,
  transportOf,
} from './read-form.server';

const post = (body: BodyInit, type?: string) =>
  new Request('http://loja.test/acao', {
    method: 'POST',
    body,
    headers: type ? { 'Content-Type': type } : undefined,
  });
const form = (entries: [string, string][]) => post(new URLSearchParams(entries));

const signIn = z.object({
  email: emptyAsText(
    z
      .string()
      .trim()
      .pipe(z.email({ error: 'Informe um e-mail válido.' })),
  ),
  senha: emptyAsText(z.string().min(1, { error: 'Informe a senha.' })),
});

/** What refuse() answers: react-router's data() with the body and its init. */
type Answer = { data: unknown; init: { status?: number } | null };

async function rejection(run: () => Promise<unknown>): Promise<Answer> {
  try {
    await run();
  } catch (error) {
    return error as Answer;
  }
  throw new Error('did not throw');
}

describe('reading a form through its schema (T§5, STYLE: forms read through their schema)', () => {
  it('T§5 a valid post gives the typed value', async () => {
    const submission = await parseForm(
      form([
        ['email', ' ana@exemplo.com.br '],
        ['senha', 'x'],
      ]),
      signIn,
    );
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({ email: 'ana@exemplo.com.br', senha: 'x' });
  });

  it('T§5 an empty field gets the schema’s own message, not a generic one', async () => {
    const submission = await parseForm(
      form([
        ['email', ''],
        ['senha', ''],
      ]),
      signIn,
    );
    expect(submission.status).toBe('error');
    expect(submission.status === 'error' && submission.error).toEqual({
      email: ['Informe um e-mail válido.'],
      senha: ['Informe a senha.'],
    });
  });

  it('T§5 a refusal keeps the values entered, hides the password and carries the form’s message', async () => {
    const submission = await parseForm(
      form([
        ['email', 'ana@'],
        ['senha', 'segredo'],
      ]),
      signIn,
    );
    const body = refusal(submission, { formError: 'Confira os campos destacados.', hideFields: ['senha'] });
    expect(body.ok).toBe(false);
    expect(body.error).toBe('Confira os campos destacados.');
    expect(body.result.initialValue).toEqual({ email: 'ana@' });
    expect(body.result.error).toMatchObject({
      '': ['Confira os campos destacados.'],
      email: ['Informe um e-mail válido.'],
    });
  });

  it('T§5 without a form message the first field error is the message', async () => {
    const submission = await parseForm(
      form([
        ['email', 'ana@'],
        ['senha', 'x'],
      ]),
      signIn,
    );
    expect(refusal(submission).error).toBe('Informe um e-mail válido.');
  });

  it('T§8 refuse() answers 400 by default, or the status given (the Store API’s refusal)', async () => {
    const submission = await parseForm(
      form([
        ['email', 'ana@exemplo.com.br'],
        ['senha', 'x'],
      ]),
      signIn,
    );
    const answer = refuse(submission, { formError: 'E-mail ou senha inválidos.', status: 401 }) as unknown as Answer;
    expect(answer.init?.status).toBe(401);
    expect(answer.data).toMatchObject({ ok: false, error: 'E-mail ou senha inválidos.' });
    expect((refuse(submission) as unknown as Answer).init?.status).toBe(400);
  });

  it('reads a query through its schema (resources a script asks with GET)', () => {
    const request = new Request('http://loja.test/x?busca=%20termo%20&limit=4');
    const submission = parseQuery(request, z.object({ busca: z.string().trim(), limit: z.coerce.number() }));
    expect(submission.status === 'success' && submission.value).toEqual({ busca: 'termo', limit: 4 });
  });

  it('a name sent several times is a list, once a list of one, never an absent list', () => {
    const schema = z.object({ quantidade: listField, produto: productValuesField });
    const many = parseSubmission(new URLSearchParams('quantidade=1&quantidade=&produto=5:12&produto=7:0'), schema);
    expect(many.status === 'success' && many.value).toEqual({
      quantidade: ['1', undefined],
      produto: [
        { id: 5, idAtributoValor: 12 },
        { id: 7, idAtributoValor: null },
      ],
    });
    const one = parseSubmission(new URLSearchParams('quantidade=2&produto=5:0'), schema);
    expect(one.status === 'success' && one.value).toEqual({
      quantidade: ['2'],
      produto: [{ id: 5, idAtributoValor: null }],
    });
    const none = parseSubmission(new URLSearchParams(''), schema);
    expect(none.status === 'success' && none.value).toEqual({ quantidade: [], produto: [] });
  });

  it('transportOf reads js and redirectTo whatever the outcome', async () => {
    const submission = await parseForm(
      form([
        ['js', '1'],
        ['redirectTo', '/carrinho'],
        ['email', ''],
      ]),
      signIn,
    );
    expect(submission.status).toBe('error');
    expect(transportOf(submission)).toEqual({ script: true, redirectTo: '/carrinho' });
    const plain = await parseForm(form([['email', '']]), signIn);
    expect(transportOf(plain)).toEqual({ script: false, redirectTo: undefined });
  });
});

describe('hostile posts never make a 500 (bad input is a 4xx with a Portuguese message)', () => {
  it.each([
    ['JSON', JSON.stringify({ email: 'a' }), 'application/json'],
    ['text', 'email=a', 'text/plain'],
    ['no content type', 'email=a', ''],
    ['a broken multipart body', '--x\r\nbroken', 'multipart/form-data; boundary=y'],
  ])('a body that is no form (%s) answers 400', async (_case, body, type) => {
    const answer = await rejection(() => parseForm(post(body, type || 'application/octet-stream'), signIn));
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, error: NOT_A_FORM_TEXT });
  });

  it('issue 34: a field without a message of its own, sent twice (a list), is refused in Portuguese, not zod English', () => {
    const schema = z.object({ email: z.string(), senha: z.string() });
    const submission = parseSubmission(new URLSearchParams('email=1&email=2&senha=x'), schema);
    expect(submission.status).toBe('error');
    const messages = submission.status === 'error' ? Object.values(submission.error ?? {}).flat() : [];
    expect(messages).toEqual(['Informe um texto.']);
  });

  it('a list index far past the entries sent is dropped (no list a billion long)', () => {
    const schema = z.object({ quantidade: listField });
    const submission = parseSubmission(new URLSearchParams('quantidade[999999999]=1&quantidade[0]=2'), schema);
    expect(submission.status === 'success' && submission.value).toEqual({ quantidade: ['2'] });
  });

  it('a forged Conform intent that is not JSON is ignored', () => {
    const schema = z.object({ email: z.string() });
    const submission = parseSubmission(new URLSearchParams('__intent__=%7Bnot-json&email=a'), schema);
    expect(submission.status === 'success' && submission.value).toEqual({ email: 'a' });
  });

  it('names that try to reach the prototype are dropped', () => {
    const schema = z.object({ email: z.string() });
    const submission = parseSubmission(new URLSearchParams('__proto__.x=1&constructor.y=2&email=a'), schema);
    expect(submission.status === 'success' && submission.value).toEqual({ email: 'a' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
