import { COOKIES, cookieValue, setCookieHeader } from '../cookies';

/**
 * T§2: the home's coupon pop-up shows once per visitor. The browser records that it was shown in a cookie
 * (lib/cookies.ts: a year long, "once per visitor" outlives a session), so the server leaves it out of the page from
 * then on. Pure: used by the server and the browser.
 */

/** The cookie string the browser writes when it shows the pop-up. */
export function homePopupSeenCookie(secure: boolean): string {
  return setCookieHeader(COOKIES.homePopup, '1', secure);
}

/** True when a Cookie header says this visitor has seen the pop-up. */
export function hasSeenHomePopup(cookieHeader: string | null): boolean {
  return cookieValue(cookieHeader, COOKIES.homePopup) === '1';
}
