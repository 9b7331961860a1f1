-- Product photos uploaded in the back office (issue 33): product_images (a photo's place in its
-- product's gallery and its size) and product_image_variants (its AVIF, WebP and JPEG encodings at
-- each width, bytes included, so that every instance serves them: docs/scale-out.md).
-- products.photos keeps what the storefront shows of them (addresses and sizes), written in the
-- photo's transaction; its update moves catalog_version like any product write. products.updated_at
-- is the last back-office edit; products_low_stock_idx answers the low-stock list (stock <= 5,
-- contract/admin.ts LOW_STOCK_THRESHOLD) without reading the catalogue.
CREATE TABLE "product_image_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_id" integer NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"hash" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_image_variants" ADD CONSTRAINT "product_image_variants_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_image_variants_image_format_width_uq" ON "product_image_variants" USING btree ("image_id","format","width");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("stock","id") WHERE "products"."stock" <= 5;