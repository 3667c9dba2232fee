import { p } from './product-spec';
import type { ProductSpec } from './product-spec';

const PT = '/sensores/sensores-de-temperatura/pt100';
const TP = '/sensores/sensores-de-temperatura/termopares';
const NTC = '/sensores/sensores-de-temperatura/ntc';
const TEMP = '/sensores/sensores-de-temperatura';
const UMI = '/sensores/sensores-de-umidade';
const PRE = '/sensores/sensores-de-pressao';
const TRA = '/sensores/transmissores';
const AR = '/sensores/qualidade-do-ar';

export const SENSORS: ProductSpec[] = [
  p('Sensor PT100 Haste 6 mm x 100 mm com Cabo 2 m', PT, 'sensitron', 159, { k: 'pt100' }),
  p('Kit 5 Sensores PT100 Haste 6 mm x 100 mm', PT, 'sensitron', 719, { pack: ['pt100', 5], kit: [['Sensor PT100 Haste 6 mm x 100 mm com Cabo 2 m', 5]], k: 'kit-pt100' }),
  p('Sensor PT100 de Superfície Tipo Adesivo SP-AD', PT, 'sensitron', 189),
  p('Sensor PT100 com Cabeçote e Rosca 1/2" SP-CB', PT, 'sensitron', 289),
  p('Termopar Tipo K Haste 300 mm com Cabo', TP, 'sensitron', 129.9, { k: 'tpk' }),
  p('Termopar Tipo J com Baioneta', TP, 'sensitron', 119),
  p('Termopar Tipo K de Alta Temperatura 1200 °C com Bainha Cerâmica', TP, 'sensitron', 690, { st: 'sob' }),
  p('Kit 10 Termopares Tipo K de Contato', TP, 'sensitron', 1090, { pack: ['tpk', 10], kit: [['Termopar Tipo K Haste 300 mm com Cabo', 10]] }),
  p('Sensor NTC 10K com Cabo 3 m à Prova d\'Água', NTC, 'sensitron', 89.9, { k: 'ntc' }),
  p('Sensor NTC para Controlador de Refrigeração Cabo 1,5 m', NTC, 'controlsul', 89, { k: 'ntc-ref' }),
  p('Sensor de Temperatura e Umidade RS-485 SHT-485', UMI, 'sensitron', 490),
  p('Transmissor de Temperatura e Umidade 4-20 mA TU-420', TRA, 'sensitron', 790),
  p('Transmissor de Temperatura para Cabeçote TT-01 4-20 mA', TRA, 'sensitron', 249),
  p('Transmissor de Pressão 0 a 10 bar TP-10', PRE, 'sensitron', 589, { st: 'ind' }),
  p('Transdutor de Pressão para Refrigeração 0 a 50 bar TDR-50', PRE, 'frigomax', 459),
  p('Sensor de Umidade Capacitivo SU-20 para Estufas', UMI, 'sensitron', 319, { st: 'ind' }),
  p('Sensor de Temperatura Infravermelho Industrial SIR-600', TEMP, 'sensitron', 1490),
  p('Sensor de CO2 para Ambientes Climatizados SC-2000', AR, 'sensitron', 1290, { st: 'sob' }),
  p('Sensor de Temperatura PT1000 para Câmaras Frias', PT, 'sensitron', 139.9),
  p('Sonda de Temperatura de Penetração SP-150 em Aço Inox', TEMP, 'termotek', 179.9),
  p('Sensor de Ponto de Orvalho SPO-80', UMI, 'sensitron', 3890, { st: 'sob' }),
  p('Cabo de Compensação para Termopar Tipo K Rolo 10 m', TP, 'sensitron', 99.9),
];

const DIG = '/termometros/termometros-digitais';
const ESP = '/termometros/termometros-digitais/espeto';
const IR = '/termometros/infravermelho';
const TH = '/termometros/termo-higrometros';
const MM = '/termometros/maxima-e-minima';
const ANA = '/termometros/analogicos';

export const THERMOMETERS: ProductSpec[] = [
  p('Termômetro Digital Espeto TE-300 Haste 15 cm', ESP, 'termotek', 119.9, { uniq: ['te300-haste', '15 cm'], k: 'te300-15' }),
  p('Termômetro Digital Espeto TE-300 Haste 30 cm', ESP, 'termotek', 149.9, { uniq: ['te300-haste', '30 cm'], k: 'te300-30' }),
  p('Termômetro Digital Espeto TE-300 Haste 50 cm', ESP, 'termotek', 189.9, { uniq: ['te300-haste', '50 cm'] }),
  p('Termômetro Digital Tipo Caneta TE-50 à Prova d\'Água', DIG, 'termotek', 89.9),
  p('Termômetro Infravermelho com Mira Laser TI-550', IR, 'termotek', 229.9, { de: 279.9, k: 'ti550', imagens: 6, layout: true }),
  p('Termômetro Infravermelho Industrial TI-1650 até 1650 °C', IR, 'termotek', 1890),
  p('Termômetro Infravermelho com Sonda Tipo K TI-800K', IR, 'termotek', 489),
  p('Câmera Termográfica Compacta CT-160', IR, 'termotek', 6890, { st: 'sob', video: 'T4rmVq8ZcXo' }),
  p('Termo-higrômetro Digital com Relógio TH-10', TH, 'termotek', 89, { k: 'th10' }),
  p('Termo-higrômetro com Sonda Externa TH-30', TH, 'termotek', 139.9),
  p('Termo-higrômetro Wi-Fi TH-W80', TH, 'logtherm', 389, { st: 'ind' }),
  p('Termômetro de Máxima e Mínima Digital MM-20 com Cabo', MM, 'termotek', 99.9, { k: 'mm20' }),
  p('Termômetro de Máxima e Mínima para Vacinas MM-V40 com Alarme', MM, 'termotek', 169.9, { k: 'mmv40' }),
  p('Termômetro Bimetálico TB-15 Haste 15 cm', ANA, 'termotek', 94.9, { uniq: ['tb-haste', '15 cm'] }),
  p('Termômetro Bimetálico TB-30 Haste 30 cm', ANA, 'termotek', 119.9, { uniq: ['tb-haste', '30 cm'] }),
  p('Termômetro Digital de Dois Canais Tipo K TK-2', DIG, 'termotek', 349),
  p('Termômetro Digital com Registro TK-4 Quatro Canais', DIG, 'termotek', 890, { st: 'ind' }),
  p('Termômetro Clínico Infravermelho sem Contato TC-IR', IR, 'termotek', 189.9, { st: 'ind' }),
  p('Termômetro Culinário Digital com Sonda e Alarme TC-90', DIG, 'termotek', 109.9, { k: 'tc90' }),
  p('Termômetro de Referência PT100 TR-01 com Certificado RBC', DIG, 'termotek', 4590, { st: 'sob' }),
  p('Termômetro de Vidro Químico -10 a 110 °C TV-110', ANA, 'termotek', 89),
  p('Termômetro para Ar-Condicionado com Clip TAC-2', DIG, 'frigomax', 129),
  p('Termômetro Digital para Freezer TF-40 com Sonda', DIG, 'termotek', 89.9),
  p('Termômetro Infravermelho Duplo Laser TI-1000D', IR, 'termotek', 749, { de: 849 }),
];
