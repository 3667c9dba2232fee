-- Catalogue: categories, brands, landing pages, products and everything hanging from a product (B§3).

CREATE TABLE categories (
  id              integer PRIMARY KEY,
  parent_id       integer REFERENCES categories (id),
  nivel           smallint NOT NULL CHECK (nivel BETWEEN 2 AND 5),
  nome            text NOT NULL,
  slug            text NOT NULL,
  rota            text NOT NULL UNIQUE,           -- full path, e.g. /data-loggers/logistica
  taxonomia       text NOT NULL,                  -- "Data Loggers > Logística"
  descricao_longa text NOT NULL DEFAULT '',
  seo_title       text,
  seo_description text,
  layout_html     text,
  layout_css      text,
  posicao         integer NOT NULL DEFAULT 0,
  ativo           boolean NOT NULL DEFAULT true,
  UNIQUE (parent_id, slug)
);
CREATE INDEX categories_parent_idx ON categories (parent_id);

CREATE TABLE brands (
  id              integer PRIMARY KEY,
  nome            text NOT NULL,
  slug            text NOT NULL UNIQUE,
  imagem          text,
  descricao_longa text NOT NULL DEFAULT '',
  seo_title       text,
  seo_description text,
  posicao         integer NOT NULL DEFAULT 0,
  ativo           boolean NOT NULL DEFAULT true
);

CREATE TABLE landing_pages (
  id              integer PRIMARY KEY,
  nome            text NOT NULL,
  slug            text NOT NULL UNIQUE,
  descricao_longa text NOT NULL DEFAULT '',
  seo_title       text,
  seo_description text,
  layout_html     text,
  layout_css      text,
  ativo           boolean NOT NULL DEFAULT true
);

CREATE TABLE products (
  id                 integer PRIMARY KEY,
  nome               text NOT NULL,
  slug               text NOT NULL UNIQUE,          -- the route is /{slug}.html
  sku                text NOT NULL UNIQUE,
  mpn                text,
  ean                text,
  status             text NOT NULL CHECK (status IN ('disponivel', 'sobConsulta', 'indisponivel')),
  brand_id           integer NOT NULL REFERENCES brands (id),
  category_id        integer NOT NULL REFERENCES categories (id),
  estoque            integer NOT NULL DEFAULT 0 CHECK (estoque >= 0),
  preco_de_cents     integer CHECK (preco_de_cents >= 0),        -- list price ("de"), optional
  preco_por_cents    integer NOT NULL CHECK (preco_por_cents >= 0),
  peso_gramas        integer NOT NULL DEFAULT 500 CHECK (peso_gramas > 0),
  descricao_curta    text NOT NULL DEFAULT '',
  descricao_longa    text NOT NULL DEFAULT '',
  descricao_opcional1 text NOT NULL DEFAULT '',
  descricao_opcional2 text NOT NULL DEFAULT '',
  destaques          text[] NOT NULL DEFAULT '{}',
  nao_recomendado    text NOT NULL DEFAULT '',
  video_url          text,
  popularidade       integer NOT NULL DEFAULT 0,
  seo_title          text,
  seo_description    text,
  title_social       text,
  description_social text,
  layout_html        text,
  layout_css         text,
  layout_js          text,
  ativo              boolean NOT NULL DEFAULT true,
  criado_em          timestamptz NOT NULL DEFAULT now(),
  -- Kept by the application on write: name, sku, brand, category and descriptions (docs/architecture.md §4).
  busca              tsvector NOT NULL DEFAULT ''::tsvector
);
CREATE INDEX products_category_idx ON products (category_id) WHERE ativo;
CREATE INDEX products_brand_idx ON products (brand_id) WHERE ativo;
CREATE INDEX products_popularidade_idx ON products (popularidade DESC, id);
CREATE INDEX products_preco_idx ON products (preco_por_cents);
CREATE INDEX products_busca_idx ON products USING gin (busca);
CREATE INDEX products_nome_trgm_idx ON products USING gin (f_unaccent(lower(nome)) gin_trgm_ops);

-- Distinct catalogue words: typo correction runs here, not over every product (docs/decisions/006-search.md).
CREATE TABLE search_words (
  palavra text PRIMARY KEY,
  frequencia integer NOT NULL DEFAULT 1
);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (palavra gin_trgm_ops);

