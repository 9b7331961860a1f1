CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_staff_id" integer,
	"actor_name" text NOT NULL,
	"from_fulfilment" text NOT NULL,
	"from_payment" text NOT NULL,
	"to_fulfilment" text NOT NULL,
	"to_payment" text NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_state" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawal_form" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (shop_normalize(first_name || ' ' || last_name) || ' ' || lower(email) || ' ' || regexp_replace(number, '[^0-9]', '', 'g') || ' ' || regexp_replace(phone, '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_staff_id_users_id_fk" FOREIGN KEY ("actor_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_at_idx" ON "order_events" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "orders_fulfilment_created_idx" ON "orders" USING btree ("fulfilment_state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_payment_created_idx" ON "orders" USING btree ("payment_state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Existing orders take their lifecycle from their status (the storefront's status is derived from
-- fulfilment_state from now on: contract/order-status.ts). A bank transfer that was shipped or
-- delivered had been paid (the shop ships transfers once paid); cash on delivery is paid once
-- delivered; an unpaid cancelled order is voided. A delivered order's delivery date is unknown: its
-- placement stands in for it, which starts its withdrawal window no later than it really began.
UPDATE "orders" SET
  "fulfilment_state" = CASE "status"
    WHEN 'received' THEN 'placed'
    WHEN 'processing' THEN 'confirmed'
    ELSE "status"
  END,
  "payment_state" = CASE
    WHEN "status" = 'cancelled' THEN 'voided'
    WHEN "payment_method" = 'bank_transfer' AND "status" IN ('shipped', 'delivered') THEN 'paid'
    WHEN "payment_method" = 'bank_transfer' THEN 'awaitingPayment'
    WHEN "status" = 'delivered' THEN 'paid'
    ELSE 'payOnDelivery'
  END,
  "delivered_at" = CASE WHEN "status" = 'delivered' THEN "created_at" END;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_state" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "status";