// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePopup } from './home-popup';

const HTML = '<h2>Ganhe 3% de desconto</h2><p>Cupom <strong>PRIMEIRACOMPRA</strong></p>';

describe('HomePopup (T§2 coupon pop-up)', () => {
  beforeEach(() => {
    document.cookie = 'popupHome=; Max-Age=0; Path=/';
  });
  afterEach(() => vi.restoreAllMocks());

  it('T§2 opens as a modal on mount, shows the HTML and records that this visitor saw it', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<HomePopup conteudo={HTML} />);
    expect(showModal).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.getAttribute('aria-label')).toBe('Cupom de desconto');
    expect(dialog.querySelector('strong')?.textContent).toBe('PRIMEIRACOMPRA');
    expect(document.cookie).toContain('popupHome=1');
  });

  it('T§2 the sign-up form goes in the children slot and may close the pop-up', () => {
    render(
      <HomePopup conteudo={HTML}>
        {({ close }) => (
          <button type="button" onClick={close}>
            Garantir cupom
          </button>
        )}
      </HomePopup>,
    );
    const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Garantir cupom', hidden: true }));
    expect(dialog.open).toBe(false);
  });

  it("T§2 its 'Fechar' button closes it", () => {
    render(<HomePopup conteudo={HTML} />);
    const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
    fireEvent.click(screen.getByRole('button', { name: 'Fechar', hidden: true }));
    expect(dialog.open).toBe(false);
  });
});
