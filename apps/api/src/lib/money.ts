/** Integer cents (database) → reais with two decimals (JSON), DESIGN.md §4. */
export const toReais = (cents: number): number => Math.round(cents) / 100;

/** Percentage applied to cents, rounded to the cent. */
export const applyPercent = (cents: number, percent: number): number => Math.round(cents * (1 + percent / 100));
