import { FORM_MESSAGES } from '@vitrine/contract/form-constants';
// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub, type ActionFunctionArgs } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFormChecks } from '../../lib/forms/form-check-client';
import {
  NEWSLETTER_RESET_MS,
  QUESTION_ERROR_MS,
  QUESTION_SUCCESS_MS,
  QUOTE_BUTTON_RESET_MS,
  QUOTE_FIELD_ALERT_MS,
  REVIEW_ERROR_MS,
  REVIEW_SUCCESS_MS,
  SOLD_OUT_LIST_MESSAGE_MS,
} from '../../lib/forms/form-texts';
import type { FormId, FormReply, FormStatus } from '../../lib/forms/form-reply';
import { NewsletterForm } from './newsletter-form';
import { NotifyMeForm } from './notify-me-form';
import { QuestionForm } from './question-form';
import { QuoteForm } from './quote-form';
import { ReviewFormBody } from './review-form';

/** The form's action answers what the test resolves it with; `posts` keeps every body it received. */

// The forms check with the action's own module, fetched on demand: here it is fetched once before the tests.
beforeAll(async () => {
  await loadFormChecks();
});

function renderForm(ui: ReactNode) {
  const posts: Record<string, FormDataEntryValue>[] = [];
  let answer: (status: FormStatus, error?: Record<string, string[]>) => void = () => {};
  const action = async ({ request, params }: ActionFunctionArgs) => {
    const body = Object.fromEntries(await request.formData());
    posts.push(body);
    return new Promise<FormReply>((resolve) => {
      answer = (status, error) =>
        resolve({
          form: params.form as FormId,
          status,
          result: { error, initialValue: status === 'sucesso' ? null : {} },
        });
    });
  };
  const Stub = createRoutesStub([
    { path: '/produto.html', Component: () => <>{ui}</> },
    { path: '/resources/forms/:form', action },
  ]);
  render(<Stub initialEntries={['/produto.html']} />);
  return {
    posts,
    /** Resolves the pending post and lets the page render the answer. */
    answer: async (status: FormStatus, error?: Record<string, string[]>) => {
      await act(async () => answer(status, error));
    },
  };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Lets the router's promises settle (the fetcher's state changes). */
const settle = () => act(async () => {});

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

/** A quote pop-up filled with valid values (T§5). */
function fillQuote() {
  type('Nome', 'Marta Souza');
  type('E-mail', 'compras@frio.com.br');
  type('CNPJ', '11222333000181');
  type('Inscrição estadual', '110.042.490.114');
  type('DDD', '11');
  type('Telefone', '987654321');
  fireEvent.change(screen.getByLabelText('Estado (UF)'), { target: { value: 'SP' } });
}

