/** Invented brands of the demo store; logos are drawn by the media module from the slug. */
export interface BrandSeed {
  id: number;
  nome: string;
  slug: string;
  descricao: string;
  ativo: boolean;
}

const b = (id: number, nome: string, descricao: string, ativo = true): BrandSeed => ({
  id,
  nome,
  slug: nome.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  descricao,
  ativo,
});

export const BRANDS: BrandSeed[] = [
  b(1, 'Termotek', 'Termômetros e sensores de temperatura com fabricação nacional desde 1994.'),
  b(2, 'Frigomax', 'Ferramentas e instrumentos para refrigeração e ar-condicionado.'),
  b(3, 'Polarix', 'Instrumentos digitais e fluidos refrigerantes para o técnico de HVAC.'),
  b(4, 'Logtherm', 'Data loggers e sistemas de monitoramento para a cadeia do frio.'),
  b(5, 'Datacold', 'Registradores descartáveis e soluções para transporte refrigerado.'),
  b(6, 'Controlsul', 'Controladores de temperatura, umidade e pressão para indústria e refrigeração.'),
  b(7, 'Sensitron', 'Sensores PT100, termopares e transmissores industriais.'),
  b(8, 'Metrivale', 'Instrumentos de medição ambiental e dimensional.'),
  b(9, 'Voltimax', 'Multímetros, alicates amperímetros e instrumentos elétricos.'),
  b(10, 'Soldaforte', 'Máquinas de solda, eletrodos, varetas e EPIs para soldadores.'),
  b(11, 'Arcoweld', 'Equipamentos MIG/MAG, TIG e corte plasma para a indústria metalmecânica.'),
  b(12, 'Vacutec', 'Bombas de vácuo e recolhedoras de gás de alto desempenho.'),
  b(13, 'Gelotherm', 'Gases refrigerantes e óleos para compressores.'),
  b(14, 'Climatrix', 'Linha de climatização descontinuada.', false),
];
