CREATE TABLE "goods_price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sku_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"old_price" bigint NOT NULL,
	"new_price" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"points" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"points_per_unit" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_purchases_positive" CHECK ("points_purchases"."points" > 0 and "points_purchases"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"discount_percent" integer NOT NULL,
	"effect" text NOT NULL,
	"duration" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"points_spent" bigint NOT NULL,
	"renewals" integer DEFAULT 0 NOT NULL,
	"renewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_discount_range" CHECK ("promotions"."discount_percent" between 1 and 99),
	CONSTRAINT "promotions_window" CHECK ("promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "asset" text DEFAULT 'wallet' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_price_changes" ADD CONSTRAINT "goods_price_changes_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_price_changes" ADD CONSTRAINT "goods_price_changes_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_purchases" ADD CONSTRAINT "points_purchases_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_purchases" ADD CONSTRAINT "points_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_price_changes_goods_idx" ON "goods_price_changes" USING btree ("goods_id","changed_at");--> statement-breakpoint
CREATE INDEX "points_purchases_store_idx" ON "points_purchases" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "promotions_goods_idx" ON "promotions" USING btree ("goods_id","ends_at");--> statement-breakpoint
CREATE INDEX "promotions_store_idx" ON "promotions" USING btree ("store_id","ends_at");