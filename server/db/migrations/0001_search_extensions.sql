CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- Search folds case and Serbian diacritics: č ć → c, š → s, ž → z, đ → dj. unaccent runs before
-- lower() because lower() only folds ASCII under the C locale PGlite uses. Marked IMMUTABLE (the
-- dictionary is fixed) so that it can feed a generated column and its indexes.
CREATE OR REPLACE FUNCTION shop_normalize(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, replace(replace(input, 'đ', 'dj'), 'Đ', 'Dj'))) $$;
