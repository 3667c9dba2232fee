import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAnswer } from '../../lib/admin/admin-answer';
import { adminApi } from '../../server/admin/admin-api.server';
import { action as catalogAction } from './catalogo';
import { action as importAction } from './catalogo-importar';
import { action as newProductAction } from './catalogo-novo';
import { action as signInAction } from './entrar';
import { action as itemAction } from './item';
import { action as privacyAction } from './privacidade';
import { action as usersAction } from './usuarios';

vi.mock('../../server/admin/admin-api.server', async (original) => ({
  ...(await original<typeof import('../../server/admin/admin-api.server')>()),
  adminApi: vi.fn(),
  requireArea: vi.fn(),
  forbidWithoutArea: vi.fn(),
}));

/**
 * Issue 27: every back-office form names each invalid or missing field with its own Portuguese message (for the page
 * to show beside it, aria-invalid and aria-describedby), keeps the values typed (never a password), and sends
 * nothing to the admin API; a refusal of the API keeps the values too.
 */

type Action = (args: never) => Promise<unknown>;
const post = async (
  act: Action,
  path: string,
  entries: Record<string, string>,
  params: Record<string, string> = {},
) => {
  const request = new Request(`http://loja.test${path}`, { method: 'POST', body: new URLSearchParams(entries) });
  const value = await act({ request, params, context: {} } as never);
  // data(answer, { status }) or the answer itself
  const wrapped = value as { data?: AdminAnswer; init?: { status?: number } };
  return wrapped.data && 'init' in wrapped
    ? { status: wrapped.init?.status ?? 200, answer: wrapped.data }
    : { status: 200, answer: value as AdminAnswer };
};
const errors = (answer: AdminAnswer) =>
  Object.fromEntries(Object.entries(answer.result?.error ?? {}).filter(([name]) => name !== ''));

beforeEach(() => {
  vi.mocked(adminApi).mockReset();
});

