-- 'Sob Consulta' (T§3 Product quote request): whether the shopper asked for a copy by e-mail (enviarEmail) is kept
-- with the request, like every other field the form shows (issue 25).
ALTER TABLE product_budget_requests ADD COLUMN enviar_email boolean NOT NULL DEFAULT false;
