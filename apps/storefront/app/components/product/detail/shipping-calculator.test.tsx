// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ShippingView } from '../../../lib/commerce/shipping';
import { ShippingCalculator } from './shipping-calculator';

const RESULT: ShippingView = {
  status: 'result',
  cep: '01310-100',
  mensagem: 'Frete calculado com sucesso.',
  fretes: [
    { id: 'pac', label: 'Correios PAC - Frete grátis', prazo: 3, valor: 0 },
    { id: 'sedex', label: 'Correios SEDEX', prazo: 1, valor: 27.9 },
  ],
};

function renderCalculator(initial: ShippingView, answer: (url: URL) => Promise<ShippingView> | ShippingView) {
  const loader = vi.fn(({ request }: LoaderFunctionArgs) => answer(new URL(request.url)));
  const Stub = createRoutesStub([
    {
      path: '/produto.html',
      Component: () => <ShippingCalculator productId={7} rota="/produto.html" selected={13} initial={initial} />,
    },
    { path: '/resources/shipping', loader },
  ]);
  render(<Stub initialEntries={['/produto.html']} />);
  return { loader, input: screen.getByLabelText('CEP') as HTMLInputElement };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Calcular' }));
const rows = () => screen.getAllByRole('row').slice(1);

describe('ShippingCalculator (T§2, T§4, T§5, T§8)', () => {
  it('T§4 a server-computed result shows at once: label, business days and "Grátis" for 0', () => {
    const { loader } = renderCalculator(RESULT, () => RESULT);
    expect(rows().map((row) => row.textContent)).toEqual([
      'Correios PAC - Frete grátisAté 3 dias úteisGrátis',
      expect.stringMatching(/^Correios SEDEXAté 1 dia útilR\$\s27,90$/),
    ]);
    expect((screen.getByLabelText('CEP') as HTMLInputElement).value).toBe('01310-100');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loader).not.toHaveBeenCalled();
  });

  it('T§4 pending shows the spinner text and aria-busy; the call carries the masked code, product and value', async () => {
    let resolve: (view: ShippingView) => void = () => {};
    const { loader, input } = renderCalculator({ status: 'idle', cep: '' }, () => new Promise((r) => (resolve = r)));
    fireEvent.change(input, { target: { value: '01310100' } });
    expect(input.value).toBe('01310-100');
    submit();
    await screen.findByText('Calculando o frete…');
    expect(screen.getByTestId('frete-resultado').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Calcular' }).hasAttribute('disabled')).toBe(true);
    const url = loader.mock.calls[0]?.[0].request.url ?? '';
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
      cep: '01310-100',
      idProduto: '7',
      idAtributoValor: '13',
    });
    await act(async () => resolve(RESULT));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByTestId('frete-resultado').getAttribute('aria-busy')).toBe('false');
  });

  it('T§5 empty on submit marks the field as error and makes no call', () => {
    const { loader, input } = renderCalculator({ status: 'idle', cep: '' }, () => RESULT);
    submit();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Informe o CEP.')).toBeTruthy();
    expect(loader).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '0' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it("T§8 a failed call shows 'Erro ao calcular o frete' as an alert", async () => {
    const { input } = renderCalculator({ status: 'idle', cep: '' }, () => ({
      status: 'error',
      cep: '01310-100',
      message: 'Erro ao calcular o frete',
    }));
    fireEvent.change(input, { target: { value: '01310-100' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao calcular o frete');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('T§8 a mensagem other than the success one is shown as an alert, with the options', async () => {
    const { input } = renderCalculator({ status: 'idle', cep: '' }, () => ({
      ...RESULT,
      mensagem: 'Entrega sujeita a agendamento.',
    }));
    fireEvent.change(input, { target: { value: '01310-100' } });
    fireEvent.submit(input.form as HTMLFormElement);
    expect((await screen.findByRole('alert')).textContent).toBe('Entrega sujeita a agendamento.');
    expect(rows()).toHaveLength(2);
  });
});
