/** What the forms need from the store's settings: its address for e-mails, the quote header and terms. */
import type { EmailTextKey } from '@vitrine/contract';
import type { Queryable } from '../../db/client';

export interface StoreInfo {
  nomeSite: string;
  razaoSocial: string;
  endereco: string;
  telefone: string;
  /** The store's e-mail address: where form e-mails go, and their sender. */
  email: string;
  /** The storefront's address for links in e-mails: PUBLIC_URL, else the settings' (null when neither has one). */
  url: string | null;
  /** The first-purchase coupon the newsletter pop-up e-mails; null when there is none. */
  cupom: string | null;
  /** Invoicing terms printed on quotes. */
  diasFaturamento: number;
  /** The subjects and openings the store wrote over the built-in ones (issue 37; null: the built-in). */
  textos: Partial<Record<EmailTextKey, { assunto: string | null; introducao: string | null }>>;
}

/** Invoicing terms when the settings leave them out. */
const DEFAULT_INVOICE_DAYS = 28;

// The coupon: the home pop-up's when it names one (what the shopper was promised), else the settings'.
const SQL = `
SELECT valor #> '{sistema,geral,site}' AS site, valor -> 'loja' AS loja,
       (SELECT nullif(cupom, '') FROM popups WHERE slug = 'home' AND titulo IS NOT NULL) AS cupom_popup,
       (SELECT coalesce(jsonb_object_agg(chave, jsonb_build_object('assunto', assunto, 'introducao', introducao)),
                        '{}'::jsonb) FROM email_texts) AS textos
  FROM settings WHERE chave = 'configuracoes'`;

type Json = Record<string, unknown> | null;
const text = (o: Json, key: string): string => (typeof o?.[key] === 'string' ? (o[key] as string) : '');

/**
 * The store's data for the forms. The public address has one source (issue 37): `publicUrl` (PUBLIC_URL) when it is
 * set, else the setting the back office edits (/admin/configuracoes); every caller passes PUBLIC_URL, none keeps a
 * copy of its own.
 */
export async function loadStoreInfo(db: Queryable, publicUrl: string | null): Promise<StoreInfo> {
  const [row] = await db.query<{ site: Json; loja: Json; cupom_popup: string | null; textos: StoreInfo['textos'] }>(
    SQL,
  );
  const site = row?.site ?? null;
  const loja = row?.loja ?? null;
  const dias = loja?.diasFaturamento;
  return {
    nomeSite: text(site, 'nomeDoSite'),
    razaoSocial: text(site, 'razaoSocial'),
    endereco: text(site, 'endereco'),
    telefone: text(site, 'telefone'),
    email: text(site, 'email'),
    url: publicUrl ?? (text(site, 'url').replace(/\/+$/, '') || null),
    cupom: row?.cupom_popup ?? (text(loja, 'cupomPrimeiraCompra') || null),
    diasFaturamento: typeof dias === 'number' && Number.isInteger(dias) && dias >= 0 ? dias : DEFAULT_INVOICE_DAYS,
    textos: row?.textos ?? {},
  };
}
