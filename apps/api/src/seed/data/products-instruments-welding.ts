import { p } from './product-spec';
import type { ProductSpec } from './product-spec';

const I = '/instrumentos-de-medicao';

export const INSTRUMENTS: ProductSpec[] = [
  p('Multímetro Digital True RMS MD-600', `${I}/multimetros`, 'voltimax', 289.9, { k: 'md600', attr: 'cor' }),
  p('Multímetro Digital Automático MD-300 com Bluetooth', `${I}/multimetros`, 'voltimax', 459),
  p('Multímetro Digital Básico MD-100', `${I}/multimetros`, 'voltimax', 89.9),
  p('Multímetro Industrial True RMS MD-900 CAT IV', `${I}/multimetros`, 'voltimax', 1290, { st: 'ind' }),
  p('Alicate Amperímetro Digital AA-400 True RMS', `${I}/alicates-amperimetros`, 'voltimax', 249.9, { de: 299, k: 'aa400' }),
  p('Alicate Amperímetro para Refrigeração AA-R500 com Capacímetro e Temperatura', `${I}/alicates-amperimetros`, 'voltimax', 389, { k: 'aar500' }),
  p('Alicate Wattímetro Trifásico AW-1000', `${I}/alicates-amperimetros`, 'voltimax', 1890, { st: 'sob' }),
  p('Anemômetro Digital de Hélice AN-10', `${I}/anemometros`, 'metrivale', 249, { k: 'an10' }),
  p('Anemômetro de Fio Quente AN-FQ', `${I}/anemometros`, 'metrivale', 1690),
  p('Luxímetro Digital LX-200', `${I}/luximetros`, 'metrivale', 189.9),
  p('Decibelímetro Digital DB-130', `${I}/decibelimetros`, 'metrivale', 229, { st: 'ind' }),
  p('Decibelímetro Classe 2 DB-C2 com Certificado de Calibração', `${I}/decibelimetros`, 'metrivale', 3290, { st: 'sob' }),
  p('Manômetro Digital MN-60 0 a 60 bar', `${I}/manometros`, 'metrivale', 690),
  p('Manômetro Analógico Glicerinado 0 a 10 bar 63 mm', `${I}/manometros`, 'metrivale', 89),
  p('Tacômetro Digital Óptico TC-50', `${I}/tacometros`, 'metrivale', 279),
  p('Medidor de Umidade para Madeira e Materiais MU-20', `${I}/medidores-de-umidade`, 'metrivale', 159.9),
  p('Paquímetro Digital 150 mm PQ-150 em Aço Inox', `${I}/paquimetros`, 'metrivale', 139.9),
  p('Megômetro Digital 5 kV MG-5000', `${I}/megometros`, 'voltimax', 5890, { st: 'sob' }),
  p('Detector de Tensão sem Contato DT-12', `${I}/detectores-de-tensao`, 'voltimax', 89.9, { k: 'dt12' }),
  p('Terrômetro Digital TR-4 com Acessórios', `${I}/megometros`, 'voltimax', 2490, { st: 'ind' }),
  p('Medidor de pH de Bancada PH-3000', `${I}/analise-de-agua`, 'metrivale', 1890),
  p('Refratômetro Digital Brix RF-32', `${I}/analise-de-agua`, 'metrivale', 690),
];

const S = '/solda';
const INV = `${S}/maquinas-de-solda/inversoras`;
const MIG = `${S}/maquinas-de-solda/mig-mag`;
const TIG = `${S}/maquinas-de-solda/tig`;
const ELE = `${S}/eletrodos`;
const ARA = `${S}/arames-de-solda/mig/aco-carbono`;
const VAR = `${S}/varetas-e-ligas`;
const EPI = `${S}/epi-para-solda`;

