CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	"pay_price" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_from" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_until" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_unit" text;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","changed_at");--> statement-breakpoint
CREATE INDEX "products_sale_from_idx" ON "products" USING btree ("sale_from") WHERE "products"."sale_from" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_window" CHECK (("products"."sale_price" = 0 and "products"."sale_from" is null and "products"."sale_until" is null) or ("products"."sale_price" > 0 and "products"."sale_price" < "products"."price" and "products"."sale_from" <= "products"."sale_until" and "products"."sale_until" - "products"."sale_from" < 31));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_net_quantity" CHECK (("products"."net_quantity" is null and "products"."net_unit" is null) or ("products"."net_quantity" > 0 and "products"."net_unit" is not null));--> statement-breakpoint
-- The shop's calendar day: a discount's first and last day are Belgrade's (contract/discount.ts).
CREATE FUNCTION shop_today() RETURNS date
  LANGUAGE sql STABLE
  AS $$ SELECT (now() AT TIME ZONE 'Europe/Belgrade')::date $$;--> statement-breakpoint
-- contract/discount.ts effectiveDiscountPrice in SQL: the scheduled price on its days, else 0.
CREATE FUNCTION shop_effective_discount(sale_price integer, sale_from date, sale_until date, today date)
  RETURNS integer
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT CASE WHEN sale_price > 0 AND sale_from <= today AND today <= sale_until THEN sale_price ELSE 0 END $$;--> statement-breakpoint
-- A write of the schedule (an import, the back office, psql) sets the discount in effect at once;
-- the window job (server/catalog/sale-windows.ts) moves it as days pass. A product without a
-- schedule keeps the discount_price it was written with (only psql writes one).
CREATE FUNCTION shop_sale_window() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.sale_from IS NOT NULL THEN
    NEW.discount_price := public.shop_effective_discount(NEW.sale_price, NEW.sale_from, NEW.sale_until, public.shop_today());
  ELSIF TG_OP = 'UPDATE' AND OLD.sale_from IS NOT NULL THEN
    NEW.discount_price := 0;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Products on sale before schedules existed keep their discount for the longest lawful window.
UPDATE products SET sale_price = discount_price, sale_from = shop_today(), sale_until = shop_today() + 30
  WHERE discount_price > 0 AND discount_price < price;--> statement-breakpoint
CREATE TRIGGER products_sale_window BEFORE INSERT OR UPDATE OF sale_price, sale_from, sale_until ON products
  FOR EACH ROW EXECUTE FUNCTION shop_sale_window();--> statement-breakpoint
-- Every change of price or discount price, whoever writes it: statement triggers over the
-- transition tables, so a bulk import writes its history in one insert.
CREATE FUNCTION shop_price_history() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.price_history (product_id, price, pay_price)
      SELECT n.id, n.price, CASE WHEN n.discount_price > 0 AND n.discount_price < n.price THEN n.discount_price ELSE n.price END
      FROM new_rows n;
  ELSE
    INSERT INTO public.price_history (product_id, price, pay_price)
      SELECT n.id, n.price, CASE WHEN n.discount_price > 0 AND n.discount_price < n.price THEN n.discount_price ELSE n.price END
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.price, o.discount_price) IS DISTINCT FROM (n.price, n.discount_price);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_price_history_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_price_history();--> statement-breakpoint
CREATE TRIGGER products_price_history_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_price_history();--> statement-breakpoint
-- The history starts here: each product's regular price since it was created, and a discount in
-- effect from now on.
INSERT INTO price_history (product_id, price, pay_price, changed_at)
  SELECT id, price, price, created_at FROM products;--> statement-breakpoint
INSERT INTO price_history (product_id, price, pay_price)
  SELECT id, price, discount_price FROM products WHERE discount_price > 0 AND discount_price < price;
