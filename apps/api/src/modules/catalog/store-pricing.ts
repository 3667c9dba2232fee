import type { Queryable } from '../../db/client';
import { catalogCache } from '../../lib/cache';
import { catalogVersion } from './catalog-version';
import type { InstallmentRule } from './pricing';

export interface StorePricing {
  rules: InstallmentRule[];
  cashDiscountPercent: number;
}

/** A bound only: the instalment table and the settings change the catalogue version when written (migration 015). */
const PRICING_TTL_MS = 5 * 60_000;

export async function loadStorePricing(db: Queryable): Promise<StorePricing> {
  const [rules, settings] = await Promise.all([
    db.query<{ parcelas: number; taxa: number; exibir_taxa: boolean; minimo: number }>(
      `SELECT parcelas, taxa::float8 AS taxa, exibir_taxa, valor_minimo_parcela_cents AS minimo
         FROM installment_rules ORDER BY parcelas`,
    ),
    db.query<{ desconto: number | null }>(
      `SELECT (valor #>> '{sistema,geral,site,descontoVistaPercent}')::float8 AS desconto
         FROM settings WHERE chave = 'configuracoes'`,
    ),
  ]);
  return {
    rules: rules.map((r) => ({
      parcelas: r.parcelas,
      taxa: r.taxa,
      exibirTaxa: r.exibir_taxa,
      valorMinimoParcelaCents: r.minimo,
    })),
    cashDiscountPercent: settings[0]?.desconto ?? 0,
  };
}

const pricingCache = catalogCache<StorePricing>({ ttlMs: PRICING_TTL_MS, maxEntries: 1 });

/** The instalment table and cash discount: one cached copy per database, under the catalogue version. */
export function storePricingCache(db: Queryable) {
  return {
    /** The store's pricing under `version` (read when not given). */
    async get(version?: string): Promise<StorePricing> {
      return pricingCache.get(db, version ?? (await catalogVersion(db)), 'pricing', () => loadStorePricing(db));
    },
  };
}
