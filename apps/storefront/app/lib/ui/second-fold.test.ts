import { describe, expect, it } from 'vitest';
import { SECOND_FOLD_SCROLL_PX } from '../home-constants';
import { shouldLoadSecondFold } from './second-fold';

describe('home second fold trigger (T§2, T§9)', () => {
  it('T§9 the trigger is a scroll of 200 px', () => {
    expect(SECOND_FOLD_SCROLL_PX).toBe(200);
  });

  it('T§2 does not load before 200 px of scroll', () => {
    expect(shouldLoadSecondFold(0, false)).toBe(false);
    expect(shouldLoadSecondFold(199, false)).toBe(false);
    expect(shouldLoadSecondFold(199.5, false)).toBe(false);
  });

  it('T§2 loads at 200 px or more', () => {
    expect(shouldLoadSecondFold(200, false)).toBe(true);
    expect(shouldLoadSecondFold(201, false)).toBe(true);
    expect(shouldLoadSecondFold(5000, false)).toBe(true);
  });

  it('T§2 loads once: never again after it was requested', () => {
    expect(shouldLoadSecondFold(200, true)).toBe(false);
    expect(shouldLoadSecondFold(5000, true)).toBe(false);
  });
});
