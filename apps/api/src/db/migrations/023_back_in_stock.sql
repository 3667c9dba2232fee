-- Back-in-stock e-mails (issue 26; docs/decisions/031-admin-api-and-import.md). When the buyable stock of a product,
-- a simple-attribute value or a kit goes from 0 to above 0, every pending 'Avise-me' request for it gets one e-mail in
-- the outbox and is marked notified (solicitations.avisado_em), in the transaction of the change. Triggers, so every
-- writer — the import, the admin API, a back office, plain SQL — sends them; a notified request is never sent again.
--
-- Buyable: a product counts when it is active and 'disponivel'; its stock is the chosen value's, or for a product
-- group the least ⌊item stock ÷ units⌋ (B§5), else its own. A kit is available when it is active, every product of it
-- is buyable and the least ⌊stock ÷ quantity⌋ over its products (of their preselected values) is at least 1.
--
-- The functions take the state before the statement as JSON overrides: p_old {product id: {on, estoque}} and
-- v_old {value id: estoque}; with '{}' they read the state now.

CREATE FUNCTION bis_product_on(pid integer, p_old jsonb) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_old ? pid::text THEN (p_old -> pid::text ->> 'on')::boolean
              ELSE (SELECT p.ativo AND p.status = 'disponivel' FROM products p WHERE p.id = pid) END
$$;

CREATE FUNCTION bis_product_stock(pid integer, p_old jsonb) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_old ? pid::text THEN (p_old -> pid::text ->> 'estoque')::integer
              ELSE (SELECT p.estoque FROM products p WHERE p.id = pid) END
$$;

CREATE FUNCTION bis_value_stock(vid integer, v_old jsonb) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN v_old ? vid::text THEN (v_old ->> vid::text)::integer
              ELSE (SELECT v.estoque FROM product_simple_values v WHERE v.id = vid) END
$$;

CREATE FUNCTION bis_request_available(pid integer, vid integer, lid integer, p_old jsonb, v_old jsonb)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN lid IS NOT NULL THEN
      coalesce((SELECT l.ativo FROM shopping_lists l WHERE l.id = lid), false)
      AND NOT EXISTS (SELECT 1 FROM shopping_list_items i WHERE i.list_id = lid
                       AND NOT coalesce(bis_product_on(i.product_id, p_old), false))
      AND coalesce((SELECT min(coalesce(bis_value_stock(i.simple_value_id, v_old), bis_product_stock(i.product_id, p_old))
                               / i.quantidade)
                      FROM shopping_list_items i WHERE i.list_id = lid), 0) >= 1
    WHEN NOT coalesce(bis_product_on(pid, p_old), false) THEN false
    WHEN vid IS NOT NULL THEN coalesce(bis_value_stock(vid, v_old), 0) > 0
    WHEN EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = pid) THEN
      (SELECT min(bis_product_stock(g.item_product_id, p_old) / g.quantidade)
         FROM product_group_items g WHERE g.product_id = pid) > 0
    ELSE coalesce(bis_product_stock(pid, p_old), 0) > 0
  END
$$;

-- Queues the e-mails and marks the requests: those touched by the changed products or values that are available now
-- and were not before.
CREATE FUNCTION bis_notify(p_old jsonb, v_old jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  site jsonb;
BEGIN
  SELECT s.valor #> '{sistema,geral,site}' INTO site FROM settings s WHERE s.chave = 'configuracoes';
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
    SELECT s.id, s.nome, s.email,
           coalesce(p.nome, l.nome) AS item,
           av.label AS atributo,
           rtrim(coalesce(site ->> 'url', ''), '/')
             || CASE WHEN l.id IS NOT NULL THEN '/lista/' || l.slug ELSE '/' || p.slug END || '.html' AS link
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
  INSERT INTO email_outbox (destinatario, assunto, corpo, origem)
  SELECT due.email,
         'Chegou: ' || due.item,
         concat_ws(E'\n',
           'Olá, ' || due.nome || '.',
           '',
           due.item || coalesce(' (' || due.atributo || ')', '') || ' voltou ao estoque e já pode ser comprado:',
           due.link,
           '',
           'Você recebe este e-mail porque pediu para ser avisado quando chegasse. Este aviso não se repete.',
           '',
           '--',
           nullif(site ->> 'nomeDoSite', ''),
           nullif(site ->> 'telefone', ''),
           nullif(site ->> 'email', ''),
           nullif(site ->> 'url', '')),
         'aviseme-chegou:' || due.id
    FROM due JOIN marked ON marked.id = due.id;
END $$;

CREATE FUNCTION products_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p_old jsonb;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM solicitations WHERE avisado_em IS NULL) THEN
    RETURN NULL;
  END IF;
  SELECT jsonb_object_agg(o.id::text, jsonb_build_object('on', o.ativo AND o.status = 'disponivel', 'estoque', o.estoque))
    INTO p_old
    FROM old_rows o JOIN new_rows n ON n.id = o.id
   WHERE (o.ativo, o.status, o.estoque) IS DISTINCT FROM (n.ativo, n.status, n.estoque);
  IF p_old IS NOT NULL THEN
    PERFORM bis_notify(p_old, '{}');
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION simple_values_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE TRIGGER products_back_in_stock AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_back_in_stock();
CREATE TRIGGER product_simple_values_back_in_stock AFTER UPDATE ON product_simple_values
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION simple_values_back_in_stock();
