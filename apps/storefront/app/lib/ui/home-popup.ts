/**
 * T§2: the home's coupon pop-up shows once per visitor. The browser records that it was shown in a cookie, so the
 * server leaves it out of the page from then on. Pure: used by the server and the browser.
 */
const HOME_POPUP_COOKIE = 'popupHome';
/** One year: "once per visitor" outlives a session. */
export const HOME_POPUP_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

/** The cookie string the browser writes when it shows the pop-up. */
export function homePopupSeenCookie(secure: boolean): string {
  const parts = [`${HOME_POPUP_COOKIE}=1`, 'Path=/', `Max-Age=${HOME_POPUP_COOKIE_MAX_AGE_S}`, 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** True when a Cookie header says this visitor has seen the pop-up. */
export function hasSeenHomePopup(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => {
    const [name, value] = pair.split('=');
    return name?.trim() === HOME_POPUP_COOKIE && value?.trim() === '1';
  });
}
