-- Content: settings, menus, banners, showcases, institutional pages, blog posts, popups (B§7, T§7).

-- One JSON document per key; `configuracoes` is what GET /settings answers.
CREATE TABLE settings (
  chave text PRIMARY KEY,
  valor jsonb NOT NULL
);

CREATE TABLE menus (
  slug text PRIMARY KEY,
  nome text NOT NULL
);
CREATE TABLE menu_items (
  id        integer PRIMARY KEY,
  menu_slug text NOT NULL REFERENCES menus (slug) ON DELETE CASCADE,
  parent_id integer REFERENCES menu_items (id) ON DELETE CASCADE,
  posicao   integer NOT NULL DEFAULT 0,
  label     text NOT NULL,
  link      text NOT NULL DEFAULT '',
  target    text NOT NULL DEFAULT '_self' CHECK (target IN ('_self', '_blank')),
  svg       text,
  icone     text,
  destaque  boolean NOT NULL DEFAULT false,
  id_tipo   smallint NOT NULL DEFAULT 1,  -- 1 internal link, 2 external link, 3 postal-code modal, 4 whatsapp, 5 phone
  id_nivel  integer                        -- the category it points to, for the sub-category banner
);
CREATE INDEX menu_items_menu_idx ON menu_items (menu_slug, parent_id, posicao);

CREATE TABLE banners (
  id               integer PRIMARY KEY,
  slot             text NOT NULL,
  nome             text NOT NULL,
  alt              text NOT NULL DEFAULT '',
  id_nivel         integer,                  -- category id the banner belongs to, when it is per category
  desktop_imagem   text NOT NULL,
  desktop_link     text,
  mobile_imagem    text,
  mobile_link      text,
  codigo_cupom     text,
  posicao          integer NOT NULL DEFAULT 0,
  data_inicial     timestamptz NOT NULL DEFAULT now(),
  data_final       timestamptz,
  ativo            boolean NOT NULL DEFAULT true
);
CREATE INDEX banners_slot_idx ON banners (slot, id_nivel, posicao);

CREATE TABLE showcases (
  slug   text PRIMARY KEY,
  titulo text NOT NULL,
  -- 'manual': the products listed below; 'popularidade': best sellers; 'relacionados': same category;
  -- 'indicados': the product's combinations and brand siblings.
  regra  text NOT NULL CHECK (regra IN ('manual', 'popularidade', 'relacionados', 'indicados'))
);
CREATE TABLE showcase_products (
  showcase_slug text NOT NULL REFERENCES showcases (slug) ON DELETE CASCADE,
  product_id    integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  posicao       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (showcase_slug, product_id)
);

CREATE TABLE pages (
  id              integer PRIMARY KEY,
  slug            text NOT NULL,
  parent_slug     text,                      -- /pagina/{parent_slug}/{slug}
  rota            text NOT NULL UNIQUE,      -- full path, e.g. /pagina/quem-somos or /cartao-bndes
  titulo          text NOT NULL,
  conteudo        text NOT NULL,             -- sanitized HTML
  seo_title       text,
  seo_description text,
  ativo           boolean NOT NULL DEFAULT true
);

CREATE TABLE blog_posts (
  id         integer PRIMARY KEY,
  titulo     text NOT NULL,
  link       text NOT NULL,
  publicado_em timestamptz NOT NULL
);

CREATE TABLE popups (
  slug     text PRIMARY KEY,
  conteudo text NOT NULL,
  ativo    boolean NOT NULL DEFAULT true
);
