-- The store's content edited in the back office (issue 37, point 3): banners per slot with a title, a subtitle and an
-- uploaded picture; the home pop-up as fields (title, text, picture, coupon, dates) the Store API turns into its HTML;
-- and the subject and opening paragraph of each e-mail to shoppers, written over the built-in text.

ALTER TABLE banners ADD COLUMN subtitulo text NOT NULL DEFAULT '';

-- A pop-up with a title is drawn from its fields; without one, `conteudo` (HTML) is served as it is.
ALTER TABLE popups ADD COLUMN titulo text;
ALTER TABLE popups ADD COLUMN texto text NOT NULL DEFAULT '';
ALTER TABLE popups ADD COLUMN imagem text;
ALTER TABLE popups ADD COLUMN cupom text NOT NULL DEFAULT '';
ALTER TABLE popups ADD COLUMN data_inicial timestamptz;
ALTER TABLE popups ADD COLUMN data_final timestamptz;

-- One row per e-mail whose text the store changed; a missing row or a null column is the built-in text
-- (packages/contract/src/email-texts.ts).
CREATE TABLE email_texts (
  chave         text PRIMARY KEY,
  assunto       text,
  introducao    text,
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
