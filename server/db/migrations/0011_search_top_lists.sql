-- Top lists for words many products hold (server/catalog/search-plan.ts): a search of one such word
-- ranks its best products from these lists, not the first 1 001 products the full-text index
-- yields, so its cost does not grow with the word's frequency. A word gets a list when more than
-- 1 000 products hold it (COUNT_BOUND, read-bounds.ts); the list holds its 240 best products
-- (TOP_LIST_SIZE) by the best field the word stands in (name 4, brand 3, category 2, description 1:
-- FIELD_SCORES' order), then popularity, then id, and records its last entry: every product whose
-- key is at least that entry's is in the list. Rebuilt in one pass at the end of a bulk import
-- (shop_rebuild_search_top), kept by a statement trigger on products in the writing transaction.
CREATE TABLE "search_top_products" (
	"word" text COLLATE "C" NOT NULL,
	"weight" integer NOT NULL,
	"popularity" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "search_top_products_product_id_word_pk" PRIMARY KEY("product_id","word")
);
--> statement-breakpoint
CREATE TABLE "search_top_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL,
	"product_count" integer NOT NULL,
	"last_weight" integer,
	"last_popularity" integer,
	"last_product_id" integer
);
--> statement-breakpoint
CREATE INDEX "search_top_products_rank_idx" ON "search_top_products" USING btree ("word","weight" desc,"popularity" desc,"product_id");--> statement-breakpoint
-- A document's words with the best field each stands in.
CREATE OR REPLACE FUNCTION shop_search_top_entries(document tsvector) RETURNS TABLE (word text, weight integer)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT u.lexeme, max(CASE w WHEN 'A' THEN 4 WHEN 'B' THEN 3 WHEN 'D' THEN 2 ELSE 1 END)
    FROM unnest(document) AS u, unnest(u.weights) AS w
    GROUP BY u.lexeme
  $$;--> statement-breakpoint
CREATE TYPE shop_top_entry AS (word text, weight integer, popularity integer, product_id integer);--> statement-breakpoint
-- Products leaving (gone) and entering (came) the words that have lists: counts, then lists, then
-- lists grown past 240 entries cut back, their last entry raised.
CREATE OR REPLACE FUNCTION shop_apply_search_top_changes(gone shop_top_entry[], came shop_top_entry[])
  RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF coalesce(cardinality(gone), 0) + coalesce(cardinality(came), 0) = 0 THEN
    RETURN;
  END IF;
  -- Words in key order, so that two writers lock the rows they share in the same order.
  PERFORM 1 FROM public.search_top_words t
    WHERE t.word IN (SELECT g.word FROM unnest(gone) g UNION SELECT c.word FROM unnest(came) c)
    ORDER BY t.word FOR UPDATE;
  UPDATE public.search_top_words t SET product_count = t.product_count + d.delta
    FROM (
      SELECT e.word, sum(e.delta)::integer AS delta
      FROM (SELECT g.word, -1 AS delta FROM unnest(gone) g UNION ALL SELECT c.word, 1 FROM unnest(came) c) e
      GROUP BY e.word
    ) d
    WHERE t.word = d.word AND d.delta <> 0;
  DELETE FROM public.search_top_products s USING unnest(gone) g
    WHERE s.word = g.word AND s.product_id = g.product_id;
  INSERT INTO public.search_top_products (word, weight, popularity, product_id)
    SELECT c.word, c.weight, c.popularity, c.product_id
    FROM unnest(came) c JOIN public.search_top_words t ON t.word = c.word
    WHERE (c.weight, c.popularity, -c.product_id) >= (t.last_weight, t.last_popularity, -t.last_product_id);
  WITH grown AS (
    SELECT s.word, s.product_id,
      row_number() OVER (PARTITION BY s.word ORDER BY s.weight DESC, s.popularity DESC, s.product_id) AS position
    FROM public.search_top_products s
    WHERE s.word IN (SELECT c.word FROM unnest(came) c)
  )
  DELETE FROM public.search_top_products s USING grown
    WHERE s.word = grown.word AND s.product_id = grown.product_id AND grown.position > 240;
  UPDATE public.search_top_words t SET last_weight = l.weight, last_popularity = l.popularity,
      last_product_id = l.product_id
    FROM (
      SELECT DISTINCT ON (s.word) s.word, s.weight, s.popularity, s.product_id
      FROM public.search_top_products s
      WHERE s.word IN (SELECT c.word FROM unnest(came) c)
      ORDER BY s.word, s.weight, s.popularity, s.product_id DESC
    ) l
    WHERE t.word = l.word
      AND (l.weight, l.popularity, -l.product_id) > (t.last_weight, t.last_popularity, -t.last_product_id);
