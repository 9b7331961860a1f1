-- A counter that every write to what catalogue answers show (products, categories, reviews) moves,
-- whoever writes: the API, the import CLI, a back office or psql. The catalogue cache
-- (server/cache) compares it before answering from memory. A sequence, not a row: nextval takes no
-- lock, so concurrent orders do not queue on it.
CREATE SEQUENCE catalog_version;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_catalog_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM nextval('public.catalog_version');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalog_changed();--> statement-breakpoint
CREATE TRIGGER categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalog_changed();--> statement-breakpoint
CREATE TRIGGER reviews_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalog_changed();
