import { describe, expect, it } from 'vitest';
import { WIRE_THICKNESS_MM, wireWindow } from './wire-scale';

describe('wire-thickness scale (B§2.4, T§9)', () => {
  it('T§9: 22 values from 0,56 mm to 5,15 mm', () => {
    expect(WIRE_THICKNESS_MM).toHaveLength(22);
    expect(WIRE_THICKNESS_MM[0]).toBe('0,56 mm');
    expect(WIRE_THICKNESS_MM[21]).toBe('5,15 mm');
  });
  it('B§2.4: at the start the window clamps to the first 9', () => {
    expect(wireWindow('0,56 mm')).toEqual(WIRE_THICKNESS_MM.slice(0, 9));
    expect(wireWindow('0,80 mm')).toEqual(WIRE_THICKNESS_MM.slice(0, 9));
  });
  it('B§2.4: in the middle the current value is centred', () => {
    expect(wireWindow('2,25 mm')).toEqual(WIRE_THICKNESS_MM.slice(7, 16));
  });
  it('B§2.4: at the end the window clamps to the last 9', () => {
    expect(wireWindow('5,15 mm')).toEqual(WIRE_THICKNESS_MM.slice(13));
    expect(wireWindow('4,50 mm')).toHaveLength(9);
  });
  it('B§2.4: an unknown value shows no scale', () => expect(wireWindow('9,99 mm')).toBeNull());
});
