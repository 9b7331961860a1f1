-- A brand filter's key, shop_normalize(brand), stored once per product instead of folded for every
-- row a filtered listing reads (product-sql.ts filterConditions): page 1 of a top category filtered
-- by one brand of thirty reads about a thousand rows at 100 000 products.
ALTER TABLE "products" ADD COLUMN "brand_key" text GENERATED ALWAYS AS (shop_normalize("brand")) STORED;
