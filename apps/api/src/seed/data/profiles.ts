/**
 * Writing pools per product line: the sentences, highlights and technical values the demo products are
 * described with. The most specific rota prefix wins.
 */
export interface LineProfile {
  prefixoSku: string;
  peso: [number, number];
  frase: string;
  aplicacoes: string[];
  destaques: string[];
  tecnicas: Record<string, string[]>;
  parametros?: Record<string, string[]>;
  naoRecomendado?: string[];
  aplicacaoFiltro: string[];
  temperatura?: boolean;
  conectividade?: boolean;
  refrigeracao?: boolean;
  garantia: string;
}

const PROFILES: Record<string, LineProfile> = {
  '/data-loggers': {
    prefixoSku: 'DLG',
    peso: [60, 250],
    frase: 'registra automaticamente as condições de transporte e armazenamento e gera relatórios confiáveis para auditorias e clientes',
    aplicacoes: ['Transporte de cargas refrigeradas', 'Câmaras frias e armazéns', 'Distribuição de medicamentos', 'Validação térmica de embalagens', 'Monitoramento de contêineres'],
    destaques: ['Relatório em PDF sem instalar software', 'Alarmes configuráveis de máxima e mínima', 'Memória para 32.000 leituras', 'Bateria com até 2 anos de autonomia', 'Certificado de calibração incluso', 'Grau de proteção IP65'],
    tecnicas: {
      'Faixa de medição': ['-30 °C a +70 °C', '-40 °C a +85 °C', '-20 °C a +60 °C'],
      Precisão: ['±0,3 °C', '±0,5 °C', '±0,2 °C'],
      Resolução: ['0,1 °C'],
      Memória: ['16.000 leituras', '32.000 leituras', '64.000 leituras'],
      Alimentação: ['Bateria de lítio 3,6 V', 'Bateria CR2450 substituível'],
      'Grau de proteção': ['IP65', 'IP67', 'IP68'],
    },
    parametros: {
      'Intervalo de registro': ['10 s a 24 h', '1 min a 12 h'],
      'Início da gravação': ['Botão ou data programada', 'Imediato'],
      'Alarmes': ['2 limites configuráveis', '5 zonas de alarme'],
    },
    naoRecomendado: ['Imersão prolongada em líquidos acima de 60 °C', 'Ambientes com atmosfera explosiva', 'Uso em autoclaves e fornos'],
    aplicacaoFiltro: ['Logística', 'Farmacêutica', 'Alimentícia'],
    temperatura: true,
    conectividade: true,
    garantia: '12 meses',
  },
  '/data-loggers/farmaceutica': {
    prefixoSku: 'DLF',
    peso: [80, 300],
    frase: 'atende às boas práticas de armazenamento e distribuição de medicamentos, com registro contínuo e alarmes de excursão',
    aplicacoes: ['Salas de vacinação', 'Geladeiras de vacinas', 'Farmácias e drogarias', 'Distribuidoras de medicamentos', 'Laboratórios clínicos'],
    destaques: ['Faixa de alarme de +2 °C a +8 °C pré-configurada', 'Relatório conforme boas práticas', 'Certificado de calibração RBC', 'Alarme sonoro e visual', 'Exportação para planilha'],
    tecnicas: {
      'Faixa de medição': ['-40 °C a +70 °C', '-200 °C a +50 °C', '-30 °C a +60 °C'],
      Precisão: ['±0,2 °C', '±0,3 °C'],
      Memória: ['32.000 leituras', '100.000 leituras'],
      Alimentação: ['Bateria de lítio', 'Fonte 5 V e bateria de backup'],
    },
    parametros: { 'Intervalo de registro': ['1 min a 24 h'], Alarmes: ['Máxima, mínima e falta de energia'] },
    naoRecomendado: ['Transporte de cargas sem refrigeração controlada', 'Uso externo exposto à chuva'],
    aplicacaoFiltro: ['Farmacêutica', 'Laboratório'],
    temperatura: true,
    conectividade: true,
    garantia: '12 meses',
  },
  '/data-loggers/alimenticia': {
    prefixoSku: 'DLA',
    peso: [90, 400],
    frase: 'acompanha o produto dentro do processo e comprova a segurança térmica de cozimento, pasteurização e resfriamento',
    aplicacoes: ['Pasteurização', 'Autoclaves e esterilização', 'Cozimento de embutidos', 'Câmaras de resfriamento rápido', 'Programas de APPCC'],
    destaques: ['Corpo em aço inox 316L', 'Resistente a imersão', 'Cálculo de letalidade F0', 'Leitura por interface USB'],
    tecnicas: {
      'Faixa de medição': ['-40 °C a +140 °C', '-20 °C a +150 °C'],
      Precisão: ['±0,1 °C', '±0,2 °C'],
      'Grau de proteção': ['IP68'],
      Material: ['Aço inox 316L'],
    },
    parametros: { 'Intervalo de registro': ['1 s a 12 h'], 'Pressão máxima': ['5 bar', '10 bar'] },
    naoRecomendado: ['Fornos acima de 150 °C', 'Fritadeiras'],
    aplicacaoFiltro: ['Alimentícia', 'Industrial'],
    temperatura: true,
    conectividade: true,
    garantia: '12 meses',
  },
  '/controladores': {
    prefixoSku: 'CTL',
    peso: [150, 600],
    frase: 'mantém o processo na temperatura certa com controle preciso, alarmes e configuração simples pelo painel frontal',
    aplicacoes: ['Estufas e fornos', 'Câmaras frias e balcões refrigerados', 'Chocadeiras', 'Máquinas industriais', 'Aquecimento de água'],
    destaques: ['Display LED de alto brilho', 'Configuração protegida por senha', 'Saída a relé de 10 A', 'Montagem em painel com trava', 'Manual em português'],
    tecnicas: {
      'Dimensões do painel': ['71 x 28 mm', '48 x 48 mm', '96 x 96 mm'],
      'Saída de controle': ['Relé 10 A', 'Relé 16 A', 'SSR 12 Vcc'],
      'Sensor compatível': ['NTC 10K', 'PT100', 'Termopar J/K'],
      Alimentação: ['115/230 Vca', '90 a 240 Vca', '12/24 Vcc'],
    },
    parametros: {
      Histerese: ['0,1 a 20,0 °C', '0,5 a 10,0 °C'],
      'Faixa de ajuste': ['-50 °C a +105 °C', '0 °C a +400 °C'],
      'Retardo de partida': ['0 a 30 min'],
    },
    naoRecomendado: ['Ligação direta de cargas acima da corrente nominal', 'Instalação sem proteção contra umidade'],
    aplicacaoFiltro: ['Industrial', 'HVAC e Refrigeração'],
    conectividade: true,
    temperatura: true,
    garantia: '24 meses',
  },
  '/sensores': {
    prefixoSku: 'SNS',
    peso: [60, 400],
    frase: 'leva ao controlador ou ao registrador uma leitura estável e repetível, com fabricação sob medida e laudo de aferição',
    aplicacoes: ['Controle de processos industriais', 'Câmaras frias', 'Tanques e tubulações', 'Fornos e estufas', 'Sistemas supervisórios'],
    destaques: ['Haste em aço inox 304', 'Cabo com malha de blindagem', 'Tolerância classe A', 'Fabricado sob medida', 'Laudo de aferição opcional'],
    tecnicas: {
      Elemento: ['PT100 classe A', 'Termopar tipo K', 'NTC 10K', 'Capacitivo'],
      'Diâmetro da haste': ['4 mm', '6 mm', '8 mm'],
      Cabo: ['Silicone 2 m', 'PVC 3 m', 'Malha de aço 1,5 m'],
      Ligação: ['3 fios', '2 fios', '4-20 mA'],
    },
    parametros: { 'Tempo de resposta': ['3 s', '8 s', '15 s'], 'Faixa de operação': ['-50 °C a +200 °C', '0 °C a +1200 °C'] },
    naoRecomendado: ['Uso fora da faixa de operação indicada', 'Dobras no cabo com raio menor que 20 mm'],
    aplicacaoFiltro: ['Industrial', 'HVAC e Refrigeração', 'Laboratório'],
    temperatura: true,
    garantia: '12 meses',
  },
  '/termometros': {
    prefixoSku: 'TRM',
    peso: [80, 400],
    frase: 'oferece leitura rápida e confiável para o dia a dia de cozinhas, laboratórios, manutenção e controle de qualidade',
    aplicacoes: ['Cozinhas industriais e restaurantes', 'Controle de qualidade', 'Laboratórios', 'Manutenção preditiva', 'Recebimento de mercadorias'],
    destaques: ['Leitura em menos de 3 segundos', 'Função Hold e máxima/mínima', 'Desligamento automático', 'Escala °C e °F', 'Estojo de proteção incluso'],
    tecnicas: {
      'Faixa de medição': ['-50 °C a +300 °C', '-50 °C a +550 °C', '-10 °C a +110 °C', '-40 °C a +70 °C'],
      Precisão: ['±1 °C', '±1,5 °C', '±2 % da leitura'],
      Resolução: ['0,1 °C'],
      Alimentação: ['2 pilhas AAA', 'Bateria 9 V', 'Pilha CR2032'],
    },
    naoRecomendado: ['Medição da temperatura corporal (exceto modelos clínicos)', 'Superfícies espelhadas sem ajuste de emissividade'],
    aplicacaoFiltro: ['Alimentícia', 'Laboratório', 'Industrial'],
    temperatura: true,
    garantia: '12 meses',
  },
  '/refrigeracao': {
    prefixoSku: 'REF',
    peso: [300, 3000],
    frase: 'atende o técnico de refrigeração e ar-condicionado que busca agilidade, segurança e resultado na instalação e na manutenção',
    aplicacoes: ['Instalação de ar-condicionado split', 'Manutenção de câmaras frias', 'Refrigeração comercial', 'Refrigeração automotiva', 'Climatização de grande porte'],
    destaques: ['Compatível com os principais fluidos do mercado', 'Construção robusta para uso em obra', 'Conexões padrão 1/4" SAE', 'Estojo para transporte', 'Assistência técnica no Brasil'],
    tecnicas: {
      Conexões: ['1/4" SAE', '5/16" SAE', '1/4" e 3/8" SAE'],
      Material: ['Alumínio forjado', 'Latão', 'Aço carbono com pintura eletrostática'],
      'Pressão máxima de trabalho': ['55 bar', '60 bar', '800 psi'],
    },
    naoRecomendado: ['Uso com amônia (R-717)', 'Sistemas com fluido desconhecido sem identificação prévia'],
    aplicacaoFiltro: ['HVAC e Refrigeração'],
    refrigeracao: true,
    garantia: '12 meses',
  },
  '/refrigeracao/bombas-de-vacuo': {
    prefixoSku: 'BVC',
    peso: [5000, 12000],
    frase: 'faz a evacuação rápida e profunda do sistema, retirando umidade e gases não condensáveis antes da carga de fluido',
    aplicacoes: ['Instalação de ar-condicionado split e VRF', 'Manutenção de refrigeradores', 'Câmaras frias', 'Refrigeração automotiva'],
    destaques: ['Válvula solenoide anti-retorno', 'Visor de nível de óleo', 'Motor com proteção térmica', 'Partida fácil em baixas temperaturas'],
    tecnicas: {
      'Vácuo final': ['15 mícrons', '25 mícrons', '5 Pa'],
      Motor: ['1/3 HP', '1/2 HP', '3/4 HP', '1 HP'],
      'Capacidade de óleo': ['250 ml', '350 ml', '450 ml'],
      Conexão: ['1/4" e 3/8" SAE'],
    },
    naoRecomendado: ['Sistemas com fluidos inflamáveis sem motor antifaísca', 'Uso sem óleo de vácuo'],
    aplicacaoFiltro: ['HVAC e Refrigeração'],
    refrigeracao: true,
    garantia: '12 meses',
  },
  '/refrigeracao/gases-refrigerantes': {
    prefixoSku: 'GAS',
    peso: [600, 16000],
    frase: 'é fornecido com nota fiscal, lacre de procedência e ficha de segurança, pronto para carga em sistemas novos e manutenção',
    aplicacoes: ['Ar-condicionado residencial e comercial', 'Refrigeração comercial', 'Refrigeradores domésticos', 'Câmaras frias'],
    destaques: ['Pureza mínima de 99,5 %', 'Cilindro com válvula de segurança', 'Ficha de informações de segurança (FISPQ)', 'Procedência garantida'],
    tecnicas: {
      Pureza: ['99,5 %', '99,8 %'],
      'Umidade máxima': ['10 ppm'],
      'Classe de segurança': ['A1', 'A2L', 'A3'],
    },
    naoRecomendado: ['Mistura com outros fluidos refrigerantes', 'Recarga de cilindros descartáveis'],
    aplicacaoFiltro: ['HVAC e Refrigeração'],
    refrigeracao: true,
    garantia: '6 meses',
  },
  '/instrumentos-de-medicao': {
    prefixoSku: 'INS',
    peso: [150, 900],
    frase: 'entrega medições precisas e seguras para manutenção, segurança do trabalho e controle de qualidade',
    aplicacoes: ['Manutenção elétrica predial e industrial', 'Laudos técnicos', 'Segurança do trabalho', 'Controle de qualidade', 'Ensino técnico'],
    destaques: ['Display LCD retroiluminado', 'Função Data Hold', 'Categoria de segurança CAT III 600 V', 'Desligamento automático', 'Capa protetora emborrachada'],
    tecnicas: {
      Display: ['LCD 6000 contagens', 'LCD 4000 contagens', 'LCD colorido 2,4"'],
      Precisão: ['±0,5 % da leitura', '±1,5 % da leitura', '±3 % da leitura'],
      Alimentação: ['Bateria 9 V', '3 pilhas AAA', 'Bateria recarregável'],
    },
    naoRecomendado: ['Circuitos acima da categoria de segurança indicada', 'Ambientes com atmosfera explosiva'],
    aplicacaoFiltro: ['Manutenção elétrica', 'Industrial', 'Laboratório'],
    conectividade: true,
    garantia: '12 meses',
  },
  '/solda': {
    prefixoSku: 'SLD',
    peso: [300, 8000],
    frase: 'combina desempenho e durabilidade para serralherias, oficinas, manutenção industrial e instalações de refrigeração',
    aplicacoes: ['Serralheria', 'Manutenção industrial', 'Estruturas metálicas', 'Brasagem de tubulações de cobre', 'Funilaria'],
    destaques: ['Arco estável e fácil abertura', 'Baixo nível de respingos', 'Proteção contra sobreaquecimento', 'Acompanha acessórios', 'Assistência técnica em todo o Brasil'],
    tecnicas: {
      'Ciclo de trabalho': ['60 % a 160 A', '35 % a 200 A', '100 % a 120 A'],
      'Tensão em vazio': ['65 V', '72 V'],
      'Classe de isolamento': ['H', 'F'],
      'Grau de proteção': ['IP21S', 'IP23'],
    },
    naoRecomendado: ['Soldagem sem máscara de proteção adequada', 'Ambientes úmidos ou com chuva'],
    aplicacaoFiltro: ['Serralheria', 'Industrial'],
    garantia: '12 meses',
  },
  '/solda/eletrodos': {
    prefixoSku: 'ELT',
    peso: [1000, 5200],
    frase: 'garante solda de boa penetração e acabamento, com abertura de arco fácil e escória de fácil remoção',
    aplicacoes: ['Serralheria leve e média', 'Manutenção de máquinas', 'Estruturas metálicas', 'Caldeiraria'],
    destaques: ['Embalagem resistente à umidade', 'Abertura de arco fácil', 'Escória autodestacável', 'Norma AWS'],
    tecnicas: { Norma: ['AWS A5.1', 'AWS A5.4'], Posição: ['Todas as posições', 'Plana e horizontal'], Corrente: ['CA / CC+', 'CC+'] },
    naoRecomendado: ['Uso de eletrodos úmidos sem ressecagem'],
    aplicacaoFiltro: ['Serralheria', 'Industrial'],
    garantia: '6 meses',
  },
};

export function profileFor(rota: string): LineProfile {
  let best: string | undefined;
  for (const prefix of Object.keys(PROFILES)) {
    if ((rota === prefix || rota.startsWith(`${prefix}/`)) && (!best || prefix.length > best.length)) best = prefix;
  }
  const profile = best ? PROFILES[best] : undefined;
  if (!profile) throw new Error(`No writing profile for ${rota}`);
  return profile;
}
