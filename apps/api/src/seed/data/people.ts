/** Demo people: accounts, reviewers, questions and store testimonials. */

/** Every demo account signs in with the password 'demo1234'. */
export const DEMO_PASSWORD = 'demo1234';

export const USERS: { nome: string; email: string; doc: ['cpf', string] | ['cnpj', string]; tipo: 'cliente' | 'operador' }[] = [
  { nome: 'Mariana Souza Lima', email: 'mariana.lima@exemplo.com.br', doc: ['cpf', '123456789'], tipo: 'cliente' },
  { nome: 'Frigorífico Serra Azul Ltda.', email: 'compras@serraazul.exemplo.com.br', doc: ['cnpj', '112223330001'], tipo: 'cliente' },
  { nome: 'Climatiza Instalações e Serviços ME', email: 'financeiro@climatiza.exemplo.com.br', doc: ['cnpj', '445556660001'], tipo: 'cliente' },
  { nome: 'Rafael Operador Vendas', email: 'rafael.vendas@vitrineinstrumentos.com.br', doc: ['cpf', '987654321'], tipo: 'operador' },
];

export const FIRST_NAMES = [
  'Ana', 'Bruno', 'Carla', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Karina', 'Lucas',
  'Marcos', 'Natália', 'Otávio', 'Patrícia', 'Renato', 'Sabrina', 'Thiago', 'Vanessa', 'William', 'Juliana', 'Rodrigo', 'Camila',
];
export const LAST_NAMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Ferreira', 'Carvalho', 'Gomes'];

/** Review comments by star rating (index 0 = 1 star). */
export const REVIEW_COMMENTS: string[][] = [
  ['Veio com defeito e precisei acionar a garantia. O atendimento resolveu, mas demorou.', 'Não atendeu ao que eu precisava, a leitura oscila bastante.'],
  ['Funciona, mas o acabamento deixa a desejar.', 'O manual é fraco, tive que pedir ajuda ao suporte para configurar.'],
  ['Produto razoável pelo preço. Cumpre o básico.', 'Chegou no prazo, mas a bateria durou menos que o informado.', 'Atende, porém esperava um material mais robusto.'],
  ['Muito bom, chegou antes do prazo e bem embalado.', 'Boa precisão, comparei com o padrão do laboratório e ficou dentro da tolerância.', 'Ótimo custo-benefício, só achei o cabo um pouco curto.', 'Fácil de usar e de configurar. Recomendo.'],
  ['Excelente! Uso todos os dias na obra e não me deixou na mão.', 'Produto de primeira, entrega rápida e nota fiscal certinha.', 'Superou as expectativas, a leitura é rápida e estável.', 'Comprei para a farmácia e passamos na fiscalização sem problemas.', 'Equipe de suporte muito atenciosa, me ajudaram na instalação pelo WhatsApp.', 'Qualidade profissional, já é o segundo que compro.'],
];

export const LIST_REVIEW_COMMENTS = [
  'Kit completo, economizei comprando tudo junto.',
  'Chegou tudo certinho e bem embalado. Recomendo o kit para quem está começando.',
  'Ótima combinação de produtos, já uso no dia a dia.',
];

export const QUESTIONS: [string, string][] = [
  ['Acompanha certificado de calibração?', 'Olá! Este modelo acompanha certificado de conformidade de fábrica. A calibração RBC pode ser solicitada à parte no orçamento.'],
  ['Qual é o prazo de garantia?', 'Olá! A garantia é de 12 meses contra defeitos de fabricação, com assistência técnica no Brasil.'],
  ['Serve para uso em câmara fria a -25 °C?', 'Olá! Sim, o produto opera normalmente nessa temperatura, desde que respeitada a faixa indicada nas características técnicas.'],
  ['Emite nota fiscal para CNPJ?', 'Olá! Sim, emitimos nota fiscal para pessoa física e jurídica. Basta informar o CNPJ no cadastro.'],
  ['Vocês têm em estoque para envio imediato?', 'Olá! Os itens marcados como em estoque são despachados em até 1 dia útil após a confirmação do pagamento.'],
  ['O manual é em português?', 'Olá! Sim, o produto acompanha manual completo em português, também disponível para download na aba Baixar manual.'],
];

export const CITIES = [
  'São Paulo – SP', 'Campinas – SP', 'Curitiba – PR', 'Porto Alegre – RS', 'Belo Horizonte – MG', 'Rio de Janeiro – RJ',
  'Florianópolis – SC', 'Goiânia – GO', 'Recife – PE', 'Salvador – BA', 'Joinville – SC', 'Ribeirão Preto – SP', 'Londrina – PR',
];

export const STORE_TESTIMONIALS = [
  'Entrega muito rápida e produto exatamente como anunciado. Voltarei a comprar.',
  'Atendimento técnico excelente, me ajudaram a escolher o data logger certo para a nossa transportadora.',
  'Comprei a bomba de vácuo e o manifold, chegaram em dois dias. Recomendo!',
  'Preço justo e nota fiscal certinha. Loja séria.',
  'Tive um problema com a transportadora e a loja resolveu tudo sem eu precisar correr atrás.',
  'Os termômetros chegaram calibrados e com certificado. Ótimo para a nossa cozinha industrial.',
  'Compra pelo Cartão BNDES sem complicação, a equipe orientou em cada etapa.',
  'Já é a quinta compra e nunca tive problema. Parabéns pelo atendimento.',
  'Produtos de qualidade e suporte pelo WhatsApp muito rápido.',
  'Site fácil de usar e o desconto no Pix fez diferença.',
  'Recebi o pedido antes do prazo, bem embalado e com brinde.',
  'Ótima variedade de gases e ferramentas de refrigeração, encontro tudo em um só lugar.',
  'Atendimento cordial e pós-venda eficiente.',
  'Chegou tudo conforme o pedido, recomendo a loja para técnicos de refrigeração.',
];
