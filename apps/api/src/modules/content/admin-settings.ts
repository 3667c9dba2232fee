/**
 * The store's settings as the back office edits them (issue 37, point 3): identity, contact, hours, WhatsApp, social
 * links, the legal line, the GTM id and the public address. One transaction writes the `configuracoes` row and its
 * audit row (the fields that changed, before → after); the settings table's trigger (migration 015) bumps the
 * catalogue version, so every storefront process serves the new values on its next request.
 *
 * The public address has one source: PUBLIC_URL when the server has it (then the field is shown, not saved), else
 * this setting (`forms/store-info.ts` reads it the same way for every e-mail).
 */
import {
  storeSettingsFields,
  type StoreSettings,
  type StoreSettingsBody,
  type StoreSettingsField,
} from '@vitrine/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import { audit } from '../admin/audit';
import type { Actor } from '../admin/keys';

type Json = Record<string, unknown>;

const SOCIAL = ['facebook', 'instagram', 'youtube', 'linkedin'] as const;
type Social = (typeof SOCIAL)[number];
const isSocial = (k: string): k is Social => (SOCIAL as readonly string[]).includes(k);

const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Where each field lives in the `configuracoes` document. */
const branchOf = (key: StoreSettingsField): string[] =>
  key === 'gtm' ? ['google', 'ga'] : isSocial(key) ? ['link', 'social'] : ['sistema', 'geral', 'site'];

function fieldsOf(valor: Json): Record<StoreSettingsField, string> {
  return Object.fromEntries(
    storeSettingsFields.map((key) => [key, str(branchOf(key).reduce((o, k) => obj(o[k]), valor)[key])]),
  ) as Record<StoreSettingsField, string>;
}

/** The document with `fields` written in place (missing branches created), everything else kept. */
function withFields(valor: Json, fields: [StoreSettingsField, string][]): Json {
  const next = structuredClone(valor);
  for (const [key, value] of fields) {
    const parent = branchOf(key).reduce((o, k) => (o[k] = obj(o[k])), next);
    parent[key] = value;
  }
  return next;
}

async function readDocument(db: Queryable, lock: boolean): Promise<Json> {
  const [row] = await db.query<{ valor: unknown }>(
    `SELECT valor FROM settings WHERE chave = 'configuracoes'${lock ? ' FOR UPDATE' : ''}`,
  );
  if (!row) throw notFound('Configurações não cadastradas.');
  return obj(row.valor);
}

export async function readStoreSettings(ctx: AppContext): Promise<StoreSettings> {
  return { campos: fieldsOf(await readDocument(ctx.db, false)), publicUrlServidor: ctx.publicUrl };
}

export async function saveStoreSettings(
  ctx: AppContext,
  actor: Actor,
  body: StoreSettingsBody,
): Promise<StoreSettings> {
  return ctx.db.transaction(async (tx) => {
    const valor = await readDocument(tx, true);
    const before = fieldsOf(valor);
    // With PUBLIC_URL set the field is PUBLIC_URL's to say: what the form sends for it is not kept.
    const wanted: Record<StoreSettingsField, string> = ctx.publicUrl ? { ...body, url: before.url } : body;
    const changed = storeSettingsFields.filter((k) => wanted[k] !== before[k]);
    if (changed.length > 0) {
      const next = withFields(
        valor,
        changed.map((k) => [k, wanted[k]]),
      );
      await tx.query("UPDATE settings SET valor = $1 WHERE chave = 'configuracoes'", [JSON.stringify(next)]);
      await audit(tx, actor, 'configuracoes.salvar', 'configuracoes', 1, {
        antes: Object.fromEntries(changed.map((k) => [k, before[k]])),
        depois: Object.fromEntries(changed.map((k) => [k, wanted[k]])),
      });
    }
    return { campos: { ...before, ...wanted }, publicUrlServidor: ctx.publicUrl };
  });
}
