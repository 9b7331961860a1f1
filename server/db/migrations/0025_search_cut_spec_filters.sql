-- A search's spec filters (`a.key=…`) are applied while collecting its candidates, as its category,
-- price, stock and sale filters are: checked against product_attribute_values (its primary key,
-- product and key) for each product the full-text index yields, so that the COUNT_BOUND + 1 cut
-- holds only products that pass them. Before, they were applied to the cut afterwards, and a filter
-- on a common word's rarer value showed fewer results than exist. attribute_filters is a JSON array
-- of {"key", "values": [...]} or {"key", "min"?, "max"?} (server/catalog/product-sql.ts).
DROP FUNCTION shop_search_cut(tsquery, integer[], integer, integer, boolean, boolean, integer);--> statement-breakpoint
CREATE FUNCTION shop_search_cut(
  query tsquery, category_ids integer[], min_price integer, max_price integer, only_in_stock boolean,
  only_on_sale boolean, attribute_filters jsonb, bound integer
) RETURNS TABLE (
  id integer, search_document tsvector, brand text, pay_price integer, in_stock boolean, popularity integer
)
  LANGUAGE sql STABLE
  SET enable_seqscan = off
  AS $$
    SELECT p.id, p.search_document, p.brand, (CASE WHEN p.discount_price > 0 AND p.discount_price < p.price THEN p.discount_price ELSE p.price END),
      p.available AND p.stock > 0, p.popularity
    FROM public.products p
    WHERE p.search_document @@ query
      AND (category_ids IS NULL OR p.category_id = ANY (category_ids))
      AND (min_price IS NULL OR (CASE WHEN p.discount_price > 0 AND p.discount_price < p.price THEN p.discount_price ELSE p.price END) >= min_price)
      AND (max_price IS NULL OR (CASE WHEN p.discount_price > 0 AND p.discount_price < p.price THEN p.discount_price ELSE p.price END) <= max_price)
      AND (NOT only_in_stock OR (p.available AND p.stock > 0))
      AND (NOT only_on_sale OR (p.discount_price > 0 AND p.discount_price < p.price))
      AND (attribute_filters IS NULL OR NOT EXISTS (
        SELECT FROM jsonb_array_elements(attribute_filters) AS f
        WHERE NOT EXISTS (
          SELECT FROM public.product_attribute_values v
          WHERE v.product_id = p.id AND v.key = f->>'key'
            AND CASE WHEN jsonb_typeof(f->'values') = 'array'
              THEN v.value = ANY (ARRAY(SELECT jsonb_array_elements_text(f->'values')))
              ELSE v.number_value IS NOT NULL
                AND (f->'min' IS NULL OR v.number_value >= (f->>'min')::numeric)
                AND (f->'max' IS NULL OR v.number_value <= (f->>'max')::numeric)
            END)))
    LIMIT bound
  $$;
