-- Catalogue search keys. shop_normalize folds case and diacritics with đ → dj; a shopper may also
-- type đ as a plain d ("dak" for "Đak"), so search folds "dj" to "d" on both sides.
CREATE OR REPLACE FUNCTION shop_search_key(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT replace(public.shop_normalize(input), 'dj', 'd') $$;--> statement-breakpoint
-- One weighted document per product: name (A) above brand (B) above description (C).
CREATE OR REPLACE FUNCTION shop_search_document(name text, brand text, description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple'::regconfig, public.shop_search_key(coalesce(name, ''))), 'A')
    || setweight(to_tsvector('simple'::regconfig, public.shop_search_key(coalesce(brand, ''))), 'B')
    || setweight(to_tsvector('simple'::regconfig, public.shop_search_key(coalesce(description, ''))), 'C') $$;