describe('QuoteForm (T§4, T§5)', () => {
  const fill = fillQuote;
  const button = () => screen.getByRole('button', { name: /Enviar|Carregando|E-mail enviado!|Erro ao Enviar!/ });

  it("T§4 'Enviar' → 'Carregando' → 'E-mail enviado!' (fields cleared) → 'Enviar' after 3 s", async () => {
    const { posts, answer } = renderForm(<QuoteForm idProduto={5} precoProduto={100} />);
    fill();
    expect((screen.getByLabelText('CNPJ') as HTMLInputElement).value).toBe('11.222.333/0001-81');
    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('98765-4321');
    expect(button().textContent).toBe('Enviar');
    fireEvent.click(button());
    await settle();
    expect(button().textContent).toBe('Carregando');
    expect(posts[0]).toMatchObject({
      idProduto: '5',
      cpfCnpj: '11.222.333/0001-81',
      ddd: '11',
      telefone: '98765-4321',
    });
    await answer('sucesso');
    expect(button().textContent).toBe('E-mail enviado!');
    expect((screen.getByLabelText('CNPJ') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
    advance(QUOTE_BUTTON_RESET_MS - 1);
    expect(button().textContent).toBe('E-mail enviado!');
    advance(1);
    expect(button().textContent).toBe('Enviar');
  });

  it("T§4 a failure shows 'Erro ao Enviar!' and keeps the fields; back to 'Enviar' after 3 s", async () => {
    const { answer } = renderForm(<QuoteForm idProduto={5} precoProduto={100} />);
    fill();
    fireEvent.click(button());
    await settle();
    await answer('erro');
    expect(button().textContent).toBe('Erro ao Enviar!');
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Marta Souza');
    advance(QUOTE_BUTTON_RESET_MS);
    expect(button().textContent).toBe('Enviar');
  });

  it("T§5 'CNPJ inválido' shows 1.5 s; invalid fields stay highlighted until focused; nothing is sent", async () => {
    const { posts } = renderForm(<QuoteForm idProduto={5} precoProduto={100} />);
    fill();
    type('CNPJ', '11222333000182');
    type('Telefone', '3333-4444');
    fireEvent.click(button());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('CNPJ inválido');
    const cnpj = screen.getByLabelText('CNPJ');
    const phone = screen.getByLabelText('Telefone');
    expect(cnpj.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    advance(QUOTE_FIELD_ALERT_MS - 1);
    expect(screen.getByRole('alert').textContent).toBe('CNPJ inválido');
    advance(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cnpj.getAttribute('aria-invalid')).toBe('true');
    fireEvent.focus(cnpj);
    expect(cnpj.getAttribute('aria-invalid')).toBeNull();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
  });

  it("issue 25, T§5 (storefront-transactions.md, issue 39): beside its field 'CNPJ inválido' / 'Telefone inválido' also last 1.5 s; the highlight stays", async () => {
    renderForm(<QuoteForm idProduto={5} precoProduto={100} />);
    fill();
    type('CNPJ', '11222333000182');
    type('Telefone', '3333-4444');
    fireEvent.click(button());
    await settle();
    const own = (label: string) => {
      const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
      return ids
        .split(' ')
        .map((id) => document.getElementById(id))
        .find((element) => element?.hasAttribute('data-field-message'))?.textContent;
    };
    expect(own('CNPJ')).toBe('CNPJ inválido');
    expect(own('Telefone')).toBe('Telefone inválido');
    advance(QUOTE_FIELD_ALERT_MS);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(own('CNPJ')).toBeUndefined();
    expect(own('Telefone')).toBeUndefined();
    expect(screen.getByLabelText('CNPJ').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Telefone').getAttribute('aria-invalid')).toBe('true');
  });

  it('issue 25: a CPF holder is told the pop-up is for companies and where to ask instead', async () => {
    const { posts } = renderForm(<QuoteForm idProduto={5} precoProduto={100} />);
    fill();
    type('CNPJ', '52998224725');
    fireEvent.click(button());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.quoteCompaniesOnly);
    expect(posts).toEqual([]);
  });

  it("T§5 'Telefone inválido' for a number that is not xxxxx-xxxx", async () => {
    renderForm(<QuoteForm idProduto={5} precoProduto={100} />);
    fill();
    type('Telefone', '3333-4444');
    fireEvent.click(button());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Telefone inválido');
  });

  it("T§5 'Isento' disables the state registration and lets the form go", async () => {
    const { posts } = renderForm(<QuoteForm idProduto={5} precoProduto={100} />);
    fill();
    type('Inscrição estadual', '');
    fireEvent.click(screen.getByLabelText('Isento'));
    expect(screen.getByLabelText('Inscrição estadual')).toHaveProperty('disabled', true);
    fireEvent.click(button());
    await settle();
    expect(posts[0]).toMatchObject({ isento: 'on' });
  });

  it('T§5 a whole phone pasted into the area code fills both fields', () => {
    renderForm(<QuoteForm idProduto={5} precoProduto={100} />);
    fireEvent.paste(screen.getByLabelText('DDD'), { clipboardData: { getData: () => '(21) 98765-4321' } });
    expect((screen.getByLabelText('DDD') as HTMLInputElement).value).toBe('21');
    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('98765-4321');
  });

  it('T§5 quantity: digits only, an empty field becomes 1', () => {
    renderForm(<QuoteForm idProduto={5} precoProduto={100} />);
    const quantity = screen.getByLabelText('Quantidade') as HTMLInputElement;
    type('Quantidade', '1a2');
    expect(quantity.value).toBe('12');
    type('Quantidade', '');
    fireEvent.blur(quantity);
    expect(quantity.value).toBe('1');
  });
});

describe('NewsletterForm (T§4, T§5)', () => {
  const email = () => screen.getByLabelText('Seu e-mail') as HTMLInputElement;

  it("T§4 issue 25 strip: 'Enviar' → 'Cadastrado!' with a check mark, then 'Cadastrar' after 5 s", async () => {
    const { posts, answer } = renderForm(<NewsletterForm variant="rodape" />);
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).toBeNull();
    fireEvent.change(email(), { target: { value: 'ana@exemplo.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await settle();
    expect(posts[0]).toMatchObject({ nome: '.', email: 'ana@exemplo.com' });
    expect(posts[0]).not.toHaveProperty('cupom');
    await answer('sucesso');
    const done = screen.getByRole('button', { name: 'Cadastrado!' });
    expect(done.querySelector('svg')).not.toBeNull();
    expect(email().value).toBe('');
    advance(NEWSLETTER_RESET_MS - 1);
    expect(screen.getByRole('button', { name: 'Cadastrado!' })).toBeTruthy();
    advance(1);
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeTruthy();
  });

  it("T§4 strip: 'Erro ao cadastrar', back after 5 s", async () => {
    const { answer } = renderForm(<NewsletterForm variant="rodape" />);
    fireEvent.change(email(), { target: { value: 'ana@exemplo.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await settle();
    await answer('erro');
    expect(screen.getByRole('button', { name: 'Erro ao cadastrar' })).toBeTruthy();
    advance(NEWSLETTER_RESET_MS);
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeTruthy();
  });

  it("T§4 popup: asks for the coupon, calls onSuccess, then reverts to 'garanta seu desconto'", async () => {
    const onSuccess = vi.fn();
    const { posts, answer } = renderForm(<NewsletterForm variant="popup" onSuccess={onSuccess} />);
    fireEvent.change(email(), { target: { value: 'ana@exemplo.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar o cupom para o e-mail' }));
    await settle();
    expect(posts[0]).toMatchObject({ nome: '.', cupom: 'true' });
    await answer('sucesso');
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Cadastrado!' })).toBeTruthy();
    advance(NEWSLETTER_RESET_MS);
    expect(screen.getByRole('button', { name: 'garanta seu desconto' })).toBeTruthy();
  });

  it('T§5 an empty e-mail highlights the field (until it changes) and sends nothing', async () => {
    const { posts } = renderForm(<NewsletterForm variant="rodape" />);
    fireEvent.submit(email().form as HTMLFormElement);
    await settle();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(posts).toEqual([]);
    fireEvent.change(email(), { target: { value: 'a' } });
    expect(email().getAttribute('aria-invalid')).toBeNull();
  });
});

describe('ReviewForm (T§4, T§5)', () => {
  const send = () => fireEvent.click(screen.getByRole('button', { name: /Enviar avaliação|Enviando/ }));

  it("T§5 'Selecione a nota!' first; the alert clears when a field changes", async () => {
    const { posts } = renderForm(<ReviewFormBody kind="produto" id={9} />);
    send();
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Selecione a nota!');
    fireEvent.click(screen.getByLabelText('4 estrelas'));
    expect(screen.queryByRole('alert')).toBeNull();
    send();
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Preencha o campo!');
    expect(screen.getByLabelText('Comentário').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
  });

  it("T§4 success 'Enviado com sucesso!' for 3 s with the form reset; failure 'Houve um erro ao enviar.' for 5 s", async () => {
    const { posts, answer } = renderForm(<ReviewFormBody kind="lista" id={2} />);
    fireEvent.click(screen.getByLabelText('5 estrelas'));
    type('Comentário', 'Kit completo.');
    type('Nome', 'Ana');
    type('E-mail', 'ana@exemplo.com');
    send();
    await settle();
    expect(posts[0]).toMatchObject({ idListaCompra: '2', nota: '5', recomenda: 'true' });
    await answer('erro');
    expect(screen.getByRole('alert').textContent).toBe('Houve um erro ao enviar.');
    advance(REVIEW_ERROR_MS - 1);
    expect(screen.getByRole('alert').textContent).toBe('Houve um erro ao enviar.');
    advance(1);
    expect(screen.queryByRole('alert')).toBeNull();
    send();
    await settle();
    await answer('sucesso');
    expect(screen.getByRole('status').textContent).toBe('Enviado com sucesso!');
    expect((screen.getByLabelText('Comentário') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('5 estrelas') as HTMLInputElement).checked).toBe(false);
    advance(REVIEW_SUCCESS_MS);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('QuestionForm (T§4, T§5)', () => {
  it("T§5 in order; T§4 success 'Pergunta enviada com sucesso!' 3 s, error 'Houve um erro ao enviar.' 5 s", async () => {
    const { answer } = renderForm(<QuestionForm idNivel={7} />);
    const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar pergunta' }));
    type('Nome', 'Rui');
    type('E-mail', 'rui@');
    send();
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Insira um e-mail válido!');
    type('E-mail', 'rui@exemplo.com');
    expect(screen.queryByRole('alert')).toBeNull();
    type('Sua pergunta', 'Tem garantia?');
    send();
    await settle();
    await answer('erro');
    expect(screen.getByRole('alert').textContent).toBe('Houve um erro ao enviar.');
    advance(QUESTION_ERROR_MS);
    expect(screen.queryByRole('alert')).toBeNull();
    send();
    await settle();
    await answer('sucesso');
    expect(screen.getByRole('status').textContent).toBe('Pergunta enviada com sucesso!');
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
    advance(QUESTION_SUCCESS_MS);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('NotifyMeForm (T§4, T§5)', () => {
  it("T§5 'Preencha os campos!' with the empty field highlighted; on the list form it clears after 3 s", async () => {
    renderForm(<NotifyMeForm kind="lista" id={2} />);
    type('Nome', 'Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Preencha os campos!');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Nome').getAttribute('aria-invalid')).toBeNull();
    advance(SOLD_OUT_LIST_MESSAGE_MS);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("T§4 product form: 'Enviado com sucesso' with the fields cleared; the message stays", async () => {
    const { posts, answer } = renderForm(<NotifyMeForm kind="produto" id={3} idAtributoValor={null} />);
    type('Nome', 'Ana');
    type('E-mail', 'ana@exemplo.com');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await settle();
    expect(posts[0]).toMatchObject({ idProduto: '3', idAtributoValor: '0' });
    await answer('sucesso');
    expect(screen.getByRole('status').textContent).toBe('Enviado com sucesso');
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
    advance(SOLD_OUT_LIST_MESSAGE_MS * 2);
    expect(screen.getByRole('status').textContent).toBe('Enviado com sucesso');
    // Cleared once per answer: what the shopper types next stays through later renders, and the next success clears
    // it again.
    type('Nome', 'Bia');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Preencha os campos!');
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Bia');
    type('E-mail', 'bia@exemplo.com');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await settle();
    await answer('sucesso');
    expect(posts[1]).toMatchObject({ nome: 'Bia' });
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
  });
});

describe('a post refused by a limit (issue 25 polish, issue 28: 429 with the wait)', () => {
  const WAIT = FORM_MESSAGES.rateLimited;
  const cases: { form: string; ui: ReactNode; fill: () => void; send: RegExp }[] = [
    {
      form: 'quote pop-up',
      ui: <QuoteForm idProduto={5} precoProduto={100} />,
      fill: fillQuote,
      send: /^Enviar$/,
    },
    {
      form: 'newsletter strip',
      ui: <NewsletterForm variant="rodape" />,
      fill: () => type('Seu e-mail', 'ana@exemplo.com'),
      send: /^Enviar$/,
    },
    {
      form: 'question',
      ui: <QuestionForm idNivel={7} />,
      fill: () => {
        type('Nome', 'Rui');
        type('E-mail', 'rui@exemplo.com');
        type('Sua pergunta', 'Tem garantia?');
      },
      send: /^Enviar pergunta$/,
    },
    {
      form: 'kit review',
      ui: <ReviewFormBody kind="lista" id={2} />,
      fill: () => {
        fireEvent.click(screen.getByLabelText('5 estrelas'));
        type('Comentário', 'Kit completo.');
        type('Nome', 'Ana');
        type('E-mail', 'ana@exemplo.com');
      },
      send: /Enviar/,
    },
    {
      form: "'Avise-me'",
      ui: <NotifyMeForm kind="produto" id={3} idAtributoValor={null} />,
      fill: () => {
        type('Nome', 'Ana');
        type('E-mail', 'ana@exemplo.com');
      },
      send: /^Enviar$/,
    },
  ];

  it.each(cases)('$form says to wait a minute, never the generic failure', async ({ ui, fill, send }) => {
    const { posts, answer } = renderForm(ui);
    fill();
    fireEvent.click(screen.getAllByRole('button', { name: send })[0]!);
    await settle();
    expect(posts).toHaveLength(1);
    await answer('erro', { '': [WAIT] });
    expect(document.body.textContent).toContain(WAIT);
    expect(document.body.textContent).not.toContain('Houve um erro ao enviar.');
  });
});
