-- Order numbers become codes that reveal no sales volume (contract/order-number.ts): KK-YYYY-NNNNNN,
-- the model-97 control digits of year and digits first, drawn at random by the server from now on.
-- Orders placed before keep their sequential number as the last group (at least six digits) with
-- the year they were placed, so "br. 17" of 2026 reads "KK-2026-000017" and stays unique.
ALTER TABLE "orders" ADD COLUMN "number_code" text;--> statement-breakpoint
UPDATE "orders" SET "number_code" = coded."control" || '-' || coded."year" || '-' || coded."serial"
FROM (
  SELECT "id", "year", "serial",
    lpad((98 - (("year" || "serial" || '00')::numeric % 97))::text, 2, '0') AS "control"
  FROM (
    SELECT "id",
      to_char("created_at" AT TIME ZONE 'Europe/Belgrade', 'YYYY') AS "year",
      repeat('0', greatest(0, 6 - length("number"::text))) || "number"::text AS "serial"
    FROM "orders"
  ) AS parts
) AS coded
WHERE coded."id" = "orders"."id";--> statement-breakpoint
-- Dropping the serial column drops its unique constraint and its sequence with it.
ALTER TABLE "orders" DROP COLUMN "number";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "number_code" TO "number";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_unique" UNIQUE("number");