END
$$;--> statement-breakpoint
-- Statement triggers with transition tables, as the kept facets (migration 0009): only products
-- whose document or popularity changed move, and only in words that have lists. A bulk import sets
-- shop.bulk_catalog and rebuilds the lists once at its end.
CREATE OR REPLACE FUNCTION shop_products_search_top() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  gone public.shop_top_entry[];
  came public.shop_top_entry[];
BEGIN
  IF current_setting('shop.bulk_catalog', true) = 'on' OR NOT EXISTS (SELECT FROM public.search_top_words) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg((e.word, e.weight, n.popularity, n.id)::public.shop_top_entry) INTO came
      FROM new_rows n CROSS JOIN LATERAL public.shop_search_top_entries(n.search_document) e
      WHERE e.word IN (SELECT t.word FROM public.search_top_words t);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg((e.word, e.weight, o.popularity, o.id)::public.shop_top_entry) INTO gone
      FROM old_rows o CROSS JOIN LATERAL public.shop_search_top_entries(o.search_document) e
      WHERE e.word IN (SELECT t.word FROM public.search_top_words t);
  ELSE
    SELECT array_agg(moved.entry) FILTER (WHERE moved.side = 'old'),
        array_agg(moved.entry) FILTER (WHERE moved.side = 'new')
      INTO gone, came
      FROM (
        SELECT side, (e.word, e.weight, r.popularity, r.id)::public.shop_top_entry AS entry, e.word
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        CROSS JOIN LATERAL (VALUES ('old', o.search_document, o.popularity, o.id),
          ('new', n.search_document, n.popularity, n.id)) AS r(side, search_document, popularity, id)
        CROSS JOIN LATERAL public.shop_search_top_entries(r.search_document) e
        WHERE (n.search_document, n.popularity) IS DISTINCT FROM (o.search_document, o.popularity)
      ) AS moved
      WHERE moved.word IN (SELECT t.word FROM public.search_top_words t);
  END IF;
  PERFORM public.shop_apply_search_top_changes(gone, came);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_top_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_products_search_top();--> statement-breakpoint
CREATE TRIGGER products_search_top_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_products_search_top();--> statement-breakpoint
CREATE TRIGGER products_search_top_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_products_search_top();--> statement-breakpoint
-- Every list made anew: after a bulk import (and a generated catalogue), and here. One pass over
-- the documents counts the words; then each common word's best products come from the full-text
-- index, kept by a top-240 sort (no sort of all the words' products at once).
CREATE OR REPLACE FUNCTION shop_rebuild_search_top() RETURNS void
  LANGUAGE sql
  SET jit = off
  AS $$
    DELETE FROM public.search_top_products;
    DELETE FROM public.search_top_words;
    INSERT INTO public.search_top_words (word, product_count)
      SELECT word, ndoc FROM ts_stat('SELECT search_document FROM public.products') WHERE ndoc > 1000;
    INSERT INTO public.search_top_products (word, weight, popularity, product_id)
      SELECT t.word, best.weight, best.popularity, best.id
      FROM (
        -- Each word's queries made once, not once per product it holds.
        SELECT word, quote_literal(word)::tsquery AS anywhere, (quote_literal(word) || ':A')::tsquery AS a,
          (quote_literal(word) || ':B')::tsquery AS b, (quote_literal(word) || ':D')::tsquery AS d
        FROM public.search_top_words
        OFFSET 0
      ) AS t
      CROSS JOIN LATERAL (
        SELECT p.id, p.popularity,
          CASE WHEN p.search_document @@ t.a THEN 4 WHEN p.search_document @@ t.b THEN 3
            WHEN p.search_document @@ t.d THEN 2 ELSE 1 END AS weight
        FROM public.products p
        WHERE p.search_document @@ t.anywhere
        ORDER BY 3 DESC, p.popularity DESC, p.id
        LIMIT 240
      ) AS best;
    UPDATE public.search_top_words t SET last_weight = l.weight, last_popularity = l.popularity,
        last_product_id = l.product_id
      FROM (
        SELECT DISTINCT ON (s.word) s.word, s.weight, s.popularity, s.product_id
        FROM public.search_top_products s
        ORDER BY s.word, s.weight, s.popularity, s.product_id DESC
      ) l
      WHERE t.word = l.word;
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_clear_search_top() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM public.search_top_products;
  DELETE FROM public.search_top_words;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_top_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_clear_search_top();--> statement-breakpoint
SELECT shop_rebuild_search_top();
