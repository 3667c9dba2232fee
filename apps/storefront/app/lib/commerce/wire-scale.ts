/** B§2.4, T§9 wire-thickness scale: 22 known values from 0,56 mm to 5,15 mm, a window of 9 around the current one. */

export const WIRE_THICKNESS_GROUP = 'Espessura do fio';
export const WIRE_THICKNESS_MM = [
  '0,56 mm', '0,64 mm', '0,71 mm', '0,80 mm', '0,90 mm', '1,00 mm', '1,20 mm', '1,40 mm', '1,60 mm', '1,80 mm',
  '2,00 mm', '2,25 mm', '2,50 mm', '2,80 mm', '3,15 mm', '3,25 mm', '3,55 mm', '4,00 mm', '4,50 mm', '4,80 mm',
  '5,00 mm', '5,15 mm',
] as const; // prettier-ignore
const WIRE_WINDOW = 9;

/** The 9 values around `current` (edges clamp, so 9 are always shown); null when the value is unknown. */
export function wireWindow(current: string, values: readonly string[] = WIRE_THICKNESS_MM): string[] | null {
  const normal = current.replace(/\s+/g, ' ').trim();
  const index = values.indexOf(normal);
  if (index < 0) return null;
  const size = Math.min(WIRE_WINDOW, values.length);
  const start = Math.min(Math.max(0, index - Math.floor(size / 2)), values.length - size);
  return values.slice(start, start + size);
}
