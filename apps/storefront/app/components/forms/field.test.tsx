import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckField, Field, SelectField, TextAreaField } from './field';
import { SubmitButton } from './submit-button';

describe('Field: one labelled control with its own messages (the shop and the back office)', () => {
  it('is labelled; a message of its own marks it invalid and describes it', () => {
    render(<Field label="E-mail" name="email" message="Insira um e-mail válido!" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Insira um e-mail válido!');
  });

  it("T§5 highlighted, it is described by the form's alert too; the hint is read with it", () => {
    render(<Field id="nome" label="Nome" name="nome" invalid errorId="alerta" hint="Como no documento" />);
    const input = screen.getByLabelText('Nome');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('alerta nome-dica');
    expect(input.className).toContain('border-red-700');
  });

  it('without a message or a highlight it is neither invalid nor described', () => {
    render(<Field label="Cidade" name="cidade" optional />);
    const input = screen.getByLabelText(/Cidade/);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByText('(opcional)')).toBeTruthy();
  });

  it('a text area, a select (from options) and a checkbox follow the same rule', () => {
    render(
      <>
        <TextAreaField label="Comentário" name="comentario" message={['Preencha o campo!', 'Outro']} />
        <SelectField label="Perfil" name="papel" options={[['gestor', 'Gestor']]} message="Escolha um perfil." />
        <CheckField label="Confirmo" name="confirmo" type="checkbox" message="Confirme o pedido." />
      </>,
    );
    expect(screen.getByLabelText('Comentário').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Preencha o campo!', 'Outro']);
    expect(screen.getByRole('option', { name: 'Gestor' })).toBeTruthy();
    expect(screen.getByLabelText('Perfil').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Confirmo').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('SubmitButton: idle, pending with a spinner, success, error', () => {
  const labels = { pendingText: 'Carregando', successText: 'E-mail enviado!', errorText: 'Erro ao Enviar!' };

  it.each([
    ['idle', 'Enviar', false],
    ['pending', 'Carregando', true],
    ['success', 'E-mail enviado!', false],
    ['error', 'Erro ao Enviar!', false],
  ] as const)('%s: %s', (status, text, disabled) => {
    render(
      <SubmitButton status={status} {...labels}>
        Enviar
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: text });
    expect(button.getAttribute('type')).toBe('submit');
    expect((button as HTMLButtonElement).disabled).toBe(disabled);
    expect(button.querySelector('svg.animate-spin') !== null).toBe(status === 'pending');
  });

  it('a state without its own text keeps the idle one; a check mark on success when asked', () => {
    render(
      <SubmitButton status="success" check look="accent">
        Cadastrar
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Cadastrar' });
    expect(button.querySelectorAll('svg')).toHaveLength(1);
    expect(button.className).toContain('bg-accent-400');
  });
});
