import type { Queryable } from '../../db/client';
import { ttlCache } from '../../lib/ttl-cache';
import type { InstallmentRule } from './pricing';

export interface StorePricing {
  rules: InstallmentRule[];
  cashDiscountPercent: number;
}

const PRICING_TTL_MS = 30_000;

async function loadStorePricing(db: Queryable): Promise<StorePricing> {
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

/** The instalment table and cash discount change rarely: one cached copy per database. */
export function storePricingCache(db: Queryable) {
  return ttlCache(PRICING_TTL_MS, () => loadStorePricing(db));
}
