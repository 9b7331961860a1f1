-- The words of product names (weight A), brands (B), categories (D) and every category's name:
-- what "Da li ste mislili" may suggest (server/catalog/search-alternatives.ts). A description's
-- words ("klizi", "kojima") are catalogue words too, but no shopper means them. Like
-- search_vocabulary (migration 0005), COLLATE "C" for prefix matches on the primary key, a trigram
-- index for similar words, and words are only ever added.
CREATE TABLE "search_name_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_name_words_word_trgm_idx" ON "search_name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
INSERT INTO search_name_words (word)
  SELECT DISTINCT lexeme FROM products, unnest(search_document)
  WHERE weights && ARRAY['A', 'B', 'D']
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO search_name_words (word)
  SELECT DISTINCT lexeme FROM categories, unnest(to_tsvector('simple'::regconfig, shop_search_key(name)))
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The triggers of migrations 0005 and 0007 call it as products are inserted and their words change.
CREATE OR REPLACE FUNCTION shop_add_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO public.search_vocabulary (word)
    SELECT lexeme FROM unnest(NEW.search_document)
    ON CONFLICT DO NOTHING;
  INSERT INTO public.search_name_words (word)
    SELECT lexeme FROM unnest(NEW.search_document)
    WHERE weights && ARRAY['A', 'B', 'D']
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A category's name, even one no product sits in directly ("Bela tehnika" is only ever a parent,
-- which documents hold with the description, weight C).
CREATE OR REPLACE FUNCTION shop_add_category_name_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO public.search_name_words (word)
    SELECT lexeme FROM unnest(to_tsvector('simple'::regconfig, public.shop_search_key(NEW.name)))
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_name_words AFTER INSERT OR UPDATE OF name ON categories
  FOR EACH ROW EXECUTE FUNCTION shop_add_category_name_words();
