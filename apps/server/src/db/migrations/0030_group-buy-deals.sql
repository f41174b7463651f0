CREATE TABLE "group_deal_participants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deal_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"cashback_transfer_id" bigint,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_deals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	"target_count" integer NOT NULL,
	"cashback" bigint NOT NULL,
	"effect" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awaiting_group" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "group_deal_participants" ADD CONSTRAINT "group_deal_participants_deal_id_group_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."group_deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_deal_participants" ADD CONSTRAINT "group_deal_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_deal_participants" ADD CONSTRAINT "group_deal_participants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_deals" ADD CONSTRAINT "group_deals_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_deals" ADD CONSTRAINT "group_deals_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_deals" ADD CONSTRAINT "group_deals_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_deal_participants_user_key" ON "group_deal_participants" USING btree ("deal_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_deal_participants_order_key" ON "group_deal_participants" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "group_deal_participants_user_idx" ON "group_deal_participants" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "group_deals_due_idx" ON "group_deals" USING btree ("status","deadline");