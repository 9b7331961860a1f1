-- The sale list (GET /api/products?onSale=true): each listing sort's two indexes again, over the
-- discounted products only (partial, so they hold a fraction of the catalogue), whose predicate is
-- server/catalog/product-sql.ts onSaleSql; a sale page and its bounded facet sample are read from
-- them in order. A search's candidates take the filter too: shop_search_cut gets only_on_sale.
CREATE INDEX "products_sale_category_popular_idx" ON "products" USING btree ("category_id","popularity" desc,"id") WHERE "products"."discount_price" > 0 and "products"."discount_price" < "products"."price";--> statement-breakpoint
CREATE INDEX "products_sale_popular_idx" ON "products" USING btree ("popularity" desc,"id") WHERE "products"."discount_price" > 0 and "products"."discount_price" < "products"."price";--> statement-breakpoint
CREATE INDEX "products_sale_category_price_idx" ON "products" USING btree ("category_id",(case when "discount_price" > 0 and "discount_price" < "price" then "discount_price" else "price" end),"id") WHERE "products"."discount_price" > 0 and "products"."discount_price" < "products"."price";--> statement-breakpoint
CREATE INDEX "products_sale_price_idx" ON "products" USING btree ((case when "discount_price" > 0 and "discount_price" < "price" then "discount_price" else "price" end),"id") WHERE "products"."discount_price" > 0 and "products"."discount_price" < "products"."price";--> statement-breakpoint
CREATE INDEX "products_sale_category_price_desc_idx" ON "products" USING btree ("category_id",(case when "discount_price" > 0 and "discount_price" < "price" then "discount_price" else "price" end) desc,"id") WHERE "products"."discount_price" > 0 and "products"."discount_price" < "products"."price";--> statement-breakpoint
CREATE INDEX "products_sale_price_desc_idx" ON "products" USING btree ((case when "discount_price" > 0 and "discount_price" < "price" then "discount_price" else "price" end) desc,"id") WHERE "products"."discount_price" > 0 and "products"."discount_price" < "products"."price";--> statement-breakpoint
CREATE INDEX "products_sale_category_newest_idx" ON "products" USING btree ("category_id","created_at" desc,"id") WHERE "products"."discount_price" > 0 and "products"."discount_price" < "products"."price";--> statement-breakpoint
CREATE INDEX "products_sale_newest_idx" ON "products" USING btree ("created_at" desc,"id") WHERE "products"."discount_price" > 0 and "products"."discount_price" < "products"."price";--> statement-breakpoint
CREATE INDEX "products_sale_category_name_idx" ON "products" USING btree ("category_id",name_key,"id") WHERE "products"."discount_price" > 0 and "products"."discount_price" < "products"."price";--> statement-breakpoint
CREATE INDEX "products_sale_name_idx" ON "products" USING btree (name_key,"id") WHERE "products"."discount_price" > 0 and "products"."discount_price" < "products"."price";--> statement-breakpoint
DROP FUNCTION shop_search_cut(tsquery, integer[], integer, integer, boolean, integer);--> statement-breakpoint
CREATE FUNCTION shop_search_cut(
  query tsquery, category_ids integer[], min_price integer, max_price integer, only_in_stock boolean,
  only_on_sale boolean, bound integer
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
      AND (NOT only_on_sale OR (p.discount_price > 0 AND p.discount_price < p.price))
    LIMIT bound
  $$;
