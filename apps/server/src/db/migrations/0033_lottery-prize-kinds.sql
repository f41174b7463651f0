CREATE TABLE "buyer_vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"min_spend" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"order_id" bigint,
	"draw_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_goods_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"prize_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ordered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_discounts" ADD COLUMN "buyer_voucher_id" bigint;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD COLUMN "min_spend" bigint;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD COLUMN "valid_days" integer;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD COLUMN "sku_id" bigint;--> statement-breakpoint
ALTER TABLE "buyer_vouchers" ADD CONSTRAINT "buyer_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_vouchers" ADD CONSTRAINT "buyer_vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_goods_wins" ADD CONSTRAINT "lottery_goods_wins_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_goods_wins" ADD CONSTRAINT "lottery_goods_wins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_goods_wins" ADD CONSTRAINT "lottery_goods_wins_prize_id_lottery_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."lottery_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_goods_wins" ADD CONSTRAINT "lottery_goods_wins_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_goods_wins" ADD CONSTRAINT "lottery_goods_wins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_vouchers_user_idx" ON "buyer_vouchers" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_vouchers_draw_key" ON "buyer_vouchers" USING btree ("draw_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_goods_wins_draw" ON "lottery_goods_wins" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "lottery_goods_wins_user" ON "lottery_goods_wins" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_buyer_voucher_id_buyer_vouchers_id_fk" FOREIGN KEY ("buyer_voucher_id") REFERENCES "public"."buyer_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_discounts_buyer_voucher_once_key" ON "order_discounts" USING btree ("buyer_voucher_id") WHERE "order_discounts"."source" = 'prizeVoucher' and "order_discounts"."status" <> 'released';