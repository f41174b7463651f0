CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_goods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" bigint NOT NULL,
	"title" text NOT NULL,
	"images" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"shipping_fee" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_skus" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"warehouse_goods_id" bigint NOT NULL,
	"name" text NOT NULL,
	"wholesale_cost" bigint NOT NULL,
	"original_price" bigint DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "warehouse_skus_stock_nonneg" CHECK ("warehouse_skus"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reply" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "warehouse_goods_id" bigint;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "review" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "review_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD COLUMN "warehouse_sku_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_seller_reason" text;--> statement-breakpoint
ALTER TABLE "warehouse_goods" ADD CONSTRAINT "warehouse_goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_skus" ADD CONSTRAINT "warehouse_skus_warehouse_goods_id_warehouse_goods_id_fk" FOREIGN KEY ("warehouse_goods_id") REFERENCES "public"."warehouse_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouse_goods_category_idx" ON "warehouse_goods" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "warehouse_skus_goods_idx" ON "warehouse_skus" USING btree ("warehouse_goods_id","sort");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_warehouse_goods_id_warehouse_goods_id_fk" FOREIGN KEY ("warehouse_goods_id") REFERENCES "public"."warehouse_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD CONSTRAINT "goods_skus_warehouse_sku_id_warehouse_skus_id_fk" FOREIGN KEY ("warehouse_sku_id") REFERENCES "public"."warehouse_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_store_warehouse_key" ON "goods" USING btree ("store_id","warehouse_goods_id") WHERE "goods"."deleted_at" is null and "goods"."warehouse_goods_id" is not null;--> statement-breakpoint
CREATE INDEX "goods_review_idx" ON "goods" USING btree ("review","updated_at") WHERE "goods"."review" <> 'live';