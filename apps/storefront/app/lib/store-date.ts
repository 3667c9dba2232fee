const storeDateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * A date the API sends (ISO 8601) as the store shows it: dd/MM/yyyy in São Paulo time, the same on the server and in
 * the browser (reviews, testimonials, the quote). An unreadable date shows as nothing rather than breaking the page.
 */
export function storeDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : storeDateFormat.format(date);
}

const storeDateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment the API sends, as dd/MM/yyyy HH:mm in São Paulo time (the back office's lists). */
export function storeDateTime(iso: string | null): string {
  const date = new Date(iso ?? '');
  return Number.isNaN(date.getTime()) ? '' : storeDateTimeFormat.format(date);
}
