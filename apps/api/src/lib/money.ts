/** Integer cents (database) → reais with two decimals (JSON), docs/architecture.md §4. */
export const toReais = (cents: number): number => Math.round(cents) / 100;
