-- The catalogue's distinct search words, kept as products are written, so that a search expands
-- its words (prefixes, one typo) over an index instead of over ts_stat of every product. COLLATE "C"
-- lets the primary key's btree answer prefix matches (word LIKE 'abc%') under any database locale;
-- the trigram index answers the typo rule's inner and suffix matches (server/catalog/product-search.ts).
-- Words are only added: one whose last product changed or left stays, and expands a search into a
-- lexeme no product has, which matches nothing (see the README's Catalogue section).
CREATE TABLE search_vocabulary (
	word text COLLATE "C" PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE INDEX search_vocabulary_word_trgm_idx ON search_vocabulary USING gin (word gin_trgm_ops);--> statement-breakpoint
INSERT INTO search_vocabulary (word) SELECT word FROM ts_stat('select search_document from products') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_add_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO public.search_vocabulary (word)
    SELECT lexeme FROM unnest(NEW.search_document)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Stock and price updates (every order) leave the words alone: only name, brand and description
-- feed search_document.
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION shop_add_search_words();--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE OF name, brand, description ON products
  FOR EACH ROW WHEN (OLD.search_document IS DISTINCT FROM NEW.search_document)
  EXECUTE FUNCTION shop_add_search_words();
