-- E-mails are written by the code that sends them (issue 33): an event recorded in the database (the back-in-stock
-- trigger, db/functions/020_back_in_stock.sql) queues a row with a template key and its data instead of the text;
-- the outbox worker renders it (forms/emails.ts) when it sends, and keeps the text it sent in assunto and corpo.
ALTER TABLE email_outbox ADD COLUMN modelo text;
ALTER TABLE email_outbox ADD COLUMN dados jsonb;
ALTER TABLE email_outbox ALTER COLUMN assunto DROP NOT NULL;
ALTER TABLE email_outbox ALTER COLUMN corpo DROP NOT NULL;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_text_or_template
  CHECK (modelo IS NOT NULL OR (assunto IS NOT NULL AND corpo IS NOT NULL));
