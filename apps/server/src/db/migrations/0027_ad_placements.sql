CREATE TABLE "ad_events_daily" (
	"placement_id" bigint NOT NULL,
	"day" date NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"taps" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_events_daily_placement_id_day_pk" PRIMARY KEY("placement_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_placements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slot_id" bigint NOT NULL,
	"video_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"first_day" date NOT NULL,
	"days" integer NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"price" bigint NOT NULL,
	"headline" text,
	"image" text,
	"link" text,
	"status" text DEFAULT 'reserved' NOT NULL,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pay_by" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"transfer_id" text,
	"abandoned_at" timestamp with time zone,
	"taken_down_at" timestamp with time zone,
	"take_down_reason" text,
	"refund_full" boolean DEFAULT false NOT NULL,
	"delivered_days" integer,
	"refunded_deferred" bigint DEFAULT 0 NOT NULL,
	"refunded_settled" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"taps" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_slots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"video_id" bigint NOT NULL,
	"first_day" date NOT NULL,
	"days" integer NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"rush_starts_at" timestamp with time zone NOT NULL,
	"rush_ends_at" timestamp with time zone NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_slots_stock" CHECK ("ad_slots"."stock" > 0 AND "ad_slots"."taken" >= 0 AND "ad_slots"."taken" <= "ad_slots"."stock"),
	CONSTRAINT "ad_slots_days" CHECK ("ad_slots"."days" > 0 AND "ad_slots"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "ad_events_daily" ADD CONSTRAINT "ad_events_daily_placement_id_ad_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."ad_placements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_placements" ADD CONSTRAINT "ad_placements_slot_id_ad_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."ad_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_placements" ADD CONSTRAINT "ad_placements_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_placements" ADD CONSTRAINT "ad_placements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_slots" ADD CONSTRAINT "ad_slots_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_slots" ADD CONSTRAINT "ad_slots_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_placements_slot_idx" ON "ad_placements" USING btree ("slot_id","status");--> statement-breakpoint
CREATE INDEX "ad_placements_user_idx" ON "ad_placements" USING btree ("user_id","reserved_at");--> statement-breakpoint
CREATE INDEX "ad_placements_running_idx" ON "ad_placements" USING btree ("video_id","ends_at") WHERE "ad_placements"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "ad_placements_due_idx" ON "ad_placements" USING btree ("pay_by") WHERE "ad_placements"."status" = 'reserved';--> statement-breakpoint
CREATE UNIQUE INDEX "ad_placements_one_per_user" ON "ad_placements" USING btree ("slot_id","user_id") WHERE "ad_placements"."status" in ('reserved', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "ad_placements_transfer" ON "ad_placements" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ad_slots_video_idx" ON "ad_slots" USING btree ("video_id");