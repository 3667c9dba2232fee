/**
 * The HTML part of every store e-mail (issue 37): the text part, escaped, in the store's look — its name in the
 * header, its colour, its contact and legal line in the footer — with the addresses made links. The text stays the
 * message (multipart/alternative: a reader that shows no HTML shows the same words).
 */
import type { InboxKind } from '@vitrine/contract';
import type { StoreInfo } from './store-info';

/** The storefront's brand colour (app.css --color-brand-700). */
const BRAND = '#0b4f8a';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Escaped text with its http(s) addresses as links (an address is cut at a space or an angle bracket). */
function linked(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}" style="color:${BRAND}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

export function mailHtml(store: StoreInfo, text: { assunto: string; corpo: string }): string {
  const footer = [store.nomeSite, store.razaoSocial, store.endereco, store.telefone, store.email, store.url]
    .filter((v): v is string => !!v)
    .map((v) => linked(v))
    .join(' · ');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(text.assunto)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff">
<tr><td style="background:${BRAND};color:#ffffff;padding:16px;font-size:20px;font-weight:bold">${escapeHtml(store.nomeSite)}</td></tr>
<tr><td style="padding:16px;font-size:15px;line-height:1.5;white-space:pre-wrap">${linked(text.corpo)}</td></tr>
<tr><td style="padding:12px 16px;font-size:12px;color:#4b5563;border-top:1px solid #e5e7eb">${footer}</td></tr>
</table></td></tr></table></body></html>`;
}

/** The inbox kind of each store e-mail's `origem` prefix ('orcamento:12' → the quote 12 in /admin/caixa). */
const INBOX_OF_ORIGIN: Record<string, InboxKind> = {
  orcamento: 'orcamento',
  consulta: 'sobConsulta',
  pergunta: 'pergunta',
  avaliacao: 'avaliacao',
  'avaliacao-loja': 'avaliacaoLoja',
};

/** The back-office page of what a store e-mail tells about (`{url}/admin/caixa/{tipo}/{id}`); null without a url. */
export function backOfficeLink(store: StoreInfo, origem: string): string | null {
  const at = origem.lastIndexOf(':');
  const kind = INBOX_OF_ORIGIN[origem.slice(0, at)];
  const id = origem.slice(at + 1);
  return kind && id && store.url ? `${store.url}/admin/caixa/${kind}/${encodeURIComponent(id)}` : null;
}
