-- Each product's search document, computed once per write instead of on every search, with a
-- full-text index for finding the products that contain given words. Deliberately not declared in
-- schema.ts: Drizzle would otherwise fetch it with every product row.
ALTER TABLE products ADD COLUMN search_document tsvector
  GENERATED ALWAYS AS (shop_search_document(name, brand, description)) STORED;--> statement-breakpoint
CREATE INDEX products_search_document_idx ON products USING gin (search_document);
