/**
 * Counts agree in number wherever a count is shown (issue 25): '1 avaliação', '2 avaliações', '0 avaliações'. In
 * Portuguese only one (and minus one) takes the singular; the number is written the Brazilian way (1.234).
 */
export function plural(count: number, singular: string, pluralForm: string): string {
  return Math.abs(count) === 1 ? singular : pluralForm;
}

/** The count and its noun: countText(2, 'avaliação', 'avaliações') → '2 avaliações'. */
export function countText(count: number, singular: string, pluralForm: string): string {
  return `${count.toLocaleString('pt-BR')} ${plural(count, singular, pluralForm)}`;
}

/** B§2.4 'N avaliações', agreeing in number. */
export const reviewCountText = (count: number) => countText(count, 'avaliação', 'avaliações');
