CREATE TABLE "app_versions" (
	"platform" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"force" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"title" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_collects" (
	"user_id" bigint NOT NULL,
	"video_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"video_id" bigint NOT NULL,
	"index" integer NOT NULL,
	"title" text NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_revenue_daily" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"video_id" bigint NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "video_revenue_daily_nonneg" CHECK ("video_revenue_daily"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "video_stars" (
	"user_id" bigint NOT NULL,
	"video_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_unlocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"video_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	"transfer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free_episodes" integer DEFAULT 3 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"rank_weight" integer DEFAULT 0 NOT NULL,
	"stars" integer DEFAULT 0 NOT NULL,
	"collects" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_memberships" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"transfer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"days" integer NOT NULL,
	"price" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_history" (
	"user_id" bigint NOT NULL,
	"video_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"watched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_collects" ADD CONSTRAINT "video_collects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_collects" ADD CONSTRAINT "video_collects_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_items" ADD CONSTRAINT "video_items_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_stars" ADD CONSTRAINT "video_stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_stars" ADD CONSTRAINT "video_stars_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_unlocks" ADD CONSTRAINT "video_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_unlocks" ADD CONSTRAINT "video_unlocks_item_id_video_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."video_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_unlocks" ADD CONSTRAINT "video_unlocks_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_memberships" ADD CONSTRAINT "vip_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_orders" ADD CONSTRAINT "vip_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_orders" ADD CONSTRAINT "vip_orders_plan_id_vip_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."vip_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_history" ADD CONSTRAINT "watch_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_history" ADD CONSTRAINT "watch_history_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_history" ADD CONSTRAINT "watch_history_item_id_video_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."video_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_collects_key" ON "video_collects" USING btree ("user_id","video_id");--> statement-breakpoint
CREATE INDEX "video_collects_user_idx" ON "video_collects" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "video_items_video_index_key" ON "video_items" USING btree ("video_id","index");--> statement-breakpoint
CREATE UNIQUE INDEX "video_revenue_daily_key" ON "video_revenue_daily" USING btree ("video_id","day","source");--> statement-breakpoint
CREATE UNIQUE INDEX "video_stars_key" ON "video_stars" USING btree ("user_id","video_id");--> statement-breakpoint
CREATE INDEX "video_stars_user_idx" ON "video_stars" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "video_unlocks_user_item_key" ON "video_unlocks" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "video_unlocks_user_idx" ON "video_unlocks" USING btree ("user_id","video_id");--> statement-breakpoint
CREATE INDEX "videos_rank_idx" ON "videos" USING btree ("rank_weight","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_orders_transfer_key" ON "vip_orders" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "vip_orders_user_idx" ON "vip_orders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_history_key" ON "watch_history" USING btree ("user_id","video_id");--> statement-breakpoint
CREATE INDEX "watch_history_user_idx" ON "watch_history" USING btree ("user_id","watched_at");