import { describe, expect, it } from 'vitest';
import { gtmBootstrap, gtmContainerId, gtmNoScriptUrl } from './tag-manager';

describe('B§1 tag manager container', () => {
  it('is read from the settings only when it is a GTM id', () => {
    expect(gtmContainerId('GTM-AB12CD')).toBe('GTM-AB12CD');
    expect(gtmContainerId(' GTM-XYZ9 ')).toBe('GTM-XYZ9');
    for (const raw of ['', null, undefined, 'GTM-', 'gtm-AB12', 'UA-123-1', 'G-ABC123', "GTM-A');alert(1);('"]) {
      expect(gtmContainerId(raw), String(raw)).toBeNull();
    }
  });

  it('the bootstrap starts the data layer and loads gtm.js with its own nonce', () => {
    const appended: { async?: boolean; src?: string; nonce?: string }[] = [];
    const fakeWindow: { dataLayer?: unknown[] } = {};
    const fakeDocument = {
      currentScript: { nonce: 'abc' },
      createElement: () => ({}),
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    };
    const body = gtmBootstrap('GTM-AB12CD').replace('(window,document,', '(w,d,');
    new Function('w', 'd', body)(fakeWindow, fakeDocument);
    expect(fakeWindow.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(appended).toEqual([
      { async: true, src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD', nonce: 'abc' },
    ]);
    expect(gtmNoScriptUrl('GTM-AB12CD')).toBe('https://www.googletagmanager.com/ns.html?id=GTM-AB12CD');
  });
});
