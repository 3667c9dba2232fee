/** Attributes, characteristic groups, filters, seals and the instalment table of the demo store. */

/** The 22 wire thicknesses of the welding scale (B§2.4), thinnest first. */
export const WIRE_THICKNESS_MM = [
  '0,56 mm', '0,64 mm', '0,71 mm', '0,80 mm', '0,90 mm', '1,00 mm', '1,20 mm', '1,40 mm', '1,60 mm', '1,80 mm',
  '2,00 mm', '2,25 mm', '2,50 mm', '2,80 mm', '3,15 mm', '3,25 mm', '3,55 mm', '4,00 mm', '4,50 mm', '4,80 mm',
  '5,00 mm', '5,15 mm',
] as const;
export type WireThickness = (typeof WIRE_THICKNESS_MM)[number];

export interface AttributeSeed {
  id: number;
  nome: string;
  tipo: 'simples' | 'unico';
  valores: string[];
}

export const ATTRIBUTES: AttributeSeed[] = [
  { id: 1, nome: 'Voltagem', tipo: 'simples', valores: ['110V', '220V', 'Bivolt'] },
  { id: 2, nome: 'Tamanho', tipo: 'simples', valores: ['P', 'M', 'G', 'GG'] },
  { id: 3, nome: 'Cor', tipo: 'simples', valores: ['Preto', 'Azul', 'Amarelo', 'Vermelho'] },
  { id: 4, nome: 'Comprimento da haste', tipo: 'unico', valores: ['15 cm', '30 cm', '50 cm'] },
  { id: 5, nome: 'Capacidade', tipo: 'unico', valores: ['3 CFM', '5 CFM', '7 CFM', '9 CFM', '12 CFM'] },
  { id: 6, nome: 'Embalagem', tipo: 'unico', valores: ['Lata 750 g', 'Cilindro 11,34 kg', 'Cilindro 13,6 kg'] },
  { id: 7, nome: 'Corrente de soldagem', tipo: 'unico', valores: ['160 A', '200 A', '250 A'] },
];

/** Simple-attribute kinds a product may carry, by attribute id. */
export const SIMPLE_ATTRIBUTE = { voltagem: 1, tamanho: 2, cor: 3 } as const;
export type SimpleAttributeKind = keyof typeof SIMPLE_ATTRIBUTE;

/** Sibling groups: group key → attribute id. */
export const UNIQUE_GROUP_ATTRIBUTE: Record<string, number> = {
  'te300-haste': 4,
  'tb-haste': 4,
  'bomba-capacidade': 5,
  'r410a-embalagem': 6,
  'r134a-embalagem': 6,
  'inversora-corrente': 7,
};

export const CHARACTERISTIC_GROUPS = {
  tecnicas: { id: 1, nome: 'Características técnicas' },
  parametros: { id: 2, nome: 'Parâmetros' },
  gases: { id: 3, nome: 'Gases Refrigerantes compatíveis' },
  kit: { id: 4, nome: 'Composição do Kit' },
  especificacoes: { id: 5, nome: 'Especificações' },
  video: { id: 6, nome: 'Vídeo do Produto' },
  fio: { id: 7, nome: 'Espessura do fio' },
} as const;

export const REFRIGERANT_GASES = ['R-22', 'R-134a', 'R-404A', 'R-407C', 'R-410A', 'R-32', 'R-290', 'R-600a', 'R-1234yf'];

export interface FilterSeed {
  id: number;
  nome: string;
  valores: { id: number; label: string; slug: string }[];
}

const values = (base: number, labels: [string, string][]) =>
  labels.map(([label, slug], i) => ({ id: base + i, label, slug }));

export const FILTERS: FilterSeed[] = [
  {
    id: 1,
    nome: 'Conectividade',
    valores: values(101, [['USB', 'usb'], ['Bluetooth', 'bluetooth'], ['Wi-Fi', 'wi-fi'], ['RS-485', 'rs-485']]),
  },
  {
    id: 2,
    nome: 'Faixa de medição',
    valores: values(201, [
      ['Até 100 °C', 'ate-100-c'],
      ['-50 °C a 300 °C', 'menos-50-a-300-c'],
      ['300 °C a 1000 °C', '300-a-1000-c'],
      ['Acima de 1000 °C', 'acima-de-1000-c'],
      ['Criogênica (abaixo de -80 °C)', 'criogenica'],
    ]),
  },
  {
    id: 3,
    nome: 'Aplicação',
    valores: values(301, [
      ['Logística', 'logistica'],
      ['Farmacêutica', 'farmaceutica'],
      ['Alimentícia', 'alimenticia'],
      ['HVAC e Refrigeração', 'hvac-e-refrigeracao'],
      ['Industrial', 'industrial'],
      ['Laboratório', 'laboratorio'],
      ['Manutenção elétrica', 'manutencao-eletrica'],
      ['Serralheria', 'serralheria'],
    ]),
  },
  {
    id: 4,
    nome: 'Certificação',
    valores: values(401, [
      ['Certificado de calibração RBC', 'calibracao-rbc'],
      ['Certificado rastreável', 'certificado-rastreavel'],
      ['INMETRO', 'inmetro'],
    ]),
  },
];

export function filterValueId(filterNome: string, label: string): number {
  const value = FILTERS.find((f) => f.nome === filterNome)?.valores.find((v) => v.label === label);
  if (!value) throw new Error(`Unknown filter value ${filterNome}: ${label}`);
  return value.id;
}

export interface SealSeed {
  id: number;
  nome: string;
  imagem: string | null;
  label: string | null;
  posicaoX: 'left' | 'right';
  posicaoY: 'top' | 'bottom';
  corTexto: string;
  corSelo: string;
}

export const SEALS: SealSeed[] = [
  { id: 1, nome: 'Frete Grátis', imagem: null, label: 'Frete Grátis', posicaoX: 'left', posicaoY: 'top', corTexto: '#ffffff', corSelo: '#0a7d3b' },
  { id: 2, nome: 'Lançamento', imagem: null, label: 'Lançamento', posicaoX: 'right', posicaoY: 'top', corTexto: '#ffffff', corSelo: '#1d4ed8' },
  { id: 3, nome: 'Oferta', imagem: null, label: 'Oferta', posicaoX: 'left', posicaoY: 'bottom', corTexto: '#ffffff', corSelo: '#d0121b' },
  { id: 4, nome: 'Mais Vendido', imagem: '/media/selos/mais-vendido.svg', label: null, posicaoX: 'right', posicaoY: 'bottom', corTexto: '#1f2937', corSelo: '#facc15' },
  { id: 5, nome: 'Calibração RBC', imagem: '/media/selos/calibracao-rbc.svg', label: null, posicaoX: 'right', posicaoY: 'top', corTexto: '#ffffff', corSelo: '#0e7490' },
];

/** Instalments: 1x–6x interest-free, 7x–12x at 1,99% a month; minimum instalment R$ 50,00. */
export const INSTALLMENT_RULES: { parcelas: number; taxa: number }[] = Array.from({ length: 12 }, (_, i) => ({
  parcelas: i + 1,
  taxa: i < 6 ? 0 : 1.99,
}));
export const MIN_INSTALLMENT_CENTS = 5000;
