-- Search finds a product by the name of its category (weight D, above the description) and of the
-- categories above it (weight C, with the description): "laptopovi", "televizori", "bela tehnika".
-- products.category_words and products.parent_category_words hold them, kept by triggers as
-- products move and categories are renamed or moved. Like search_document, they are not declared
-- in schema.ts, so that Drizzle does not fetch them with every row.
ALTER TABLE products ADD COLUMN category_words text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE products ADD COLUMN parent_category_words text NOT NULL DEFAULT '';--> statement-breakpoint
-- The category's name, or with `above` the names of the categories above it, nearest first. The
-- depth limit keeps a cycle in hand-edited data from looping.
CREATE OR REPLACE FUNCTION shop_category_words(category integer, above boolean) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    WITH RECURSIVE path(id, parent_id, name, depth) AS (
      SELECT id, parent_id, name, 0 FROM public.categories WHERE id = category
      UNION ALL
      SELECT c.id, c.parent_id, c.name, path.depth + 1
      FROM public.categories c JOIN path ON c.id = path.parent_id
      WHERE path.depth < 10
    )
    SELECT coalesce(string_agg(name, ' ' ORDER BY depth), '') FROM path
    WHERE (depth > 0) = above
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_set_category_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.category_words := public.shop_category_words(NEW.category_id, false);
  NEW.parent_category_words := public.shop_category_words(NEW.category_id, true);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_category_words BEFORE INSERT OR UPDATE OF category_id ON products
  FOR EACH ROW EXECUTE FUNCTION shop_set_category_words();--> statement-breakpoint
-- A renamed or moved category renames the words of every product below it.
CREATE OR REPLACE FUNCTION shop_refresh_category_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE public.products p SET
    category_words = public.shop_category_words(p.category_id, false),
    parent_category_words = public.shop_category_words(p.category_id, true)
  WHERE p.category_id IN (
    WITH RECURSIVE subtree(id, depth) AS (
      SELECT NEW.id, 0
      UNION ALL
      SELECT c.id, subtree.depth + 1 FROM public.categories c JOIN subtree ON c.parent_id = subtree.id
      WHERE subtree.depth < 10
    )
    SELECT id FROM subtree
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_search_words AFTER UPDATE OF name, parent_id ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION shop_refresh_category_words();--> statement-breakpoint
UPDATE products SET
  category_words = shop_category_words(category_id, false),
  parent_category_words = shop_category_words(category_id, true);--> statement-breakpoint
-- The document gains the category words: PostgreSQL 15 cannot change a generated column's
-- expression, so the column, its index and the trigger that reads it are made anew.
DROP TRIGGER products_search_words_update ON products;--> statement-breakpoint
ALTER TABLE products DROP COLUMN search_document;--> statement-breakpoint
DROP FUNCTION shop_search_document(text, text, text);--> statement-breakpoint
-- One weighted document per product: name (A), brand (B), its category's name (D), description and
-- the names of the categories above (C).
CREATE OR REPLACE FUNCTION shop_search_document(
  name text, brand text, description text, category_words text, parent_category_words text
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple'::regconfig, public.shop_search_key(coalesce(name, ''))), 'A')
    || setweight(to_tsvector('simple'::regconfig, public.shop_search_key(coalesce(brand, ''))), 'B')
    || setweight(to_tsvector('simple'::regconfig, public.shop_search_key(
         coalesce(description, '') || ' ' || coalesce(parent_category_words, ''))), 'C')
    || setweight(to_tsvector('simple'::regconfig, public.shop_search_key(coalesce(category_words, ''))), 'D') $$;--> statement-breakpoint
ALTER TABLE products ADD COLUMN search_document tsvector
  GENERATED ALWAYS AS (
    shop_search_document(name, brand, description, category_words, parent_category_words)
  ) STORED;--> statement-breakpoint
CREATE INDEX products_search_document_idx ON products USING gin (search_document);--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE OF name, brand, description, category_words, parent_category_words
  ON products
  FOR EACH ROW WHEN (OLD.search_document IS DISTINCT FROM NEW.search_document)
  EXECUTE FUNCTION shop_add_search_words();--> statement-breakpoint
INSERT INTO search_vocabulary (word) SELECT word FROM ts_stat('select search_document from products') ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Everyday words and abbreviations shoppers type for a catalogue word ("tv" for "televizor"):
-- a query word listed here also matches the catalogue words it stands for (and the words they
-- begin). Both sides are search keys (shop_search_key: lower case, no diacritics, đ → d). Small on
-- purpose; a shop adds its own with catalog:import's "synonyms" (docs/catalog-import.md).
CREATE TABLE search_synonyms (
	word text COLLATE "C" PRIMARY KEY NOT NULL,
	synonyms text[] NOT NULL
);--> statement-breakpoint
INSERT INTO search_synonyms (word, synonyms) VALUES
  ('tv', '{televizor}'),
  ('televizija', '{televizor}'),
  ('notebook', '{laptop}'),
  ('pc', '{racunar}'),
  ('kompjuter', '{racunar}'),
  ('mobitel', '{mobilni}'),
  ('smartphone', '{mobilni}'),
  ('hladnjak', '{frizider}'),
  ('stednjak', '{sporet}'),
  ('mikrovalna', '{mikrotalasna}'),
  ('perilica', '{masina}'),
  ('usisavac', '{usisivac}');--> statement-breakpoint
CREATE TRIGGER search_synonyms_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalog_changed();--> statement-breakpoint
-- The zero-result page's popular products (and their categories) without sorting the catalogue.
-- On an expression that only that query orders by: an index on popularity itself made the planner
-- walk it for category listings (sorted by popularity) instead of reading the category's rows.
CREATE INDEX products_popularity_idx ON products USING btree ((-popularity), id);
