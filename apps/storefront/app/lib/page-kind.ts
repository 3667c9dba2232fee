import type { Level } from '@vitrine/contract';

/** Page kinds for analytics and tracking (T§3): the spec's route names. */
export type PageKind = Level | 'marcas' | 'resolver';

export type PageHandle = { pageKind: PageKind };

/** B§2.2: a level other than page or product detail is a listing. */
export function isListingLevel(level: Level): boolean {
  return level !== 'page' && level !== 'product/detail' && level !== 'home';
}
