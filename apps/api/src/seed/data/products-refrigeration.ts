import { p } from './product-spec';
import type { ProductSpec } from './product-spec';

const R = '/refrigeracao';
const MAN_A = `${R}/manifolds/analogicos`;
const MAN_D = `${R}/manifolds/digitais`;
const BV = `${R}/bombas-de-vacuo`;
const GAS = `${R}/gases-refrigerantes`;
const KITS = `${R}/ferramentas-de-instalacao/kits-de-ferramentas`;
const FER = `${R}/ferramentas-de-instalacao`;

export const REFRIGERATION: ProductSpec[] = [
  p('Manifold Analógico 2 Vias R-22, R-134a e R-404A MA-2', MAN_A, 'frigomax', 289.9, { k: 'ma2', gases: ['R-22', 'R-134a', 'R-404A'] }),
  p('Manifold Analógico 4 Vias R-410A com Visor MA-4', MAN_A, 'frigomax', 549, { gases: ['R-410A', 'R-32', 'R-22'] }),
  p('Manifold Digital 4 Vias R-410A MD-4', MAN_D, 'frigomax', 1890, { de: 2190, k: 'md4', video: 'Hq3vN8sLw2Y', imagens: 8, layout: true }),
  p('Manifold Digital Bluetooth MD-BT com Sondas de Temperatura', MAN_D, 'polarix', 3290, { k: 'mdbt' }),
  p('Manifold Digital 2 Vias MD-2 com Vacuômetro', MAN_D, 'polarix', 1290, { st: 'ind' }),
  p('Bomba de Vácuo 3 CFM Simples Estágio BV-3', BV, 'vacutec', 799, { uniq: ['bomba-capacidade', '3 CFM'], attr: 'voltagem', peso: 5200 }),
  p('Bomba de Vácuo 5 CFM Duplo Estágio BV-5D', BV, 'vacutec', 1190, { uniq: ['bomba-capacidade', '5 CFM'], attr: 'voltagem', k: 'bv5', peso: 7800 }),
  p('Bomba de Vácuo 7 CFM Duplo Estágio 220V BV-7D', BV, 'vacutec', 1590, { uniq: ['bomba-capacidade', '7 CFM'], k: 'bv7', peso: 9500 }),
  p('Bomba de Vácuo 9 CFM Duplo Estágio BV-9D', BV, 'vacutec', 2190, { de: 2490, uniq: ['bomba-capacidade', '9 CFM'], attr: 'voltagem', peso: 11800 }),
  p('Bomba de Vácuo 12 CFM Duplo Estágio Industrial BV-12D', BV, 'vacutec', 3890, { uniq: ['bomba-capacidade', '12 CFM'], st: 'sob', peso: 16500 }),
  p('Bomba de Vácuo a Bateria 4 CFM 18 V BV-4B', BV, 'vacutec', 2690, { st: 'ind', peso: 6100 }),
  p('Gás Refrigerante R-410A Cilindro 11,34 kg', GAS, 'polarix', 1190, { uniq: ['r410a-embalagem', 'Cilindro 11,34 kg'], k: 'r410', peso: 14500, gases: ['R-410A'] }),
  p('Gás Refrigerante R-410A Lata 750 g', GAS, 'polarix', 139.9, { uniq: ['r410a-embalagem', 'Lata 750 g'], peso: 950, gases: ['R-410A'] }),
  p('Gás Refrigerante R-134a Cilindro 13,6 kg', GAS, 'gelotherm', 1090, { uniq: ['r134a-embalagem', 'Cilindro 13,6 kg'], peso: 16800, gases: ['R-134a'] }),
  p('Gás Refrigerante R-134a Lata 750 g', GAS, 'gelotherm', 119.9, { uniq: ['r134a-embalagem', 'Lata 750 g'], peso: 950, k: 'r134-lata', gases: ['R-134a'] }),
  p('Gás Refrigerante R-22 Cilindro 13,6 kg', GAS, 'polarix', 1490, { st: 'ind', peso: 16800, gases: ['R-22'] }),
  p('Gás Refrigerante R-32 Cilindro 9 kg', GAS, 'polarix', 890, { peso: 12000, gases: ['R-32'] }),
  p('Gás Refrigerante R-404A Cilindro 10,9 kg', GAS, 'gelotherm', 1390, { peso: 14000, gases: ['R-404A'] }),
  p('Gás Refrigerante R-290 Propano Cilindro 5 kg', GAS, 'gelotherm', 690, { peso: 9000, gases: ['R-290'] }),
  p('Gás Refrigerante R-600a Isobutano Lata 420 g', GAS, 'gelotherm', 99.9, { peso: 600, gases: ['R-600a'] }),
  p('Detector de Vazamento Eletrônico DV-500 para Gases Halogenados', `${R}/detectores-de-vazamento`, 'frigomax', 890, { k: 'dv500' }),
  p('Detector de Vazamento Infravermelho DV-IR900', `${R}/detectores-de-vazamento`, 'polarix', 2890, { st: 'sob' }),
  p('Detector de Vazamento Ultrassônico DU-40', `${R}/detectores-de-vazamento`, 'polarix', 1590, { st: 'ind' }),
  p('Vacuômetro Digital VD-200 com Conexão 1/4" SAE', `${R}/vacuometros`, 'frigomax', 590, { k: 'vd200' }),
  p('Vacuômetro Digital Bluetooth VD-BT', `${R}/vacuometros`, 'polarix', 790),
  p('Balança Digital para Carga de Gás BC-100 até 100 kg', `${R}/balancas-de-refrigerante`, 'frigomax', 690, { k: 'bc100', peso: 4200 }),
  p('Balança de Carga com Válvula Solenoide BC-S150', `${R}/balancas-de-refrigerante`, 'frigomax', 1490, { peso: 4800 }),
  p('Recolhedora de Gás Refrigerante RG-1 Bivolt', `${R}/recolhedoras-de-gas`, 'vacutec', 4890, { st: 'sob', peso: 14000 }),
  p('Recolhedora de Gás Refrigerante RG-2 3/4 HP', `${R}/recolhedoras-de-gas`, 'vacutec', 3790, { attr: 'voltagem', peso: 12500 }),
  p('Flangeador Excêntrico com Catraca FE-806 1/4" a 3/4"', `${R}/flangeadores`, 'frigomax', 289, { k: 'fe806', peso: 1900 }),
  p('Flangeador Elétrico FL-E para Tubos de Cobre', `${R}/flangeadores`, 'frigomax', 1890, { st: 'ind', peso: 2600 }),
  p('Cortador de Tubos de Cobre CT-32 1/8" a 1 1/4"', `${R}/cortadores-de-tubo`, 'frigomax', 89.9, { k: 'ct32', peso: 350 }),
  p('Mini Cortador de Tubos CT-M16', `${R}/cortadores-de-tubo`, 'frigomax', 89, { peso: 120 }),
  p('Curvador de Tubos 3 em 1 CV-3', `${R}/curvadores-de-tubo`, 'frigomax', 249, { peso: 1400 }),
  p('Curvador de Tubos Tipo Alavanca CV-A 5/8"', `${R}/curvadores-de-tubo`, 'frigomax', 179.9, { peso: 900 }),
  p('Mangueira de Serviço 1/4" SAE 150 cm MG-150', `${R}/mangueiras-e-conexoes`, 'frigomax', 99.9, { attr: 'cor', peso: 300 }),
  p('Óleo para Compressor POE 68 1 Litro', `${R}/oleos-para-compressores`, 'gelotherm', 129.9, { peso: 1100 }),
  p('Óleo Mineral para Compressor 3GS 1 Litro', `${R}/oleos-para-compressores`, 'gelotherm', 94.9, { peso: 1100 }),
  p('Kit de Ferramentas para Instalação de Ar-Condicionado KF-10', KITS, 'frigomax', 2490, {
    de: 2790,
    k: 'kf10',
    peso: 9800,
    kit: [['Flangeador excêntrico', 1], ['Cortador de tubos', 1], ['Curvador de tubos', 1], ['Alargador', 1], ['Maleta', 1]],
  }),
  p('Bomba de Dreno para Ar-Condicionado BD-12', `${R}/bombas-de-dreno`, 'frigomax', 349, { attr: 'voltagem' }),
  p('Bomba de Dreno Compacta BD-Mini', `${R}/bombas-de-dreno`, 'frigomax', 259, { st: 'ind' }),
  p('Chave Catraca de Serviço para Válvulas CS-14', FER, 'frigomax', 89.9, { peso: 250 }),
  p('Alargador e Escareador de Tubos AE-3', FER, 'frigomax', 89, { peso: 180 }),
  p('Válvula de Perfuração para Tubos VP-14', `${R}/mangueiras-e-conexoes`, 'frigomax', 89.9, { peso: 150 }),
  p('Kit Manifold Digital com Bomba de Vácuo 5 CFM e Vacuômetro KMD-5', KITS, 'polarix', 3990, {
    st: 'sob',
    peso: 12000,
    kit: [['Manifold digital 4 vias', 1], ['Bomba de vácuo 5 CFM', 1], ['Vacuômetro digital', 1], ['Jogo de mangueiras', 1]],
  }),
  p('Termômetro Clamp para Tubulação TCL-2', FER, 'frigomax', 219, { peso: 300 }),
];
