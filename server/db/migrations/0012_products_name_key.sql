-- The name sort's key, shop_normalize(name), stored once per product instead of computed by each
-- listing for every row it reads (a listing page 20 by name read 480 of them), and kept in the
-- name indexes as a column, so that the rows before a page are read from the index alone
-- (listing-page.ts: a deep page reads ids and keys by an index-only scan, then its own rows).
ALTER TABLE "products" ADD COLUMN "name_key" text GENERATED ALWAYS AS (shop_normalize("name")) STORED;--> statement-breakpoint
DROP INDEX "products_category_name_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category_id",name_key,"id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree (name_key,"id");
