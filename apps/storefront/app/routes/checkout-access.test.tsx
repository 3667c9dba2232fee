// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '../server/api/api.server';
import type { FormRefusal } from '../lib/resource-types';
import CheckoutAccess, { action } from './checkout-access';

vi.mock('../server/api/api.server', () => ({
  login: vi.fn(),
  logout: vi.fn(),
  startSale: vi.fn(),
  getUser: vi.fn(),
  getSaleCustomers: vi.fn(),
}));

const LOADER_DATA = { user: null, clientes: null, redirectTo: '' };
const ROUTE_ID = 'checkout/acesso';

function stub() {
  return createRoutesStub([
    {
      id: ROUTE_ID,
      path: '/checkout/acesso',
      // The route component takes the framework's props, which the stub passes.
      Component: CheckoutAccess as ComponentType,
      loader: () => LOADER_DATA,
      action,
    },
  ]);
}

/** What the action answers for a post with a malformed e-mail and no password. */
const REFUSAL: FormRefusal = {
  ok: false,
  error: 'Confira os campos destacados.',
  result: {
    status: 'error',
    initialValue: { intent: 'login', email: 'ana@' },
    error: { '': ['Confira os campos destacados.'], email: ['Informe um e-mail válido.'], senha: ['Informe a senha.'] },
    fields: ['intent', 'redirectTo', 'email', 'senha'],
  },
};

describe('demo sign-in page: field errors without and with script (T§2 Header pieces, T§5)', () => {
  // The server-rendered page of the first test is written into the body by hand.
  afterEach(() => {
    document.body.innerHTML = '';
  });
  beforeEach(() => {
    vi.mocked(login).mockReset();
  });

  it('T§5 without script the page rendered with the answer shows each field’s error and keeps the e-mail', () => {
    const Stub = stub();
    const html = renderToString(
      <Stub
        initialEntries={['/checkout/acesso']}
        hydrationData={{ loaderData: { [ROUTE_ID]: LOADER_DATA }, actionData: { [ROUTE_ID]: REFUSAL } }}
      />,
    );
    document.body.innerHTML = html;
    expect(screen.getByRole('alert').textContent).toBe('Confira os campos destacados.');
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('value')).toBe('ana@');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Informe um e-mail válido.',
    );
    const senha = screen.getByLabelText('Senha');
    expect(senha.getAttribute('value')).toBeNull();
    expect(document.getElementById(senha.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Informe a senha.');
    // The server judges the fields with or without script: the browser's own checks do not run first.
    expect(email.closest('form')?.hasAttribute('novalidate')).toBe(true);
  });

  it('T§2 with script the same answer arrives from the action: the message, the e-mail kept', async () => {
    vi.mocked(login).mockResolvedValueOnce({
      ok: false,
      status: 401,
      error: { code: 'unauthorized', message: 'E-mail ou senha inválidos.' },
      session: null,
    });
    const Stub = stub();
    render(<Stub initialEntries={['/checkout/acesso']} hydrationData={{ loaderData: { [ROUTE_ID]: LOADER_DATA } }} />);
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'ana@exemplo.com.br' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'errada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('E-mail ou senha inválidos.'));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@exemplo.com.br');
  });

  it('T§5 with script an empty field is judged by the server too: its message under the field', async () => {
    const Stub = stub();
    render(<Stub initialEntries={['/checkout/acesso']} hydrationData={{ loaderData: { [ROUTE_ID]: LOADER_DATA } }} />);
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'ana@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByText('Informe a senha.')).toBeTruthy());
    expect(screen.getByText('Informe um e-mail válido.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Confira os campos destacados.');
    expect(login).not.toHaveBeenCalled();
  });
});
