ALTER TABLE "vip_orders" ADD COLUMN "list_price" bigint;--> statement-breakpoint
ALTER TABLE "vip_plans" ADD COLUMN "discount_price" bigint;--> statement-breakpoint
ALTER TABLE "vip_plans" ADD COLUMN "discount_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vip_plans" ADD COLUMN "discount_ends_at" timestamp with time zone;