export const WELDING: ProductSpec[] = [
  p('Máquina de Solda Inversora MMA 160 A IS-160', INV, 'soldaforte', 789, { attr: 'voltagem', uniq: ['inversora-corrente', '160 A'], k: 'is160', video: 'W3ld1ngDem0', imagens: 6, peso: 4200 }),
  p('Máquina de Solda Inversora MMA 200 A IS-200', INV, 'soldaforte', 1090, { attr: 'voltagem', uniq: ['inversora-corrente', '200 A'], peso: 5100 }),
  p('Máquina de Solda Inversora MMA 250 A IS-250 Trifásica', INV, 'soldaforte', 2290, { uniq: ['inversora-corrente', '250 A'], st: 'ind', peso: 7900 }),
  p('Máquina de Solda MIG/MAG 250 A MM-250', MIG, 'arcoweld', 4590, { de: 4990, peso: 28000 }),
  p('Máquina de Solda MIG sem Gás 140 A MM-140', MIG, 'arcoweld', 1490, { attr: 'voltagem', k: 'mm140', peso: 9800 }),
  p('Máquina de Solda TIG/MMA 200 A DC TG-200', TIG, 'arcoweld', 2890, { peso: 8600 }),
  p('Máquina de Solda TIG AC/DC 315 A TG-315', TIG, 'arcoweld', 12900, { st: 'sob', peso: 31000 }),
  p('Máquina de Corte Plasma 40 A PL-40', `${S}/maquinas-de-solda`, 'arcoweld', 2390, { st: 'sob', peso: 9300 }),
  p('Eletrodo Revestido E6013 2,50 mm Pacote 1 kg', ELE, 'soldaforte', 89.9, { fio: '2,50 mm', k: 'e6013', peso: 1050 }),
  p('Eletrodo Revestido E6013 3,25 mm Pacote 5 kg', ELE, 'soldaforte', 189.9, { fio: '3,25 mm', peso: 5100 }),
  p('Eletrodo Revestido E7018 4,00 mm Pacote 5 kg', ELE, 'soldaforte', 239.9, { fio: '4,00 mm', peso: 5100 }),
  p('Eletrodo para Aço Inox E308L 2,50 mm Pacote 1 kg', ELE, 'soldaforte', 219, { fio: '2,50 mm', peso: 1050 }),
  p('Eletrodo Revestido E6010 5,00 mm Pacote 5 kg', ELE, 'soldaforte', 259.9, { fio: '5,00 mm', peso: 5100 }),
  p('Arame MIG ER70S-6 0,80 mm Rolo 15 kg', ARA, 'arcoweld', 489, { fio: '0,80 mm', k: 'er70', peso: 15500 }),
  p('Arame MIG ER70S-6 1,00 mm Rolo 15 kg', ARA, 'arcoweld', 469, { fio: '1,00 mm', peso: 15500 }),
  p('Arame MIG ER70S-6 1,20 mm Rolo 15 kg', ARA, 'arcoweld', 459, { fio: '1,20 mm', st: 'ind', peso: 15500 }),
  p('Arame Tubular sem Gás E71T-GS 0,90 mm Rolo 1 kg', `${S}/arames-de-solda/tubulares`, 'arcoweld', 119.9, { fio: '0,90 mm', peso: 1100 }),
  p('Vareta de Solda Prata 5% 2,00 mm com 10 Varetas', VAR, 'soldaforte', 149.9, { fio: '2,00 mm', k: 'prata5', peso: 200 }),
  p('Vareta Foscoper para Cobre 1,60 mm 1 kg', VAR, 'soldaforte', 199.9, { fio: '1,60 mm', peso: 1050 }),
  p('Vareta de Alumínio ER4043 3,15 mm 1 kg', VAR, 'soldaforte', 129.9, { fio: '3,15 mm', peso: 1050 }),
  p('Fio de Solda Estanho 60/40 0,56 mm 500 g', VAR, 'soldaforte', 139.9, { fio: '0,56 mm', peso: 550 }),
  p('Maçarico Portátil para Brasagem MP-1 com Cilindros', `${S}/macaricos`, 'soldaforte', 590, {
    k: 'mp1',
    peso: 3200,
    kit: [['Maçarico com regulador', 1], ['Cilindro de oxigênio descartável', 1], ['Cilindro de gás MAP', 1], ['Acendedor', 1]],
  }),
  p('Conjunto Oxiacetileno Completo MOA-300', `${S}/macaricos`, 'soldaforte', 1290, { st: 'ind', peso: 6400 }),
  p('Máscara de Solda com Escurecimento Automático MS-A11', EPI, 'soldaforte', 189.9, { attr: 'cor', k: 'msa11', peso: 600 }),
  p('Luva de Raspa para Soldador Cano Longo LR-35', EPI, 'soldaforte', 89.9, { attr: 'tamanho', k: 'lr35', peso: 300 }),
  p('Avental de Raspa para Soldador AR-90', EPI, 'soldaforte', 99.9, { attr: 'tamanho', peso: 900 }),
  p('Jaqueta de Raspa para Soldador JR-1', EPI, 'soldaforte', 289, { attr: 'tamanho', peso: 1600 }),
];
