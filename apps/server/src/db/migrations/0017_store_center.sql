CREATE TABLE "store_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"min_sales" bigint NOT NULL,
	"product_limit" integer NOT NULL,
	"margin_bps" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_levels_positive" CHECK ("store_levels"."level" >= 1 and "store_levels"."min_sales" >= 0 and "store_levels"."product_limit" >= 0 and "store_levels"."margin_bps" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "whatsapp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "status_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "notify_orders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id","status");