CREATE TABLE landing_page_products (
  landing_page_id integer NOT NULL REFERENCES landing_pages (id) ON DELETE CASCADE,
  product_id      integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  PRIMARY KEY (landing_page_id, product_id)
);

-- A price that replaces the product's own inside a window (agendamentoPreco).
CREATE TABLE scheduled_prices (
  id              integer PRIMARY KEY,
  product_id      integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  preco_de_cents  integer,
  preco_por_cents integer NOT NULL CHECK (preco_por_cents >= 0),
  data_inicial    timestamptz NOT NULL,
  data_final      timestamptz NOT NULL,
  CHECK (data_final > data_inicial)
);
CREATE INDEX scheduled_prices_product_idx ON scheduled_prices (product_id, data_inicial, data_final);

-- Images in the four sizes of B§3 (small, medium, big, zoom).
CREATE TABLE product_images (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  posicao    smallint NOT NULL,
  label      text NOT NULL,
  small      text NOT NULL,
  medium     text NOT NULL,
  big        text NOT NULL,
  zoom       text NOT NULL,
  PRIMARY KEY (product_id, posicao)
);

CREATE TABLE product_manuals (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  posicao    smallint NOT NULL,
  label      text NOT NULL,
  arquivo    text NOT NULL,
  PRIMARY KEY (product_id, posicao)
);

-- Attributes: 'simples' values carry their own price and stock; 'unico' values link sibling products.
CREATE TABLE attributes (
  id   integer PRIMARY KEY,
  nome text NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('simples', 'unico'))
);
CREATE TABLE attribute_values (
  id           integer PRIMARY KEY,
  attribute_id integer NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
  label        text NOT NULL,
  posicao      integer NOT NULL DEFAULT 0,
  UNIQUE (attribute_id, label)
);
CREATE TABLE product_simple_values (
  id                 integer PRIMARY KEY,                 -- idAtributoValor sent to the cart
  product_id         integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  attribute_value_id integer NOT NULL REFERENCES attribute_values (id),
  preco_de_cents     integer,
  preco_por_cents    integer NOT NULL CHECK (preco_por_cents >= 0),
  estoque            integer NOT NULL DEFAULT 0 CHECK (estoque >= 0),
  UNIQUE (product_id, attribute_value_id)
);
CREATE TABLE unique_groups (
  id           integer PRIMARY KEY,
  attribute_id integer NOT NULL REFERENCES attributes (id)
);
CREATE TABLE product_unique_values (
  group_id           integer NOT NULL REFERENCES unique_groups (id) ON DELETE CASCADE,
  product_id         integer NOT NULL UNIQUE REFERENCES products (id) ON DELETE CASCADE,
  attribute_value_id integer NOT NULL REFERENCES attribute_values (id),
  PRIMARY KEY (group_id, product_id)
);

-- Characteristic groups (Características técnicas, Parâmetros, Gases Refrigerantes compatíveis, ...).
CREATE TABLE characteristic_groups (
  id      integer PRIMARY KEY,
  nome    text NOT NULL UNIQUE,
  posicao integer NOT NULL DEFAULT 0
);
CREATE TABLE product_characteristics (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  group_id   integer NOT NULL REFERENCES characteristic_groups (id),
  posicao    smallint NOT NULL,
  label      text NOT NULL,
  valor      text NOT NULL,
  PRIMARY KEY (product_id, group_id, posicao)
);

-- Listing filters (facets that are not attributes).
CREATE TABLE filters (
  id      integer PRIMARY KEY,
  nome    text NOT NULL,
  posicao integer NOT NULL DEFAULT 0
);
CREATE TABLE filter_values (
  id        integer PRIMARY KEY,
  filter_id integer NOT NULL REFERENCES filters (id) ON DELETE CASCADE,
  label     text NOT NULL,
  slug      text NOT NULL,
  imagem    text,
  posicao   integer NOT NULL DEFAULT 0,
  UNIQUE (filter_id, slug)
);
CREATE TABLE product_filter_values (
  product_id      integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  filter_value_id integer NOT NULL REFERENCES filter_values (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, filter_value_id)
);
CREATE INDEX product_filter_values_value_idx ON product_filter_values (filter_value_id, product_id);

