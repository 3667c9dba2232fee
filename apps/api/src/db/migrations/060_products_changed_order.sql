-- The admin API's product list (issue 36): the catalogue in the order it changed, (atualizado_em, id), read by
-- cursor from "alteradoDesde" — an integrator's poll reads only what changed since its last one.
CREATE INDEX products_atualizado_em_id_idx ON products (atualizado_em, id);
