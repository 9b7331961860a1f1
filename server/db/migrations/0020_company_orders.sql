ALTER TABLE "orders" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_pib" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_registration_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_complete" CHECK (("orders"."company_name" is null) = ("orders"."company_pib" is null) and ("orders"."company_pib" is null) = ("orders"."company_registration_number" is null));