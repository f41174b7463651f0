CREATE TABLE "revenue_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"settlement_id" bigint NOT NULL,
	"offering_id" bigint NOT NULL,
	"reservation_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"video_id" bigint NOT NULL,
	"day" date NOT NULL,
	"units" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_settlement_shares" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"settlement_id" bigint NOT NULL,
	"offering_id" bigint NOT NULL,
	"share_bp" integer NOT NULL,
	"units_issued" integer NOT NULL,
	"units_held" integer NOT NULL,
	"pool" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"unheld" bigint NOT NULL,
	"leftover" bigint NOT NULL,
	"per_unit" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"video_id" bigint NOT NULL,
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	"day_starts_at" timestamp with time zone NOT NULL,
	"day_ends_at" timestamp with time zone NOT NULL,
	"unlock_gross" bigint NOT NULL,
	"vip_pool" bigint NOT NULL,
	"vip_seconds" bigint NOT NULL,
	"vip_seconds_all" bigint NOT NULL,
	"vip_share" bigint NOT NULL,
	"ad_gross" bigint NOT NULL,
	"deduction_bp" integer NOT NULL,
	"deductions" bigint NOT NULL,
	"adjustments" bigint NOT NULL,
	"carried_in" bigint NOT NULL,
	"net" bigint NOT NULL,
	"carried_out" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"leftover" bigint NOT NULL,
	"trigger" text NOT NULL,
	"staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_offerings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"video_id" bigint NOT NULL,
	"units_issued" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"share_bp" integer NOT NULL,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"per_person_limit" integer NOT NULL,
	"rush_starts_at" timestamp with time zone NOT NULL,
	"rush_ends_at" timestamp with time zone NOT NULL,
	"earns_until" timestamp with time zone NOT NULL,
	"units_taken" integer DEFAULT 0 NOT NULL,
	"units_paid" integer DEFAULT 0 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_offerings_units" CHECK ("share_offerings"."units_issued" > 0 AND "share_offerings"."units_paid" <= "share_offerings"."units_taken" AND "share_offerings"."units_taken" <= "share_offerings"."units_issued"),
	CONSTRAINT "share_offerings_share" CHECK ("share_offerings"."share_bp" > 0 AND "share_offerings"."share_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "share_reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offering_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"units" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pay_by" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone,
	"transfer_id" text,
	CONSTRAINT "share_reservations_units" CHECK ("share_reservations"."units" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_watch_daily" (
	"video_id" bigint NOT NULL,
	"day" date NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revenue_payouts" ADD CONSTRAINT "revenue_payouts_settlement_id_revenue_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."revenue_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_payouts" ADD CONSTRAINT "revenue_payouts_offering_id_share_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."share_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_payouts" ADD CONSTRAINT "revenue_payouts_reservation_id_share_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."share_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_payouts" ADD CONSTRAINT "revenue_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_payouts" ADD CONSTRAINT "revenue_payouts_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_settlement_shares" ADD CONSTRAINT "revenue_settlement_shares_settlement_id_revenue_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."revenue_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_settlement_shares" ADD CONSTRAINT "revenue_settlement_shares_offering_id_share_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."share_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_settlements" ADD CONSTRAINT "revenue_settlements_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_settlements" ADD CONSTRAINT "revenue_settlements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_offerings" ADD CONSTRAINT "share_offerings_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_offerings" ADD CONSTRAINT "share_offerings_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_reservations" ADD CONSTRAINT "share_reservations_offering_id_share_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."share_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_reservations" ADD CONSTRAINT "share_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_watch_daily" ADD CONSTRAINT "vip_watch_daily_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_payouts_key" ON "revenue_payouts" USING btree ("settlement_id","reservation_id");--> statement-breakpoint
CREATE INDEX "revenue_payouts_user_idx" ON "revenue_payouts" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_settlement_shares_key" ON "revenue_settlement_shares" USING btree ("settlement_id","offering_id");--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_settlements_key" ON "revenue_settlements" USING btree ("video_id","day");--> statement-breakpoint
CREATE INDEX "revenue_settlements_day_idx" ON "revenue_settlements" USING btree ("day");--> statement-breakpoint
CREATE INDEX "share_offerings_video_idx" ON "share_offerings" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "share_reservations_offering_idx" ON "share_reservations" USING btree ("offering_id","status");--> statement-breakpoint
CREATE INDEX "share_reservations_user_idx" ON "share_reservations" USING btree ("user_id","reserved_at");--> statement-breakpoint
CREATE INDEX "share_reservations_due_idx" ON "share_reservations" USING btree ("pay_by") WHERE "share_reservations"."status" = 'reserved';--> statement-breakpoint
CREATE UNIQUE INDEX "vip_watch_daily_key" ON "vip_watch_daily" USING btree ("video_id","day");