// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantitySelector } from './quantity-selector';

function Harness({ max }: { max: number }) {
  const [value, setValue] = useState(1);
  return <QuantitySelector value={value} max={max} onChange={setValue} />;
}

function setup(max = 5) {
  render(<Harness max={max} />);
  return {
    field: screen.getByLabelText<HTMLInputElement>('Quantidade'),
    minus: screen.getByRole<HTMLButtonElement>('button', { name: 'Diminuir quantidade' }),
    plus: screen.getByRole<HTMLButtonElement>('button', { name: 'Aumentar quantidade' }),
  };
}

describe('QuantitySelector (B§5)', () => {
  it('starts at 1 with minus disabled', () => {
    const { field, minus, plus } = setup();
    expect(field.value).toBe('1');
    expect(minus.disabled).toBe(true);
    expect(plus.disabled).toBe(false);
  });

  it.each(['abc', '0', '-3', ''])('typing %j resets the field to 1, even when it already was 1', (typed) => {
    const { field } = setup();
    fireEvent.change(field, { target: { value: typed } });
    fireEvent.blur(field);
    expect(screen.getByLabelText<HTMLInputElement>('Quantidade').value).toBe('1');
  });

  it('a number above the maximum becomes the maximum, and plus is disabled there', () => {
    const { field } = setup(5);
    fireEvent.change(field, { target: { value: '99' } });
    fireEvent.blur(field);
    expect(screen.getByLabelText<HTMLInputElement>('Quantidade').value).toBe('5');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Aumentar quantidade' }).disabled).toBe(true);
    const again = screen.getByLabelText<HTMLInputElement>('Quantidade');
    fireEvent.change(again, { target: { value: '42' } });
    fireEvent.keyDown(again, { key: 'Enter' });
    expect(screen.getByLabelText<HTMLInputElement>('Quantidade').value).toBe('5');
  });

  it('plus and minus step by one within 1..max', () => {
    const { plus } = setup(2);
    fireEvent.click(plus);
    expect(screen.getByLabelText<HTMLInputElement>('Quantidade').value).toBe('2');
    expect(plus.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Diminuir quantidade' }));
    expect(screen.getByLabelText<HTMLInputElement>('Quantidade').value).toBe('1');
  });
});
