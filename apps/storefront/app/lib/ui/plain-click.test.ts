import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('takes a primary-button click with no modifier', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('leaves other buttons and modified clicks (new tab, window, download) to the browser', () => {
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, button: 2 })).toBe(false);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isPlainClick({ ...click, [key]: true }), key).toBe(false);
    }
  });
});
