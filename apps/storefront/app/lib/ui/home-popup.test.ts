import { describe, expect, it } from 'vitest';
import { hasSeenHomePopup, homePopupSeenCookie } from './home-popup';

describe('home coupon pop-up once per visitor (T§2)', () => {
  it('T§2 the cookie written when the pop-up shows lasts a year, for the whole site', () => {
    expect(homePopupSeenCookie(false)).toBe('popupHome=1; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(homePopupSeenCookie(true)).toBe('popupHome=1; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
  });

  it('T§2 the server reads it among other cookies', () => {
    expect(hasSeenHomePopup(null)).toBe(false);
    expect(hasSeenHomePopup('')).toBe(false);
    expect(hasSeenHomePopup('cep=01310-100')).toBe(false);
    expect(hasSeenHomePopup('popupHome=1')).toBe(true);
    expect(hasSeenHomePopup('cep=01310-100; popupHome=1; vitrine_sessao=abc')).toBe(true);
    expect(hasSeenHomePopup('popupHome=0')).toBe(false);
    expect(hasSeenHomePopup('xpopupHome=1')).toBe(false);
  });
});
