/**
 * Category tree of the demo store (levels 2 to 5). Ids are fixed: lines 1–7, level 3 as line×100+n,
 * level 4 as 1000+, level 5 as 10000+. `intro` is the opening sentence of the category's long description.
 */
export interface CategoryNode {
  id: number;
  nome: string;
  slug: string;
  intro?: string;
  filhos?: CategoryNode[];
}

const c = (id: number, nome: string, slug: string, intro?: string, filhos?: CategoryNode[]): CategoryNode => ({
  id,
  nome,
  slug,
  ...(intro ? { intro } : {}),
  ...(filhos ? { filhos } : {}),
});

export const CATEGORY_TREE: CategoryNode[] = [
  c(1, 'Data Loggers', 'data-loggers', 'Registradores de temperatura, umidade, pressão e impacto para quem precisa provar, com dados, que o produto foi transportado e armazenado nas condições corretas.', [
    c(101, 'Logística', 'logistica', 'Monitoramento de cargas refrigeradas e secas do embarque à entrega, com relatórios prontos para auditoria.', [
      c(1001, 'Descartáveis', 'descartaveis', 'Registradores de uso único que geram relatório em PDF ao serem conectados, ideais para remessas sem retorno.'),
      c(1002, 'Multiuso', 'multiuso', 'Data loggers reprogramáveis com bateria substituível para rotas e armazéns.'),
    ]),
    c(102, 'Farmacêutica', 'farmaceutica', 'Soluções para boas práticas de armazenamento e distribuição de medicamentos, vacinas e imunobiológicos.', [
      c(1003, 'Vacinas', 'vacinas', 'Monitores com alarme e faixa de +2 °C a +8 °C para salas e câmaras de vacinação.'),
    ]),
    c(103, 'Alimentícia', 'alimenticia', 'Registradores resistentes à água e ao calor para cozimento, pasteurização, autoclaves e câmaras frias.'),
    c(104, 'Acessórios para Data Loggers', 'acessorios', 'Interfaces, softwares, sondas, baterias e suportes compatíveis com os nossos registradores.'),
  ]),
  c(2, 'Controladores', 'controladores', 'Controladores digitais de temperatura, umidade e pressão para refrigeração, aquecimento e automação industrial.', [
    c(201, 'Controladores de Temperatura', 'controladores-de-temperatura', 'Do termostato simples ao controlador PID com rampas e patamares.', [
      c(1004, 'Digitais', 'digitais', 'Controladores digitais de painel em formatos 48×48, 72×72 e 96×96 mm.'),
      c(1005, 'Para Refrigeração', 'para-refrigeracao', 'Controladores com degelo, ventilação e alarmes para balcões, câmaras e expositores.'),
    ]),
    c(202, 'Controladores de Umidade', 'controladores-de-umidade', 'Umidostatos e controladores combinados para estufas, chocadeiras e salas limpas.'),
    c(203, 'Controladores de Pressão', 'controladores-de-pressao', 'Pressostatos e controladores para compressores, bombas e sistemas frigoríficos.'),
    c(204, 'Temporizadores', 'temporizadores', 'Temporizadores digitais e cíclicos para degelo, iluminação e processos.'),
  ]),
  c(3, 'Sensores', 'sensores', 'Sensores e transmissores de temperatura, umidade e pressão com fabricação própria e laudo de aferição.', [
    c(301, 'Sensores de Temperatura', 'sensores-de-temperatura', 'PT100, termopares e NTC em diversas hastes, cabos e conexões.', [
      c(1006, 'PT100', 'pt100', 'Termorresistências PT100 e PT1000 classe A e B.'),
      c(1007, 'Termopares', 'termopares', 'Termopares tipo K, J e T para baixas e altas temperaturas.'),
      c(1008, 'NTC', 'ntc', 'Sensores NTC para controladores de refrigeração e climatização.'),
    ]),
    c(302, 'Sensores de Umidade', 'sensores-de-umidade', 'Sensores capacitivos de umidade relativa e ponto de orvalho.'),
    c(303, 'Sensores de Pressão', 'sensores-de-pressao', 'Transmissores e transdutores de pressão com saída 4-20 mA e 0-10 V.'),
    c(304, 'Transmissores', 'transmissores', 'Transmissores de temperatura e umidade para integração com CLPs e supervisórios.'),
    c(305, 'Qualidade do Ar', 'qualidade-do-ar', 'Sensores de CO2 e partículas para ambientes climatizados.'),
  ]),
  c(4, 'Termômetros', 'termometros', 'Termômetros digitais, infravermelhos, de máxima e mínima e termo-higrômetros para cozinhas, laboratórios e indústrias.', [
    c(401, 'Termômetros Digitais', 'termometros-digitais', 'Leitura rápida e precisa com sondas de penetração, imersão e superfície.', [
      c(1009, 'Tipo Espeto', 'espeto', 'Termômetros de haste em aço inox para alimentos, líquidos e massas.'),
    ]),
    c(402, 'Termômetros Infravermelho', 'infravermelho', 'Medição sem contato com mira laser para superfícies quentes, em movimento ou de difícil acesso.'),
    c(403, 'Termo-higrômetros', 'termo-higrometros', 'Temperatura e umidade relativa do ar em um único instrumento.'),
    c(404, 'Máxima e Mínima', 'maxima-e-minima', 'Registro das temperaturas extremas para geladeiras de vacinas e câmaras.'),
    c(405, 'Termômetros Analógicos', 'analogicos', 'Termômetros bimetálicos e de vidro, sem bateria e de longa durabilidade.'),
  ]),
  c(5, 'Refrigeração', 'refrigeracao', 'Tudo para o técnico de refrigeração e ar-condicionado: manifolds, bombas de vácuo, gases, ferramentas e instrumentos.', [
    c(501, 'Manifolds', 'manifolds', 'Manifolds analógicos e digitais para carga, vácuo e diagnóstico de sistemas.', [
      c(1010, 'Manifolds Analógicos', 'analogicos', 'Manifolds com manômetros glicerinados e visor de fluxo.'),
      c(1011, 'Manifolds Digitais', 'digitais', 'Cálculo automático de superaquecimento e sub-resfriamento para dezenas de fluidos.'),
    ]),
    c(502, 'Bombas de Vácuo', 'bombas-de-vacuo', 'Bombas de simples e duplo estágio de 3 a 12 CFM para evacuação de sistemas.'),
    c(503, 'Gases Refrigerantes', 'gases-refrigerantes', 'Fluidos refrigerantes em latas e cilindros, com procedência e nota fiscal.'),
    c(504, 'Detectores de Vazamento', 'detectores-de-vazamento', 'Detectores eletrônicos, infravermelhos e ultrassônicos.'),
    c(505, 'Vacuômetros', 'vacuometros', 'Medição precisa do vácuo em mícrons para garantir a desidratação do sistema.'),
    c(506, 'Balanças de Refrigerante', 'balancas-de-refrigerante', 'Balanças digitais para carga exata de fluido refrigerante.'),
    c(507, 'Recolhedoras de Gás', 'recolhedoras-de-gas', 'Recolhimento e reaproveitamento de fluido refrigerante conforme a legislação ambiental.'),
    c(508, 'Flangeadores', 'flangeadores', 'Flanges perfeitos em tubos de cobre, manuais e elétricos.'),
    c(509, 'Cortadores de Tubo', 'cortadores-de-tubo', 'Cortes limpos e sem rebarbas em tubos de cobre e alumínio.'),
    c(510, 'Curvadores de Tubo', 'curvadores-de-tubo', 'Curvas sem amassar o tubo, de 1/4" a 7/8".'),
    c(511, 'Mangueiras e Conexões', 'mangueiras-e-conexoes', 'Mangueiras de serviço, válvulas e adaptadores SAE.'),
    c(512, 'Óleos para Compressores', 'oleos-para-compressores', 'Óleos POE, mineral e alquilbenzeno para compressores herméticos.'),
    c(513, 'Bombas de Dreno', 'bombas-de-dreno', 'Bombas para remoção de condensado em evaporadoras.'),
    c(514, 'Ferramentas de Instalação', 'ferramentas-de-instalacao', 'Ferramentas manuais para instalação e manutenção de ar-condicionado.', [
      c(1012, 'Kits de Ferramentas', 'kits-de-ferramentas', 'Conjuntos completos para instaladores, com maleta.'),
    ]),
  ]),
  c(6, 'Instrumentos de Medição', 'instrumentos-de-medicao', 'Instrumentos elétricos, ambientais e dimensionais para manutenção, segurança do trabalho e controle de qualidade.', [
    c(601, 'Multímetros', 'multimetros', 'Multímetros digitais True RMS, automáticos e industriais CAT III e CAT IV.'),
    c(602, 'Alicates Amperímetros', 'alicates-amperimetros', 'Medição de corrente sem interromper o circuito, inclusive para refrigeração.'),
    c(603, 'Anemômetros', 'anemometros', 'Velocidade e vazão de ar em dutos, grelhas e ambientes.'),
    c(604, 'Luxímetros', 'luximetros', 'Iluminância de ambientes de trabalho conforme as normas vigentes.'),
    c(605, 'Decibelímetros', 'decibelimetros', 'Nível de pressão sonora para laudos e avaliações ocupacionais.'),
    c(606, 'Manômetros', 'manometros', 'Manômetros analógicos e digitais para gases e líquidos.'),
    c(607, 'Tacômetros', 'tacometros', 'Rotação de motores, polias e eixos com e sem contato.'),
    c(608, 'Medidores de Umidade', 'medidores-de-umidade', 'Umidade de madeira, grãos e materiais de construção.'),
    c(609, 'Paquímetros', 'paquimetros', 'Medição dimensional com resolução de 0,01 mm.'),
    c(610, 'Megômetros e Terrômetros', 'megometros', 'Resistência de isolamento e de aterramento.'),
    c(611, 'Detectores de Tensão', 'detectores-de-tensao', 'Verificação de tensão sem contato para mais segurança.'),
    c(612, 'Análise de Água', 'analise-de-agua', 'Medidores de pH, condutividade e refratômetros.'),
  ]),
  c(7, 'Solda', 'solda', 'Máquinas de solda, consumíveis, maçaricos e equipamentos de proteção para serralherias, oficinas e refrigeração.', [
    c(701, 'Máquinas de Solda', 'maquinas-de-solda', 'Inversoras, MIG/MAG, TIG e corte plasma.', [
      c(1013, 'Inversoras MMA', 'inversoras', 'Leves e econômicas, para eletrodo revestido.'),
      c(1014, 'MIG/MAG', 'mig-mag', 'Alta produtividade com arame sólido ou tubular.'),
      c(1015, 'TIG', 'tig', 'Acabamento de alta qualidade em aço inox e alumínio.'),
    ]),
    c(702, 'Eletrodos', 'eletrodos', 'Eletrodos revestidos para aço carbono, inox e ferro fundido.'),
    c(703, 'Arames de Solda', 'arames-de-solda', 'Arames sólidos e tubulares em rolos de 1 a 15 kg.', [
      c(1016, 'Arames MIG', 'mig', 'Arames sólidos cobreados para soldagem com proteção gasosa.', [
        c(10001, 'Aço Carbono', 'aco-carbono', 'Arames ER70S-6 para aço carbono e baixa liga.'),
      ]),
      c(1017, 'Arames Tubulares', 'tubulares', 'Arames com fluxo interno, com ou sem gás de proteção.'),
    ]),
    c(704, 'Varetas e Ligas', 'varetas-e-ligas', 'Varetas de prata, foscoper, alumínio e estanho para brasagem e solda branda.'),
    c(705, 'Maçaricos', 'macaricos', 'Maçaricos portáteis e oxiacetilênicos para brasagem de tubulações.'),
    c(706, 'EPI para Solda', 'epi-para-solda', 'Máscaras, luvas, aventais e jaquetas de raspa.'),
  ]),
];
