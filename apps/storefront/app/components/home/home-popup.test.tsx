// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_POPUP_DELAY_MS, HOME_POPUP_RETRY_MS } from '../../lib/home-constants';
import { HomePopup } from './home-popup';

/** The browser goes idle, then the pop-up's delay passes. */
function letTheShopperLook() {
  act(() => {
    vi.advanceTimersByTime(2 * HOME_POPUP_DELAY_MS + 10);
  });
}

const HTML = '<h2>Ganhe 3% de desconto</h2><p>Cupom <strong>PRIMEIRACOMPRA</strong></p>';

describe('HomePopup (T§2 coupon pop-up)', () => {
  beforeEach(() => {
    document.cookie = 'popupHome=; Max-Age=0; Path=/';
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('T§2 issue 39: opens as a modal once the page is idle and the delay has passed, shows the HTML and records that this visitor saw it', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<HomePopup conteudo={HTML} />);
    act(() => {
      vi.advanceTimersByTime(HOME_POPUP_DELAY_MS - 10);
    });
    expect(showModal, 'not before the shopper has had a moment with the page').not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('popupHome=1');
    letTheShopperLook();
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
    letTheShopperLook();
    const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Garantir cupom', hidden: true }));
    expect(dialog.open).toBe(false);
  });

  it("T§2 its 'Fechar' button closes it", () => {
    render(<HomePopup conteudo={HTML} />);
    letTheShopperLook();
    const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
    fireEvent.click(screen.getByRole('button', { name: 'Fechar', hidden: true }));
    expect(dialog.open).toBe(false);
  });

  it('issue 39: one pop-up at a time: it waits while another modal is open, and opens once that one closes', () => {
    const other = document.createElement('dialog');
    document.body.append(other);
    other.showModal();
    render(<HomePopup conteudo={HTML} />);
    const dialog = document.querySelector<HTMLDialogElement>('dialog[aria-label="Cupom de desconto"]');
    if (!dialog) throw new Error('no pop-up');
    letTheShopperLook();
    act(() => {
      vi.advanceTimersByTime(3 * HOME_POPUP_RETRY_MS);
    });
    expect(dialog.open, 'not over the other pop-up').toBe(false);
    other.close();
    act(() => {
      vi.advanceTimersByTime(HOME_POPUP_RETRY_MS);
    });
    expect(dialog.open).toBe(true);
  });
});
