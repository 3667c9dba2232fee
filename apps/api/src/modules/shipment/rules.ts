/**
 * The shipping rule (T§3 "Shipping result", T§9 free shipping; the server side is not in the spec, so it is ours:
 * docs/decisions/008-shipping.md). Pure: the route loads the product and hands weight and value here.
 */
import type { Uf } from '@vitrine/contract/documents';

/** A federative unit: the contract's state list (the IBGE's, through @brazilian-utils/brazilian-utils). */
export type State = Uf;

export type Region = 'sudeste' | 'sul' | 'centro-oeste' | 'nordeste' | 'norte';

/**
 * The Correios ranges of each state, by the CEP's first five digits (inclusive). Numbers outside every range
 * (00000–00999, 10000–10999 and 78900–78999, left free when Rondônia moved in 2008) are no known CEP.
 */
const CEP_RANGES: readonly (readonly [from: number, to: number, state: State])[] = [
  [1000, 9999, 'SP'], // Grande São Paulo
  [11000, 19999, 'SP'], // litoral e interior
  [20000, 28999, 'RJ'],
  [29000, 29999, 'ES'],
  [30000, 39999, 'MG'],
  [40000, 48999, 'BA'],
  [49000, 49999, 'SE'],
  [50000, 56999, 'PE'],
  [57000, 57999, 'AL'],
  [58000, 58999, 'PB'],
  [59000, 59999, 'RN'],
  [60000, 63999, 'CE'],
  [64000, 64999, 'PI'],
  [65000, 65999, 'MA'],
  [66000, 68899, 'PA'],
  [68900, 68999, 'AP'],
  [69000, 69299, 'AM'],
  [69300, 69399, 'RR'],
  [69400, 69899, 'AM'],
  [69900, 69999, 'AC'],
  [70000, 72799, 'DF'],
  [72800, 72999, 'GO'],
  [73000, 73699, 'DF'],
  [73700, 76799, 'GO'],
  [76800, 76999, 'RO'],
  [77000, 77999, 'TO'],
  [78000, 78899, 'MT'],
  [79000, 79999, 'MS'],
  [80000, 87999, 'PR'],
  [88000, 89999, 'SC'],
  [90000, 99999, 'RS'],
];

// prettier-ignore
const REGION: Record<State, Region> = {
  SP: 'sudeste', RJ: 'sudeste', ES: 'sudeste', MG: 'sudeste',
  PR: 'sul', SC: 'sul', RS: 'sul',
  DF: 'centro-oeste', GO: 'centro-oeste', MT: 'centro-oeste', MS: 'centro-oeste',
  BA: 'nordeste', SE: 'nordeste', PE: 'nordeste', AL: 'nordeste', PB: 'nordeste', RN: 'nordeste', CE: 'nordeste',
  PI: 'nordeste', MA: 'nordeste',
  PA: 'norte', AP: 'norte', AM: 'norte', RR: 'norte', AC: 'norte', RO: 'norte', TO: 'norte',
};

/** The state of an 8-digit CEP, or null when it falls in no state's range. */
export function stateOfCep(cep: string): State | null {
  if (!/^\d{8}$/.test(cep)) return null;
  const prefix = Number(cep.slice(0, 5));
  return CEP_RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}

export const regionOf = (state: State): Region => REGION[state];

/** Orders leave from São Paulo: the state of origin is its own, cheapest zone. */
const ORIGIN_STATE: State = 'SP';
export type Zone = 'local' | Region;
export const zoneOf = (state: State): Zone => (state === ORIGIN_STATE ? 'local' : regionOf(state));

/** T§9: free shipping for the South and Southeast on purchases over R$ 2.000 (strictly above). */
const FREE_SHIPPING_REGIONS: readonly Region[] = ['sudeste', 'sul'];
export const FREE_SHIPPING_ABOVE_CENTS = 200_000;

/** Correios take parcels up to 30 kg; the carrier is offered from 10 kg. */
const CORREIOS_MAX_KG = 30;
const CARRIER_MIN_KG = 10;

