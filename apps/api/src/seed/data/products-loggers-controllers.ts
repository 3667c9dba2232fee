import { p } from './product-spec';
import type { ProductSpec } from './product-spec';

const LOG = '/data-loggers/logistica';
const DESC = '/data-loggers/logistica/descartaveis';
const MULTI = '/data-loggers/logistica/multiuso';
const FARMA = '/data-loggers/farmaceutica';
const VAC = '/data-loggers/farmaceutica/vacinas';
const ALIM = '/data-loggers/alimenticia';
const ACES = '/data-loggers/acessorios';

export const DATA_LOGGERS: ProductSpec[] = [
  p('Data Logger de Temperatura e Umidade DL-200 com Display', MULTI, 'logtherm', 489.9, { de: 559.9, k: 'dl200', imagens: 7, layout: true }),
  p('Data Logger de Temperatura USB DL-100', MULTI, 'logtherm', 289.9, { k: 'dl100' }),
  p('Data Logger Descartável de Temperatura com Relatório PDF DL-D10', DESC, 'datacold', 89.9, { k: 'dld10', peso: 60 }),
  p('Kit 10 Data Loggers Descartáveis DL-D10', DESC, 'datacold', 849, { pack: ['dld10', 10], kit: [['Data Logger Descartável DL-D10', 10]], peso: 600 }),
  p('Data Logger Descartável com Sonda Externa DL-D20', DESC, 'datacold', 119.9, { peso: 90 }),
  p('Data Logger de Temperatura Bluetooth DL-BT300', MULTI, 'logtherm', 649),
  p('Data Logger Wi-Fi de Temperatura e Umidade DL-W500 com Nuvem', MULTI, 'logtherm', 1290, { video: 'dQw8YkqN2sA', k: 'dlw500' }),
  p('Data Logger para Contêiner Refrigerado DL-CT800', LOG, 'datacold', 2890, { st: 'sob' }),
  p('Data Logger de Temperatura com Sonda Criogênica DL-CR90', FARMA, 'logtherm', 1890),
  p('Data Logger para Vacinas com Alarme DL-VC150', VAC, 'logtherm', 890, { k: 'dlvc150' }),
  p('Data Logger Farmacêutico DL-FR220 com Certificado RBC', FARMA, 'datacold', 1190, { de: 1350 }),
  p('Data Logger de Temperatura e Umidade para Farmácias DL-FH210', FARMA, 'logtherm', 720, { st: 'ind' }),
  p('Monitor de Temperatura Wi-Fi para Câmaras de Vacina MV-700', VAC, 'datacold', 2450),
  p('Data Logger Alimentício à Prova d\'Água DL-A60 IP68', ALIM, 'datacold', 569, { k: 'dla60' }),
  p('Data Logger para Autoclave DL-AC140', ALIM, 'logtherm', 3490, { st: 'sob' }),
  p('Data Logger de Temperatura para Pasteurização DL-PS120', ALIM, 'logtherm', 2190),
  p('Data Logger com Termopar Tipo K DL-TK4 Quatro Canais', LOG, 'logtherm', 1590),
  p('Data Logger de Temperatura e Umidade com Display DL-210 Pro', MULTI, 'logtherm', 589.9, { st: 'ind' }),
  p('Data Logger de Impacto e Vibração DL-IV30', LOG, 'datacold', 4890, { st: 'sob' }),
  p('Data Logger de Pressão e Temperatura DL-PT50', LOG, 'logtherm', 1390),
  p('Estação de Monitoramento Wi-Fi para Câmaras Frias com 16 Sensores EM-16', LOG, 'datacold', 24900, { st: 'sob', peso: 8500 }),
  p('Interface USB para Data Loggers IF-USB2', ACES, 'logtherm', 249, { k: 'ifusb', peso: 120 }),
  p('Software de Monitoramento LogView Pro', ACES, 'logtherm', 390, { k: 'logview', peso: 100 }),
  p('Suporte de Parede com Trava para Data Logger SP-10', ACES, 'datacold', 89.9, { peso: 150 }),
  p('Bateria de Lítio 3,6 V para Data Logger BT-36', ACES, 'logtherm', 89, { peso: 40 }),
  p('Sonda de Temperatura para Data Logger SD-TH1 1,5 m', ACES, 'logtherm', 159.9, { k: 'sdth1', peso: 110 }),
  p('Gateway Wi-Fi para Data Loggers Bluetooth GW-40', ACES, 'datacold', 990, { st: 'ind' }),
];

const DIG = '/controladores/controladores-de-temperatura/digitais';
const REF = '/controladores/controladores-de-temperatura/para-refrigeracao';
const UMI = '/controladores/controladores-de-umidade';
const PRE = '/controladores/controladores-de-pressao';
const TEMP = '/controladores/temporizadores';

export const CONTROLLERS: ProductSpec[] = [
  p('Controlador de Temperatura Digital CT-100 Saída Relé', DIG, 'controlsul', 119.9, { attr: 'voltagem', k: 'ct100' }),
  p('Controlador de Temperatura PID CT-PID48 48x48 mm', DIG, 'controlsul', 389),
  p('Controlador de Temperatura PID CT-PID96 96x96 mm com Rampa', DIG, 'controlsul', 690, { de: 790 }),
  p('Controlador Digital para Refrigeração CR-2D com Degelo', REF, 'controlsul', 189.9, { attr: 'voltagem', k: 'cr2d' }),
  p('Controlador para Câmara Fria CR-3 Três Estágios', REF, 'frigomax', 329, { st: 'ind', k: 'cr3' }),
  p('Controlador de Temperatura com Alarme Sonoro CT-AL50', DIG, 'controlsul', 239.9),
  p('Controlador Wi-Fi de Temperatura CT-W20 com Aplicativo', DIG, 'controlsul', 459, { video: 'Lk7mX2pQ9vE', k: 'ctw20' }),
  p('Controlador de Temperatura e Umidade CTU-300', UMI, 'controlsul', 420, { attr: 'voltagem' }),
  p('Umidostato Digital UM-60 para Estufas', UMI, 'controlsul', 279.9),
  p('Controlador de Umidade para Chocadeiras UC-12', UMI, 'controlsul', 199.9, { st: 'ind' }),
  p('Pressostato Digital PD-30 para Compressores', PRE, 'frigomax', 349),
  p('Controlador de Pressão PC-500 com Transdutor', PRE, 'controlsul', 890),
  p('Pressostato Duplo de Alta e Baixa PS-AB', PRE, 'frigomax', 219),
  p('Temporizador Digital Multifunção TM-8', TEMP, 'controlsul', 149.9),
  p('Temporizador Cíclico TC-2 para Degelo', TEMP, 'controlsul', 129.9),
  p('Controlador Lógico para Aquecimento CLA-4 Quatro Zonas', DIG, 'controlsul', 1890, { st: 'sob' }),
  p('Controlador de Temperatura Trifásico para Fornos CTF-380', DIG, 'controlsul', 3290, { st: 'sob' }),
  p('Painel de Controle para Câmara Fria PCF-5', REF, 'frigomax', 4790, { st: 'sob', peso: 6200 }),
  p('Controlador de Temperatura Diferencial CTD-10 para Aquecimento Solar', DIG, 'controlsul', 269, { st: 'ind' }),
  p('Termostato Digital para Aquário e Estufa TD-12', DIG, 'controlsul', 99.9),
];
