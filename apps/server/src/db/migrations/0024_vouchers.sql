CREATE TABLE "order_discounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"source" text NOT NULL,
	"voucher_id" bigint,
	"amount" bigint NOT NULL,
	"hold_transfer_id" bigint,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" bigint NOT NULL,
	"amount_off" bigint NOT NULL,
	"min_spend" bigint NOT NULL,
	"budget" bigint NOT NULL,
	"per_buyer" integer DEFAULT 1 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_voucher_id_store_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."store_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_vouchers" ADD CONSTRAINT "store_vouchers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_discounts_order_source_key" ON "order_discounts" USING btree ("order_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "order_discounts_coupon_once_key" ON "order_discounts" USING btree ("user_id") WHERE "order_discounts"."source" = 'coupon' and "order_discounts"."status" <> 'released';--> statement-breakpoint
CREATE UNIQUE INDEX "order_discounts_voucher_once_key" ON "order_discounts" USING btree ("voucher_id","user_id") WHERE "order_discounts"."source" = 'voucher' and "order_discounts"."status" <> 'released';--> statement-breakpoint
CREATE INDEX "order_discounts_voucher_idx" ON "order_discounts" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "store_vouchers_store_idx" ON "store_vouchers" USING btree ("store_id","id");