interface Tariff {
  /** Price of the first kilogram, in cents. */
  baseCents: number;
  /** Price of each further kilogram (started), in cents. */
  perKgCents: number;
  /** Business days after dispatch. */
  prazo: number;
}

interface Service {
  id: string;
  label: string;
  available: (kg: number) => boolean;
  tariffs: Record<Zone, Tariff>;
}

const t = (baseCents: number, perKgCents: number, prazo: number): Tariff => ({ baseCents, perKgCents, prazo });

const SERVICES: readonly Service[] = [
  {
    id: 'pac',
    label: 'Correios PAC',
    available: (kg) => kg <= CORREIOS_MAX_KG,
    tariffs: {
      local: t(1890, 210, 3),
      sudeste: t(2490, 340, 5),
      sul: t(2790, 390, 6),
      'centro-oeste': t(3290, 490, 7),
      nordeste: t(3990, 620, 9),
      norte: t(4690, 780, 12),
    },
  },
  {
    id: 'sedex',
    label: 'Correios SEDEX',
    available: (kg) => kg <= CORREIOS_MAX_KG,
    tariffs: {
      local: t(2790, 320, 1),
      sudeste: t(3990, 560, 2),
      sul: t(4490, 640, 3),
      'centro-oeste': t(5290, 790, 3),
      nordeste: t(6490, 980, 4),
      norte: t(7690, 1240, 6),
    },
  },
  {
    id: 'transportadora',
    label: 'Transportadora',
    available: (kg) => kg >= CARRIER_MIN_KG,
    tariffs: {
      local: t(4500, 120, 4),
      sudeste: t(5900, 160, 5),
      sul: t(6500, 190, 6),
      'centro-oeste': t(7900, 240, 8),
      nordeste: t(9500, 310, 10),
      norte: t(11500, 390, 14),
    },
  },
];

/** The weight charged: the real weight rounded up to whole kilograms, at least 1 kg. */
export const billedKg = (grams: number): number => Math.max(1, Math.ceil(grams / 1000));

export const FREE_SHIPPING_SUFFIX = ' - Frete grátis';

interface ShippingQuoteOption {
  id: string;
  label: string;
  prazo: number;
  valorCents: number;
}

export interface ShippingQuote {
  state: State;
  region: Region;
  kg: number;
  freeShipping: boolean;
  options: ShippingQuoteOption[];
}

export interface ShippingInput {
  /** 8 digits, no hyphen. */
  cep: string;
  /** Weight of one unit, in grams. */
  unitGrams: number;
  /** Price of one unit, in cents (from the database). */
  unitCents: number;
  quantidade: number;
}

/**
 * The options for a CEP: each service that takes the weight, priced by zone and billed kilograms; cheapest first
 * (then fastest). In the South and Southeast, above R$ 2.000, the cheapest option is free and says so in its label.
 * Null when the CEP is in no state's range.
 */
export function quoteShipping({ cep, unitGrams, unitCents, quantidade }: ShippingInput): ShippingQuote | null {
  const state = stateOfCep(cep);
  if (!state) return null;
  const zone = zoneOf(state);
  const region = regionOf(state);
  const kg = billedKg(unitGrams * quantidade);
  const options = SERVICES.filter((s) => s.available(kg))
    .map((s) => {
      const { baseCents, perKgCents, prazo } = s.tariffs[zone];
      return { id: s.id, label: s.label, prazo, valorCents: baseCents + perKgCents * (kg - 1) };
    })
    .sort((a, b) => a.valorCents - b.valorCents || a.prazo - b.prazo);
  const freeShipping = FREE_SHIPPING_REGIONS.includes(region) && unitCents * quantidade > FREE_SHIPPING_ABOVE_CENTS;
  const [cheapest] = options;
  if (freeShipping && cheapest) {
    options[0] = { ...cheapest, label: `${cheapest.label}${FREE_SHIPPING_SUFFIX}`, valorCents: 0 };
  }
  return { state, region, kg, freeShipping, options };
}
