/** Formats reais as Brazilian currency; written once beside the instalment words, which the Store API shares. */
export { formatBRL } from '@vitrine/contract/installments';