CREATE TABLE seals (
  id         integer PRIMARY KEY,
  nome       text NOT NULL,
  imagem     text,
  label      text,
  posicao_x  text NOT NULL DEFAULT 'left' CHECK (posicao_x IN ('left', 'right')),
  posicao_y  text NOT NULL DEFAULT 'top' CHECK (posicao_y IN ('top', 'bottom')),
  cor_texto  text NOT NULL DEFAULT '#ffffff',
  cor_selo   text NOT NULL DEFAULT '#d0121b'
);
CREATE TABLE product_seals (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  seal_id    integer NOT NULL REFERENCES seals (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, seal_id)
);

-- "Compre junto": the indicated product and the discount on the pair.
CREATE TABLE combinations (
  id                  integer PRIMARY KEY,
  product_id          integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  indicated_id        integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  desconto_percent    numeric(5, 2) NOT NULL CHECK (desconto_percent >= 0 AND desconto_percent < 100),
  UNIQUE (product_id, indicated_id)
);

-- Product groups: one product sold as a bundle of another's units (stock ÷ quantity per item, B§5).
CREATE TABLE product_group_items (
  product_id      integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  item_product_id integer NOT NULL REFERENCES products (id),
  quantidade      integer NOT NULL CHECK (quantidade > 0),
  PRIMARY KEY (product_id, item_product_id)
);

-- Store-wide instalment table: parcelas with rate (negative = discount, 0 = interest-free, positive = interest).
CREATE TABLE installment_rules (
  parcelas         smallint PRIMARY KEY CHECK (parcelas BETWEEN 1 AND 24),
  taxa             numeric(6, 3) NOT NULL,
  exibir_taxa      boolean NOT NULL DEFAULT true,
  valor_minimo_parcela_cents integer NOT NULL DEFAULT 0
);

-- Shopping lists (kits).
CREATE TABLE shopping_lists (
  id                integer PRIMARY KEY,
  nome              text NOT NULL,
  slug              text NOT NULL UNIQUE,          -- the route is /lista/{slug}.html
  category_id       integer REFERENCES categories (id),
  descricao_curta   text NOT NULL DEFAULT '',
  descricao_longa   text NOT NULL DEFAULT '',
  selecao_atributo  boolean NOT NULL DEFAULT true, -- permission flag: may the shopper choose attributes
  desconto_percent  numeric(5, 2) NOT NULL DEFAULT 0,
  popularidade      integer NOT NULL DEFAULT 0,
  seo_title         text,
  seo_description   text,
  ativo             boolean NOT NULL DEFAULT true,
  criado_em         timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE shopping_list_items (
  list_id            integer NOT NULL REFERENCES shopping_lists (id) ON DELETE CASCADE,
  product_id         integer NOT NULL REFERENCES products (id),
  posicao            smallint NOT NULL,
  quantidade         integer NOT NULL DEFAULT 1 CHECK (quantidade > 0),
  simple_value_id    integer REFERENCES product_simple_values (id),  -- pre-selected value
  PRIMARY KEY (list_id, product_id)
);
CREATE TABLE landing_page_lists (
  landing_page_id integer NOT NULL REFERENCES landing_pages (id) ON DELETE CASCADE,
  list_id         integer NOT NULL REFERENCES shopping_lists (id) ON DELETE CASCADE,
  PRIMARY KEY (landing_page_id, list_id)
);

-- Reviews of a product or a list, and questions with answers.
CREATE TABLE reviews (
  id          integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  product_id  integer REFERENCES products (id) ON DELETE CASCADE,
  list_id     integer REFERENCES shopping_lists (id) ON DELETE CASCADE,
  nome        text NOT NULL,
  email       text NOT NULL,
  nota        smallint NOT NULL CHECK (nota BETWEEN 1 AND 5),
  comentario  text NOT NULL,
  recomenda   boolean NOT NULL DEFAULT true,
  aprovado    boolean NOT NULL DEFAULT false,
  criado_em   timestamptz NOT NULL DEFAULT now(),
  CHECK ((product_id IS NULL) <> (list_id IS NULL))
);
CREATE INDEX reviews_product_idx ON reviews (product_id) WHERE aprovado;
CREATE INDEX reviews_list_idx ON reviews (list_id) WHERE aprovado;

CREATE TABLE questions (
  id            integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  product_id    integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  nome          text NOT NULL,
  email         text NOT NULL,
  pergunta      text NOT NULL,
  resposta      text,
  respondido_em timestamptz,
  publicado     boolean NOT NULL DEFAULT false,
  criado_em     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questions_product_idx ON questions (product_id) WHERE publicado;
