CREATE TABLE "catalog_attribute_facets" (
	"category_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"in_stock" boolean NOT NULL,
	"number_value" numeric,
	"product_count" integer NOT NULL,
	CONSTRAINT "catalog_attribute_facets_category_id_key_value_in_stock_pk" PRIMARY KEY("category_id","key","value","in_stock")
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"number_value" numeric,
	"category_id" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	CONSTRAINT "product_attribute_values_product_id_key_pk" PRIMARY KEY("product_id","key")
);
--> statement-breakpoint
CREATE INDEX "product_attribute_values_option_idx" ON "product_attribute_values" USING btree ("key","value","category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_attribute_values_number_idx" ON "product_attribute_values" USING btree ("key","category_id","number_value","product_id");--> statement-breakpoint
CREATE INDEX "product_attribute_values_category_idx" ON "product_attribute_values" USING btree ("category_id","key","value");--> statement-breakpoint
-- Spec filters (issue 36): product_attribute_values holds each product's typed attribute values, one
-- row per key, and catalog_attribute_facets counts them per category, value and stock, so that a
-- listing's spec facets read a few hundred kept rows, and a filter the values' indexes, never every
-- product. Both are kept from products.attributes by statement triggers with transition tables (an
-- order's stock update writes here only when a product runs out or comes back), like catalog_facets
-- (0009); a bulk import sets shop.bulk_catalog and rebuilds them once at its end.
-- A typed line is {"key": "...", "value": number | boolean | string}; free {"name", "value"} lines
-- are not filtered. A yes/no is stored as 'da'/'ne', as the filter's URL writes it.
CREATE OR REPLACE FUNCTION shop_attribute_value_rows(p public.products)
  RETURNS TABLE (product_id integer, key text, value text, number_value numeric, category_id integer, in_stock boolean)
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT DISTINCT ON (a->>'key') p.id, a->>'key',
      CASE WHEN jsonb_typeof(a->'value') = 'boolean' THEN (CASE WHEN (a->'value')::boolean THEN 'da' ELSE 'ne' END) ELSE a->>'value' END,
      CASE WHEN jsonb_typeof(a->'value') = 'number' THEN (a->>'value')::numeric END,
      p.category_id, p.available AND p.stock > 0
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p.attributes) = 'array' THEN p.attributes ELSE '[]'::jsonb END) AS a
    WHERE jsonb_typeof(a) = 'object' AND jsonb_typeof(a->'key') = 'string'
      AND jsonb_typeof(a->'value') IN ('number', 'boolean', 'string') AND length(a->>'value') <= 200
    ORDER BY a->>'key'
  $$;--> statement-breakpoint
CREATE TYPE shop_attribute_change AS (product_id integer, key text, value text, number_value numeric, category_id integer, in_stock boolean, delta integer);--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_apply_attribute_changes(changes shop_attribute_change[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF changes IS NULL THEN
    RETURN;
  END IF;
  DELETE FROM public.product_attribute_values v USING unnest(changes) c
    WHERE c.delta < 0 AND v.product_id = c.product_id AND v.key = c.key;
  INSERT INTO public.product_attribute_values (product_id, key, value, number_value, category_id, in_stock)
    SELECT product_id, key, value, number_value, category_id, in_stock FROM unnest(changes) WHERE delta > 0;
  -- Groups in key order, so that two writers lock the rows they share in the same order.
  INSERT INTO public.catalog_attribute_facets AS f (category_id, key, value, in_stock, number_value, product_count)
    SELECT category_id, key, value, in_stock, min(number_value), sum(delta)
    FROM unnest(changes)
    GROUP BY category_id, key, value, in_stock
    HAVING sum(delta) <> 0
    ORDER BY category_id, key, value, in_stock
  ON CONFLICT (category_id, key, value, in_stock) DO UPDATE SET
    product_count = f.product_count + excluded.product_count;
  DELETE FROM public.catalog_attribute_facets f
    WHERE f.category_id = ANY (ARRAY(SELECT DISTINCT category_id FROM unnest(changes))) AND f.product_count <= 0;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_products_attribute_values() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changes public.shop_attribute_change[];
BEGIN
  IF current_setting('shop.bulk_catalog', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg((r.product_id, r.key, r.value, r.number_value, r.category_id, r.in_stock, 1)::public.shop_attribute_change)
      INTO changes FROM new_rows n, LATERAL public.shop_attribute_value_rows(n) r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg((r.product_id, r.key, r.value, r.number_value, r.category_id, r.in_stock, -1)::public.shop_attribute_change)
      INTO changes FROM old_rows o, LATERAL public.shop_attribute_value_rows(o) r;
  ELSE
    -- Only products whose values, category or stock state changed (a price or a name is no change here).
    SELECT array_agg(change) INTO changes FROM (
      SELECT (r.product_id, r.key, r.value, r.number_value, r.category_id, r.in_stock, -1)::public.shop_attribute_change AS change
        FROM old_rows o JOIN new_rows n ON n.id = o.id, LATERAL public.shop_attribute_value_rows(o) r
        WHERE (o.attributes, o.category_id, o.available AND o.stock > 0)
          IS DISTINCT FROM (n.attributes, n.category_id, n.available AND n.stock > 0)
      UNION ALL
      SELECT (r.product_id, r.key, r.value, r.number_value, r.category_id, r.in_stock, 1)::public.shop_attribute_change
        FROM old_rows o JOIN new_rows n ON n.id = o.id, LATERAL public.shop_attribute_value_rows(n) r
        WHERE (o.attributes, o.category_id, o.available AND o.stock > 0)
          IS DISTINCT FROM (n.attributes, n.category_id, n.available AND n.stock > 0)
    ) AS changed;
  END IF;
  PERFORM public.shop_apply_attribute_changes(changes);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_attribute_values_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_products_attribute_values();--> statement-breakpoint
CREATE TRIGGER products_attribute_values_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_products_attribute_values();--> statement-breakpoint
CREATE TRIGGER products_attribute_values_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_products_attribute_values();--> statement-breakpoint
-- Every value and count anew in one pass: after a bulk import, and to fill the tables here.
CREATE OR REPLACE FUNCTION shop_rebuild_attribute_values() RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM public.product_attribute_values;
    INSERT INTO public.product_attribute_values (product_id, key, value, number_value, category_id, in_stock)
      SELECT r.* FROM public.products p, LATERAL public.shop_attribute_value_rows(p) r;
    DELETE FROM public.catalog_attribute_facets;
    INSERT INTO public.catalog_attribute_facets (category_id, key, value, in_stock, number_value, product_count)
      SELECT category_id, key, value, in_stock, min(number_value), count(*)
      FROM public.product_attribute_values
      GROUP BY 1, 2, 3, 4;
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_clear_attribute_values() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM public.product_attribute_values;
  DELETE FROM public.catalog_attribute_facets;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_attribute_values_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_clear_attribute_values();--> statement-breakpoint
SELECT shop_rebuild_attribute_values();