describe('back-office forms: each field’s own message, the values kept (issue 27)', () => {
  const cases: {
    form: string;
    act: Action;
    path: string;
    params?: Record<string, string>;
    body: Record<string, string>;
    alvo: string;
    messages: Record<string, string>;
    kept: Record<string, string>;
    hidden?: string[];
  }[] = [
    {
      form: 'sign-in',
      act: signInAction,
      path: '/admin/entrar',
      body: { email: 'gestor@', senha: '' },
      alvo: 'entrar',
      messages: { email: 'E-mail: informe um e-mail válido.', senha: 'Senha: informe a senha.' },
      kept: { email: 'gestor@' },
      hidden: ['senha'],
    },
    {
      form: 'new user',
      act: usersAction,
      path: '/admin/usuarios',
      body: { intent: 'criar', nome: 'Ana Atendente', email: 'ana', senha: '1234', papel: 'Dono!' },
      alvo: 'criar',
      messages: {
        email: 'E-mail: informe um e-mail válido.',
        senha: 'Senha: ao menos 8 caracteres.',
        papel: 'Perfil: de 2 a 40 letras minúsculas, números ou hífens, começando por letra.',
      },
      kept: { nome: 'Ana Atendente', email: 'ana' },
      hidden: ['senha'],
    },
    {
      form: 'new API key',
      act: usersAction,
      path: '/admin/usuarios',
      body: { intent: 'chave', id: '3', rotulo: '' },
      alvo: 'chave:3',
      messages: { rotulo: 'Rótulo: obrigatório.' },
      kept: {},
    },
    {
      form: 'answer',
      act: itemAction,
      path: '/admin/caixa/pergunta/5',
      params: { tipo: 'pergunta', id: '5' },
      body: { intent: 'responder', resposta: '   ' },
      alvo: 'responder',
      messages: { resposta: 'Resposta: escreva a resposta.' },
      kept: {},
    },
    {
      form: 'status and note',
      act: itemAction,
      path: '/admin/caixa/pergunta/5',
      params: { tipo: 'pergunta', id: '5' },
      body: { intent: 'status', status: 'perdido', nota: 'Ligar amanhã' },
      alvo: 'status',
      messages: { status: 'Status: um de novo, emAtendimento, respondido, arquivado.' },
      kept: { nota: 'Ligar amanhã' },
    },
    {
      form: 'quote answer (issue 37)',
      act: itemAction,
      path: '/admin/caixa/orcamento/5',
      params: { tipo: 'orcamento', id: '5' },
      body: {
        intent: 'responder-orcamento',
        'linhas[0].quantidade': '0',
        'linhas[0].precoUnitario': '',
        desconto: '1,2,3',
        frete: 'Grátis',
        validoAte: '',
        mensagem: 'Olá',
      },
      alvo: 'orcamento',
      messages: {
        'linhas[0].quantidade': 'Quantidade: ao menos 1.',
        'linhas[0].precoUnitario': 'Preço unitário: informe o preço.',
        desconto: 'Desconto: use 1.234,56 ou 1234.56.',
        validoAte: 'Validade: informe a data.',
      },
      kept: { desconto: '1,2,3', frete: 'Grátis', mensagem: 'Olá' },
    },
    {
      form: 'catalogue row',
      act: catalogAction,
      path: '/admin/catalogo',
      body: { intent: 'salvar', sku: 'AA-400', estoque: '-2', precoDe: '12,3,4', precoPor: '' },
      alvo: 'salvar:AA-400',
      messages: {
        estoque: 'Estoque: informe um número inteiro, 0 ou mais.',
        precoDe: 'Preço de: use 1.234,56 ou 1234.56.',
        precoPor: 'Preço por: informe o preço.',
      },
      kept: { estoque: '-2', precoDe: '12,3,4' },
    },
    {
      form: 'import file',
      act: importAction,
      path: '/admin/catalogo/importar',
      body: { intent: 'simular' },
      alvo: 'importar',
      messages: { arquivo: 'Escolha um arquivo CSV ou JSON para importar.' },
      kept: {},
    },
    {
      form: 'product editor (issue 36: the price rule beside the price, each variation field beside itself)',
      act: newProductAction,
      path: '/admin/catalogo/novo',
      body: {
        sku: 'ED-1',
        nome: 'Produto do editor',
        marca: 'Marca',
        categoria: 'Refrigeração',
        status: 'disponivel',
        precoPor: '100,00',
        precoDe: '90,00',
        caracteristicas: 'sem o formato',
        'valores[0].sku': 'ED-1-110',
        'valores[0].precoPor': '0',
      },
      alvo: 'produto',
      messages: {
        precoDe: 'Preço "de" (90) menor que o preço "por" (100): deixe vazio ou use um valor maior.',
        caracteristicas: 'Características, linha 1: use "Grupo > Nome = Valor".',
        'valores[0].valor': 'Valor: obrigatório, como 110V ou P.',
        'valores[0].estoque': 'Estoque: informe um número inteiro, 0 ou mais.',
        'valores[0].precoPor': 'Preço "por": deve ser maior que zero.',
        atributoNome: 'Atributo: informe o nome, como Voltagem.',
      },
      kept: { nome: 'Produto do editor', precoDe: '90,00' },
    },
    {
      form: 'LGPD erase',
      act: privacyAction,
      path: '/admin/privacidade',
      body: { email: 'titular@exemplo.com.br' },
      alvo: 'apagar',
      messages: { confirmo: 'Marque a confirmação do pedido do titular.' },
      kept: { email: 'titular@exemplo.com.br' },
    },
  ];

  for (const c of cases) {
    it(`${c.form}: 400, each field’s message, the values kept, nothing sent`, async () => {
      const { status, answer } = await post(c.act, c.path, c.body, c.params);
      expect(status).toBe(400);
      expect(answer.alvo).toBe(c.alvo);
      expect(answer.erro).toBeTruthy();
      const fieldErrors = errors(answer);
      expect(Object.keys(fieldErrors).sort()).toEqual(Object.keys(c.messages).sort());
      for (const [name, message] of Object.entries(c.messages)) expect(fieldErrors[name], name).toEqual([message]);
      expect(answer.result?.initialValue ?? {}).toMatchObject(c.kept);
      for (const name of c.hidden ?? []) expect(answer.result?.initialValue ?? {}).not.toHaveProperty(name);
      expect(adminApi).not.toHaveBeenCalled();
    });
  }

  it('an admin API refusal (an e-mail already in use) keeps the values typed, never the password', async () => {
    vi.mocked(adminApi).mockResolvedValueOnce({
      ok: false,
      status: 409,
      error: { code: 'conflict', message: 'Já existe um usuário com este e-mail.' },
      session: null,
    });
    const body = { intent: 'criar', nome: 'Ana', email: 'ana@loja.test', senha: 'senha-longa', papel: 'gestor' };
    const { answer } = await post(usersAction, '/admin/usuarios', body);
    expect(answer).toMatchObject({ ok: null, erro: 'Já existe um usuário com este e-mail.', alvo: 'criar' });
    expect(answer.result?.initialValue).toMatchObject({ nome: 'Ana', email: 'ana@loja.test' });
    expect(answer.result?.initialValue).not.toHaveProperty('senha');
  });

  it('issue 37: a quote answer typed in Brazilian notation reaches the admin API in reais, an empty discount as 0', async () => {
    vi.mocked(adminApi).mockResolvedValueOnce({ ok: true, status: 200, data: {}, session: null });
    const body = {
      intent: 'responder-orcamento',
      'linhas[0].quantidade': '3',
      'linhas[0].precoUnitario': 'R$ 3.790,00',
      desconto: '',
      frete: '',
      validoAte: '2099-12-31',
      mensagem: '',
    };
    const { answer } = await post(itemAction, '/admin/caixa/orcamento/5', body, { tipo: 'orcamento', id: '5' });
    expect(answer.ok).toBe('Resposta salva e enviada ao cliente por e-mail.');
    expect(vi.mocked(adminApi).mock.calls[0]?.[2]).toMatchObject({
      params: { tipo: 'orcamento', id: '5' },
      body: { linhas: [{ quantidade: 3, precoUnitario: 3790 }], desconto: 0, validoAte: '2099-12-31' },
    });
  });

  it('a body that is no form is a 400 in Portuguese, never a 500', async () => {
    const request = new Request('http://loja.test/admin/entrar', { method: 'POST', body: '{"email":1}' });
    const thrown = await signInAction({ request, params: {}, context: {} } as never).catch((e: unknown) => e);
    expect(thrown).toMatchObject({
      init: { status: 400 },
      data: { error: 'Não foi possível ler os dados do formulário.' },
    });
  });
});
