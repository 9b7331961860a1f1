-- Listings, facets and the category tree at any catalogue size: one btree per listing sort (within
-- a category and over the whole catalogue) so that a page is read in its order; catalog_facets keeps
-- each category's products counted by brand and stock with their pay-price range, so that totals,
-- facets and the category tree read a few hundred rows instead of counting products; products_ean_idx
-- answers a search for an EAN. products_category_idx and products_popularity_idx are replaced by the
-- sort indexes that start with the same column.
CREATE TABLE "catalog_facets" (
	"category_id" integer NOT NULL,
	"brand" text NOT NULL,
	"in_stock" boolean NOT NULL,
	"product_count" integer NOT NULL,
	"min_price" integer,
	"max_price" integer,
	CONSTRAINT "catalog_facets_category_id_brand_in_stock_pk" PRIMARY KEY("category_id","brand","in_stock")
);
--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_popularity_idx";--> statement-breakpoint
CREATE INDEX "products_category_popular_idx" ON "products" USING btree ("category_id","popularity" desc,"id");--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("popularity" desc,"id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id",(case when "discount_price" > 0 and "discount_price" < "price" then "discount_price" else "price" end),"id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ((case when "discount_price" > 0 and "discount_price" < "price" then "discount_price" else "price" end),"id");--> statement-breakpoint
CREATE INDEX "products_category_price_desc_idx" ON "products" USING btree ("category_id",(case when "discount_price" > 0 and "discount_price" < "price" then "discount_price" else "price" end) desc,"id");--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ((case when "discount_price" > 0 and "discount_price" < "price" then "discount_price" else "price" end) desc,"id");--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category_id","created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category_id",shop_normalize("name"),"id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree (shop_normalize("name"),"id");--> statement-breakpoint
CREATE INDEX "products_ean_idx" ON "products" USING btree ("ean");--> statement-breakpoint
-- A product's move between facet groups (category, brand, in stock): +1 to the group it enters,
-- -1 from the one it leaves, with its pay price.
CREATE TYPE shop_facet_change AS (category_id integer, brand text, in_stock boolean, price integer, delta integer);--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_apply_facet_changes(changes shop_facet_change[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF changes IS NULL THEN
    RETURN;
  END IF;
  -- Groups in key order, so that two writers lock the rows they share in the same order.
  INSERT INTO public.catalog_facets AS f (category_id, brand, in_stock, product_count, min_price, max_price)
    SELECT category_id, brand, in_stock, sum(delta),
      min(price) FILTER (WHERE delta > 0), max(price) FILTER (WHERE delta > 0)
    FROM unnest(changes)
    GROUP BY category_id, brand, in_stock
    ORDER BY category_id, brand, in_stock
  ON CONFLICT (category_id, brand, in_stock) DO UPDATE SET
    product_count = f.product_count + excluded.product_count,
    min_price = least(f.min_price, excluded.min_price),
    max_price = greatest(f.max_price, excluded.max_price);
  DELETE FROM public.catalog_facets f USING unnest(changes) c
    WHERE f.category_id = c.category_id AND f.brand = c.brand AND f.in_stock = c.in_stock
      AND f.product_count <= 0;
  -- A product that left with the group's lowest or highest price: read the group's range anew
  -- (rare: a price change, a product leaving, stock running out or coming back).
  UPDATE public.catalog_facets f SET min_price = range.min_price, max_price = range.max_price
    FROM (SELECT DISTINCT category_id, brand, in_stock, price FROM unnest(changes) WHERE delta < 0) AS gone,
    LATERAL (
      SELECT min((CASE WHEN p.discount_price > 0 AND p.discount_price < p.price THEN p.discount_price ELSE p.price END)) AS min_price, max((CASE WHEN p.discount_price > 0 AND p.discount_price < p.price THEN p.discount_price ELSE p.price END)) AS max_price
      FROM public.products p
      WHERE p.category_id = gone.category_id AND p.brand = gone.brand
        AND (p.available AND p.stock > 0) = gone.in_stock
    ) AS range
    WHERE f.category_id = gone.category_id AND f.brand = gone.brand AND f.in_stock = gone.in_stock
      AND gone.price IN (f.min_price, f.max_price);
END
$$;--> statement-breakpoint
-- Statement triggers with transition tables: one pass per statement, whatever its row count. An
-- order's stock update changes no group unless stock runs out, so orders rarely write here. A bulk
-- import sets shop.bulk_catalog and rebuilds the table once at its end (shop_rebuild_catalog_facets).
CREATE OR REPLACE FUNCTION shop_products_facets() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changes public.shop_facet_change[];
BEGIN
  IF current_setting('shop.bulk_catalog', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg((category_id, brand, available AND stock > 0, (CASE WHEN discount_price > 0 AND discount_price < price THEN discount_price ELSE price END), 1)::public.shop_facet_change)
      INTO changes FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg((category_id, brand, available AND stock > 0, (CASE WHEN discount_price > 0 AND discount_price < price THEN discount_price ELSE price END), -1)::public.shop_facet_change)
      INTO changes FROM old_rows;
  ELSE
    SELECT array_agg(change) INTO changes FROM (
      SELECT unnest(ARRAY[
        (o.category_id, o.brand, o.available AND o.stock > 0, (CASE WHEN o.discount_price > 0 AND o.discount_price < o.price THEN o.discount_price ELSE o.price END), -1)::public.shop_facet_change,
        (n.category_id, n.brand, n.available AND n.stock > 0, (CASE WHEN n.discount_price > 0 AND n.discount_price < n.price THEN n.discount_price ELSE n.price END), 1)::public.shop_facet_change
      ]) AS change
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.category_id, o.brand, o.available AND o.stock > 0, (CASE WHEN o.discount_price > 0 AND o.discount_price < o.price THEN o.discount_price ELSE o.price END))
        IS DISTINCT FROM (n.category_id, n.brand, n.available AND n.stock > 0, (CASE WHEN n.discount_price > 0 AND n.discount_price < n.price THEN n.discount_price ELSE n.price END))
    ) AS moved;
  END IF;
  PERFORM public.shop_apply_facet_changes(changes);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_facets_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_products_facets();--> statement-breakpoint
CREATE TRIGGER products_facets_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_products_facets();--> statement-breakpoint
CREATE TRIGGER products_facets_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_products_facets();--> statement-breakpoint
-- Every group counted anew in one pass: after a bulk import, and to fill the table here.
CREATE OR REPLACE FUNCTION shop_rebuild_catalog_facets() RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM public.catalog_facets;
    INSERT INTO public.catalog_facets (category_id, brand, in_stock, product_count, min_price, max_price)
      SELECT category_id, brand, available AND stock > 0, count(*), min((CASE WHEN discount_price > 0 AND discount_price < price THEN discount_price ELSE price END)), max((CASE WHEN discount_price > 0 AND discount_price < price THEN discount_price ELSE price END))
      FROM public.products
      GROUP BY 1, 2, 3;
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_clear_catalog_facets() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM public.catalog_facets;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_facets_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_clear_catalog_facets();--> statement-breakpoint
SELECT shop_rebuild_catalog_facets();--> statement-breakpoint
-- The first products a search's words match, for ranking (server/catalog/product-search.ts), with
-- the listing's filters but the brands, and what ranking and facets read of them, so that no product
-- is looked up again. From the full-text index always: for a common word the planner would rather
-- read the table until `bound` rows match, which reads all of it when the statistics overrate a
-- word. Not inlined (it has a SET), so its plan is generic: the filters are checked on the rows the
-- index yields.
CREATE OR REPLACE FUNCTION shop_search_cut(
  query tsquery, category_ids integer[], min_price integer, max_price integer, only_in_stock boolean, bound integer
) RETURNS TABLE (
  id integer, search_document tsvector, brand text, pay_price integer, in_stock boolean, popularity integer
)
  LANGUAGE sql STABLE
  SET enable_seqscan = off
  AS $$
    SELECT p.id, p.search_document, p.brand, (CASE WHEN p.discount_price > 0 AND p.discount_price < p.price THEN p.discount_price ELSE p.price END),
      p.available AND p.stock > 0, p.popularity
    FROM public.products p
    WHERE p.search_document @@ query
      AND (category_ids IS NULL OR p.category_id = ANY (category_ids))
      AND (min_price IS NULL OR (CASE WHEN p.discount_price > 0 AND p.discount_price < p.price THEN p.discount_price ELSE p.price END) >= min_price)
      AND (max_price IS NULL OR (CASE WHEN p.discount_price > 0 AND p.discount_price < p.price THEN p.discount_price ELSE p.price END) <= max_price)
      AND (NOT only_in_stock OR (p.available AND p.stock > 0))
    LIMIT bound
  $$;