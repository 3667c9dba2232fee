import { BREAKPOINT_MD, BREAKPOINT_LG, BREAKPOINT_XL } from '../constants';

/**
 * How many items a carousel shows side by side at each of the spec's breakpoints (B§9: 768, 1024, 1366 px). A
 * missing breakpoint keeps the value of the one below. The same rule drives the CSS (custom properties read by
 * `.carousel` in app.css, so the server HTML is laid out right) and the script (dots, tests).
 */
export type PerView = { base: number; md?: number; lg?: number; xl?: number };

/** B§2.7 shelves: 2 items below 768 px, 4 from 768 px. */
export const SHELF_PER_VIEW: PerView = { base: 2, md: 4 };
/** B§9 reviews and testimonials: 1 below 768 px, 3 up to 1365 px, 4 from 1366 px. */
export const REVIEWS_PER_VIEW: PerView = { base: 1, md: 3, xl: 4 };
/** T§2 brand slider: a slider of 2 below 768 px; from there a plain row (5 a line, then all 9 from 1024 px). */
export const BRAND_SLIDER_PER_VIEW: PerView = { base: 2, md: 5, lg: 9 };

/** The number of items side by side at a viewport `width` in CSS pixels. */
export function slidesPerView(width: number, rule: PerView): number {
  let count = rule.base;
  if (width >= BREAKPOINT_MD && rule.md !== undefined) count = rule.md;
  if (width >= BREAKPOINT_LG && rule.lg !== undefined) count = rule.lg;
  if (width >= BREAKPOINT_XL && rule.xl !== undefined) count = rule.xl;
  return count;
}

/** How many pages (dots) `items` make when `perView` show at once; at least 1. */
export function pageCount(items: number, perView: number): number {
  return Math.max(1, Math.ceil(items / Math.max(1, perView)));
}

/** The CSS custom properties of a rule, set on the carousel's element. */
export function perViewStyle(rule: PerView, gap: { base: number; md?: number }): Record<string, string> {
  const style: Record<string, string> = { '--pv-base': String(rule.base), '--gap-base': `${gap.base}px` };
  if (rule.md !== undefined) style['--pv-md'] = String(rule.md);
  if (rule.lg !== undefined) style['--pv-lg'] = String(rule.lg);
  if (rule.xl !== undefined) style['--pv-xl'] = String(rule.xl);
  if (gap.md !== undefined) style['--gap-md'] = `${gap.md}px`;
  return style;
}
