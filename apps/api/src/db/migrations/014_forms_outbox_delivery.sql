-- Forms write their e-mails to email_outbox in the same transaction as the record; a worker on any node delivers
-- them (docs/decisions/014-forms.md).
--
-- A row is claimed with FOR UPDATE SKIP LOCKED by setting `reservado_ate` (a lease): a node that dies mid-send
-- leaves the row to be claimed again once the lease is over. A failed attempt sets `proximo_envio_em` further away
-- each time (exponential backoff); `enviado_em` marks it sent.
ALTER TABLE email_outbox ADD COLUMN proximo_envio_em timestamptz NOT NULL DEFAULT now();
ALTER TABLE email_outbox ADD COLUMN reservado_ate timestamptz;
-- Reply-To of the store's copy: the customer who wrote.
ALTER TABLE email_outbox ADD COLUMN responder_para text;
-- What produced the e-mail, e.g. 'orcamento:12', for tracing.
ALTER TABLE email_outbox ADD COLUMN origem text NOT NULL DEFAULT '';
DROP INDEX email_outbox_pending_idx;
CREATE INDEX email_outbox_due_idx ON email_outbox (proximo_envio_em) WHERE enviado_em IS NULL;

