-- Back-in-stock events (issue 26; docs/decisions/031-admin-api-and-import.md). When the buyable stock of a product, a
-- simple-attribute value or a kit goes from 0 to above 0, every pending 'Avise-me' request for it gets one outbox row
-- and is marked notified (solicitations.avisado_em), in the transaction of the change. Triggers, so every writer —
-- the import, the admin API, the back office, plain SQL — records it; a notified request is never queued again.
--
-- The trigger only records the event: the outbox row holds the template key 'aviseme-chegou' and the data the e-mail
-- needs; its words are written in forms/emails.ts and rendered when the e-mail is sent. The rules come from
-- 010_stock.sql. Applied again at every start (db/migrate.ts), so a change here needs no migration.
--
-- Available: a product request when the product is buyable and its stock — the chosen value's, for a product group
-- group_stock's, else its own — is above 0; a kit request when the kit is active, every product of it is buyable and
-- the least bundle_stock over its products (of their preselected values) is at least 1.
--
-- The functions take the state before the statement as JSON overrides: p_old {product id: {on, estoque}} and
-- v_old {value id: estoque}; with '{}' they read the state now.

CREATE OR REPLACE FUNCTION bis_product_on(pid integer, p_old jsonb) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_old ? pid::text THEN (p_old -> pid::text ->> 'on')::boolean
              ELSE (SELECT buyable(p.ativo, p.status) FROM products p WHERE p.id = pid) END
$$;

CREATE OR REPLACE FUNCTION bis_product_stock(pid integer, p_old jsonb) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_old ? pid::text THEN (p_old -> pid::text ->> 'estoque')::integer
              ELSE (SELECT p.estoque FROM products p WHERE p.id = pid) END
$$;

CREATE OR REPLACE FUNCTION bis_value_stock(vid integer, v_old jsonb) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN v_old ? vid::text THEN (v_old ->> vid::text)::integer
              ELSE (SELECT v.estoque FROM product_simple_values v WHERE v.id = vid) END
$$;

CREATE OR REPLACE FUNCTION bis_request_available(pid integer, vid integer, lid integer, p_old jsonb, v_old jsonb)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN lid IS NOT NULL THEN
      coalesce((SELECT l.ativo FROM shopping_lists l WHERE l.id = lid), false)
      AND NOT EXISTS (SELECT 1 FROM shopping_list_items i WHERE i.list_id = lid
                       AND NOT coalesce(bis_product_on(i.product_id, p_old), false))
      AND coalesce((SELECT min(bundle_stock(coalesce(bis_value_stock(i.simple_value_id, v_old),
                                                     bis_product_stock(i.product_id, p_old)), i.quantidade))
                      FROM shopping_list_items i WHERE i.list_id = lid), 0) >= 1
    WHEN NOT coalesce(bis_product_on(pid, p_old), false) THEN false
    WHEN vid IS NOT NULL THEN coalesce(bis_value_stock(vid, v_old), 0) > 0
    WHEN EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = pid) THEN
      (SELECT min(bundle_stock(bis_product_stock(g.item_product_id, p_old), g.quantidade))
         FROM product_group_items g WHERE g.product_id = pid) > 0
    ELSE coalesce(bis_product_stock(pid, p_old), 0) > 0
  END
$$;

-- Queues one 'aviseme-chegou' outbox row per request touched by the changed products or values that is available
-- now and was not before, and marks the requests.
CREATE OR REPLACE FUNCTION bis_notify(p_old jsonb, v_old jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH touched_products AS (
    SELECT k::integer AS id FROM jsonb_object_keys(p_old) k
  ), touched_values AS (
    SELECT k::integer AS id FROM jsonb_object_keys(v_old) k
  ), candidates AS (
    SELECT s.id FROM solicitations s
     WHERE s.avisado_em IS NULL AND (
           s.product_id IN (SELECT id FROM touched_products)
        OR s.simple_value_id IN (SELECT id FROM touched_values)
        OR s.product_id IN (SELECT g.product_id FROM product_group_items g
                             WHERE g.item_product_id IN (SELECT id FROM touched_products))
        OR s.list_id IN (SELECT i.list_id FROM shopping_list_items i
                          WHERE i.product_id IN (SELECT id FROM touched_products)
                             OR i.simple_value_id IN (SELECT id FROM touched_values)))
  ), due AS (
    SELECT s.id, s.email,
           jsonb_build_object(
             'nome', s.nome,
             'item', coalesce(p.nome, l.nome),
             'atributo', av.label,
             'tipo', CASE WHEN l.id IS NOT NULL THEN 'lista' ELSE 'produto' END,
             'slug', coalesce(l.slug, p.slug)) AS dados
      FROM solicitations s
      JOIN candidates c ON c.id = s.id
      LEFT JOIN products p ON p.id = s.product_id
      LEFT JOIN shopping_lists l ON l.id = s.list_id
      LEFT JOIN product_simple_values v ON v.id = s.simple_value_id
      LEFT JOIN attribute_values av ON av.id = v.attribute_value_id
     WHERE bis_request_available(s.product_id, s.simple_value_id, s.list_id, '{}', '{}')
       AND NOT bis_request_available(s.product_id, s.simple_value_id, s.list_id, p_old, v_old)
  ), marked AS (
    -- A request another transaction notified meanwhile is skipped (the row is re-checked once its lock is free).
    UPDATE solicitations s SET avisado_em = now() FROM due WHERE s.id = due.id AND s.avisado_em IS NULL
    RETURNING s.id
  )
  INSERT INTO email_outbox (destinatario, modelo, dados, origem)
  SELECT due.email, 'aviseme-chegou', due.dados, 'aviseme-chegou:' || due.id
    FROM due JOIN marked ON marked.id = due.id;
END $$;

CREATE OR REPLACE FUNCTION products_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p_old jsonb;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM solicitations WHERE avisado_em IS NULL) THEN
    RETURN NULL;
  END IF;
  SELECT jsonb_object_agg(o.id::text, jsonb_build_object('on', buyable(o.ativo, o.status), 'estoque', o.estoque))
    INTO p_old
    FROM old_rows o JOIN new_rows n ON n.id = o.id
   WHERE (o.ativo, o.status, o.estoque) IS DISTINCT FROM (n.ativo, n.status, n.estoque);
  IF p_old IS NOT NULL THEN
    PERFORM bis_notify(p_old, '{}');
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION simple_values_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old jsonb;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM solicitations WHERE avisado_em IS NULL) THEN
    RETURN NULL;
  END IF;
  SELECT jsonb_object_agg(o.id::text, o.estoque) INTO v_old
    FROM old_rows o JOIN new_rows n ON n.id = o.id
   WHERE o.estoque IS DISTINCT FROM n.estoque;
  IF v_old IS NOT NULL THEN
    PERFORM bis_notify('{}', v_old);
  END IF;
  RETURN NULL;
END $$;

-- The triggers themselves were created by migration 023 and call the functions above by name.
