-- The script a shopper chose (Latin or Cyrillic, issue 34 N1), kept with the account, the order and
-- the back-in-stock alert, so every mail to them is written in it. Existing rows stay Latin.
ALTER TABLE "orders" ADD COLUMN "script" text DEFAULT 'latin' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "script" text DEFAULT 'latin' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "script" text DEFAULT 'latin' NOT NULL;