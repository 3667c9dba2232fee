/** Institutional pages of the store (route /pagina/{slug}, /pagina/{parent}/{slug} and /cartao-bndes). */
export interface PageSeed {
  id: number;
  slug: string;
  parentSlug: string | null;
  rota: string;
  titulo: string;
  conteudo: string;
  seoDescription: string;
}

/** The source's line breaks go: between tags they vanish, inside a text they are the space between two words. */
export const oneLine = (html: string) =>
  html
    .replace(/>\s*\n\s*</g, '><')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

const page = (id: number, slug: string, titulo: string, seoDescription: string, conteudo: string, parentSlug: string | null = null): PageSeed => ({
  id,
  slug,
  parentSlug,
  rota: parentSlug ? `/pagina/${parentSlug}/${slug}` : `/pagina/${slug}`,
  titulo,
  conteudo: oneLine(conteudo),
  seoDescription,
});

const faq = (items: [string, string][]) =>
  items.map(([q, a]) => `<details><summary>${q}</summary><p>${a}</p></details>`).join('');

export const PAGES: PageSeed[] = [
  page(1, 'quem-somos', 'Quem somos', 'Conheça a história da Vitrine Instrumentos, especialista em instrumentos de medição e refrigeração desde 1997.', `
    <h2>Medição confiável desde 1997</h2>
    <p>A Vitrine Instrumentos nasceu em São Paulo como uma pequena assistência técnica de termômetros e hoje atende
    indústrias, laboratórios, transportadoras, farmácias e técnicos de refrigeração de todo o Brasil. Nosso compromisso
    continua o mesmo: indicar o instrumento certo, com procedência, nota fiscal e suporte de quem entende do assunto.</p>
    <h2>Nossa história</h2>
    <ul class="linha-do-tempo">
      <li><strong>1997</strong> – Fundação da empresa no bairro da Lapa, em São Paulo, com assistência técnica de termômetros e manômetros.</li>
      <li><strong>2001</strong> – Início da revenda de controladores de temperatura para a indústria alimentícia.</li>
      <li><strong>2005</strong> – Inauguração do laboratório próprio de aferição de temperatura.</li>
      <li><strong>2009</strong> – Lançamento da primeira loja virtual e início das vendas para todo o país.</li>
      <li><strong>2012</strong> – Criação da linha de refrigeração, com manifolds, bombas de vácuo e gases refrigerantes.</li>
      <li><strong>2015</strong> – Parceria com fabricantes de data loggers para a cadeia do frio farmacêutica.</li>
      <li><strong>2017</strong> – Mudança para o novo centro de distribuição, com expedição no mesmo dia.</li>
      <li><strong>2019</strong> – Chegada da linha de solda e mais de 50 mil clientes atendidos.</li>
    </ul>
    <h2>Conheça a nossa estrutura</h2>
    <p><iframe width="560" height="315" src="https://www.youtube.com/embed/Vq7sTn0Ab3k" title="Institucional Vitrine Instrumentos" loading="lazy" allowfullscreen></iframe></p>
    <h2>Missão</h2>
    <p>Levar medição precisa e ferramentas de qualidade a quem trabalha com temperatura, refrigeração e processos, com atendimento técnico e entrega rápida.</p>`),
  page(2, 'troca-e-devolucao', 'Troca e devolução', 'Política de troca e devolução da Vitrine Instrumentos: prazos, coleta e reembolso.', `
    <p>Queremos que você fique satisfeito com a sua compra. Se algo não sair como esperado, siga as orientações abaixo.</p>
    <h2>Produto com defeito</h2>
    <p>Defeitos devem ser comunicados em até <strong>90 dias</strong> após o recebimento, pelo e-mail
    contato@vitrineinstrumentos.com.br ou pelo WhatsApp, com o número do pedido, fotos e a descrição do problema.</p>
    <p>Após a análise, a coleta é agendada em até <strong>5 dias úteis</strong>. Com o produto em nossa assistência, a
    solução (reparo, troca ou devolução do valor) acontece em até mais <strong>5 dias úteis</strong>.</p>
    <h2>Desistência da compra (arrependimento)</h2>
    <p>Conforme o Código de Defesa do Consumidor, você pode desistir da compra em até <strong>7 dias</strong> corridos
    após o recebimento. O produto deve voltar sem sinais de uso, na embalagem original, com manual, acessórios e nota fiscal.</p>
    <h2>Reembolso</h2>
    <ul>
      <li><strong>Cartão de crédito:</strong> estorno solicitado à operadora, que o lança em até duas faturas.</li>
      <li><strong>Boleto ou Pix:</strong> depósito na conta do titular do pedido em até <strong>3 dias úteis</strong> após o recebimento do produto devolvido.</li>
    </ul>
    <h2>Não aceitamos devolução de</h2>
    <ul><li>Gases refrigerantes com lacre rompido;</li><li>Produtos com sinais de mau uso, queda ou violação;</li><li>Sensores fabricados sob medida.</li></ul>`),
  page(3, 'politica-de-entrega', 'Política de entrega', 'Prazos, horários e condições de entrega da Vitrine Instrumentos.', `
    <h2>Prazo de entrega</h2>
    <p>O prazo informado no carrinho é contado a partir da <strong>confirmação do pagamento</strong>. Itens em estoque são
    despachados em até 1 dia útil após a confirmação.</p>
    <h2>Horário e tentativas</h2>
    <ul>
      <li>As entregas acontecem em dias úteis, das <strong>8:00 às 17:30</strong>.</li>
      <li>São feitas até <strong>3 tentativas de entrega</strong>; depois disso o pedido volta ao nosso centro de distribuição.</li>
      <li>Entregamos somente em <strong>zonas urbanas</strong>; endereços rurais são atendidos na agência dos Correios mais próxima.</li>
      <li>O recebedor deve ter <strong>18 anos ou mais</strong> e apresentar documento com foto.</li>
    </ul>
    <h2>Endereço de entrega</h2>
    <p>Por segurança, o <strong>endereço não pode ser alterado após a confirmação do pedido</strong>. Confira os dados antes de concluir a compra.</p>
    <h2>Frete grátis</h2>
    <p>Frete grátis para as regiões <strong>Sul e Sudeste</strong> em compras acima de <strong>R$ 2.000,00</strong>, na modalidade econômica.</p>`),
  page(4, 'politica-de-pagamento', 'Política de pagamento', 'Formas de pagamento: 6x sem juros no cartão, 5% de desconto no boleto ou Pix e Cartão BNDES.', `
    <h2>Cartão de crédito</h2>
    <p>Parcele em até <strong>6x sem juros</strong> nas bandeiras Visa, Mastercard, American Express, Diners e Elo, com
    parcela mínima de R$ 50,00. De 7x a 12x, com juros de 1,99% ao mês.</p>
    <h2>Boleto bancário e Pix</h2>
    <p>Pagamentos à vista por boleto ou Pix têm <strong>5% de desconto</strong>. O boleto vence em 3 dias úteis; o Pix é confirmado na hora.</p>
    <h2>Cartão BNDES</h2>
    <p>Empresas podem financiar a compra em até 48 parcelas fixas. Veja o passo a passo na página <a href="/cartao-bndes">Cartão BNDES</a>.</p>
    <h2>Faturamento para empresas</h2>
    <p>Pessoas jurídicas podem solicitar faturamento com boleto a prazo, sujeito à análise de crédito. Solicite pelo e-mail contato@vitrineinstrumentos.com.br.</p>`),
  page(5, 'politica-de-privacidade-e-seguranca', 'Política de privacidade e segurança', 'Como a Vitrine Instrumentos trata os seus dados pessoais, conforme a LGPD.', `
    <p>Esta política explica como coletamos, usamos e protegemos os seus dados pessoais, de acordo com a Lei Geral de Proteção de Dados (Lei 13.709/2018).</p>
    <h2>Dados que coletamos</h2>
    <ul><li>Dados de cadastro: nome ou razão social, CPF ou CNPJ, e-mail, telefone e endereço;</li>
    <li>Dados de navegação: páginas visitadas, produtos vistos e itens do carrinho;</li>
    <li>Dados de pagamento, processados diretamente pelos intermediadores, sem armazenamento do número do cartão.</li></ul>
    <h2>Como usamos</h2>
    <p>Para processar pedidos, emitir notas fiscais, entregar produtos, prestar suporte e, com o seu consentimento, enviar ofertas por e-mail. O descadastramento da newsletter é processado em até 7 dias.</p>
    <h2>Segurança</h2>
    <p>Todo o site usa conexão criptografada (HTTPS). O acesso aos dados é restrito à equipe que precisa deles para atender você.</p>
    <h2>Seus direitos</h2>
    <p>Você pode pedir acesso, correção ou exclusão dos seus dados pelo e-mail privacidade@vitrineinstrumentos.com.br.</p>`),
  page(6, 'duvidas-frequentes', 'Dúvidas frequentes', 'Respostas para as dúvidas mais comuns sobre compras, entregas, pagamentos e produtos.', `
    <p>Não encontrou sua resposta? Fale com a gente pelo WhatsApp ou pelo telefone (11) 4000-0000.</p>
    ${faq([
      ['Qual é o prazo de entrega?', 'O prazo aparece no carrinho ao informar o CEP e é contado a partir da confirmação do pagamento.'],
      ['Vocês emitem nota fiscal?', 'Sim. Todos os pedidos são enviados com nota fiscal eletrônica.'],
      ['Posso parcelar a compra?', 'Sim, em até 6x sem juros no cartão de crédito, com parcela mínima de R$ 50,00.'],
      ['Existe desconto para pagamento à vista?', 'Sim, 5% de desconto no boleto ou Pix.'],
      ['Como funciona o frete grátis?', 'Compras acima de R$ 2.000,00 com entrega nas regiões Sul e Sudeste têm frete grátis.'],
      ['Os instrumentos têm certificado de calibração?', 'Alguns modelos já acompanham certificado; para os demais, solicite a calibração RBC no orçamento.'],
      ['Como instalo o software do data logger?', 'Baixe o software gratuito na área de downloads do fabricante ou fale com o nosso suporte, que envia o link e o passo a passo.'],
      ['Vendem para empresas com faturamento?', 'Sim. Empresas podem solicitar faturamento após análise de crédito; use o botão Comprar na caixa de vendas corporativas.'],
      ['Como troco um produto com defeito?', 'Comunique o defeito em até 90 dias; a coleta é agendada em até 5 dias úteis.'],
      ['Qual é o horário de atendimento?', 'Segunda a quinta das 8h às 18h, sexta das 8h às 17h.'],
    ])}`),
  page(7, 'pagamento', 'Dúvidas sobre pagamento', 'Perguntas frequentes sobre formas de pagamento.', `
    ${faq([
      ['Meu pagamento por boleto foi confirmado?', 'A compensação do boleto leva até 3 dias úteis; você recebe um e-mail quando o pagamento é confirmado.'],
      ['O Pix tem desconto?', 'Sim, o Pix tem 5% de desconto, o mesmo do boleto.'],
      ['Posso usar dois cartões?', 'No momento cada pedido aceita um único cartão de crédito.'],
    ])}`, 'duvidas-frequentes'),
  page(8, 'avaliacao-loja', 'Avaliação da loja', 'Avalie sua experiência de compra na Vitrine Instrumentos.', `
    <p>Sua opinião nos ajuda a melhorar. Use o link recebido por e-mail após a entrega para avaliar a sua experiência de compra.</p>`),
  page(9, 'revendedores', 'Seja um revendedor', 'Programa de revendedores da Vitrine Instrumentos: condições especiais para empresas.', `
    <h2>Programa de revendedores</h2>
    <p>Revendas de materiais de refrigeração, elétricos e industriais contam com tabela diferenciada, faturamento e suporte técnico dedicado.</p>
    <h2>Vantagens</h2>
    <ul><li>Descontos progressivos por volume;</li><li>Faturamento em até 28 dias após análise de crédito;</li>
    <li>Material de divulgação e treinamento de produtos;</li><li>Atendimento por um consultor exclusivo.</li></ul>
    <h2>Como participar</h2>
    <p>Envie o CNPJ, a inscrição estadual e o ramo de atuação para revendas@vitrineinstrumentos.com.br.</p>`),
  {
    ...page(10, 'cartao-bndes', 'Cartão BNDES', 'Compre com o Cartão BNDES em até 48 parcelas fixas.', `
    <p>O Cartão BNDES é um crédito rotativo pré-aprovado para micro, pequenas e médias empresas, com parcelas fixas em até 48 meses.</p>
    <h2>Como comprar com o Cartão BNDES</h2>
    <ol>
      <li>Monte o seu carrinho normalmente e anote o CNPJ da Vitrine Instrumentos informado no rodapé.</li>
      <li>Acesse o Portal de Operações do Cartão BNDES com o CNPJ da sua empresa.</li>
      <li>Procure por "Vitrine Instrumentos", selecione os produtos e informe as quantidades.</li>
      <li>Escolha o número de parcelas e confirme o pedido no portal.</li>
      <li>Envie o número do pedido do portal para contato@vitrineinstrumentos.com.br.</li>
      <li>Após a autorização do banco emissor, o pedido é faturado e despachado.</li>
    </ol>
    <h2>Importante</h2>
    <ul><li>O valor mínimo e o limite dependem do banco emissor do seu cartão;</li><li>As parcelas têm taxa fixa definida pelo BNDES;</li>
    <li>O prazo de entrega começa a contar após a autorização da transação.</li></ul>`),
    rota: '/cartao-bndes',
  },
  page(11, 'software', 'Baixe nosso software', 'Software gratuito para configurar data loggers e gerar relatórios de temperatura e umidade.', `
    <h2>VitriLog Desktop</h2>
    <p>Configure os data loggers da loja, descarregue as leituras pela porta USB e gere relatórios em PDF e planilhas
    com gráficos, alarmes de máxima e mínima e estatísticas de MKT. Gratuito para quem compra conosco.</p>
    <ul><li>Versão 4.2 para Windows 10 e 11 (64 bits);</li><li>Compatível com os registradores das linhas Logística,
    Farmacêutica e Alimentícia;</li><li>Relatórios prontos para auditorias da Anvisa e do Inmetro.</li></ul>
    <h2>Downloads</h2>
    <ul>
      <li><a href="/media/manuais/vitrilog-desktop-guia-de-instalacao.pdf">Guia de instalação do VitriLog Desktop (PDF)</a></li>
      <li><a href="/media/manuais/vitrilog-desktop-manual-do-usuario.pdf">Manual do usuário do VitriLog Desktop (PDF)</a></li>
    </ul>
    <p>Precisa do instalador? Fale com o nosso suporte pelo WhatsApp ou pelo telefone (11) 4000-0000: enviamos o link
    de download e ajudamos na primeira configuração.</p>`),
];
