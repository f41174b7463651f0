CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"cost" integer NOT NULL,
	"roll" integer NOT NULL,
	"prize_id" bigint,
	"prize_kind" text,
	"prize_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_milestone_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"milestone_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_milestones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draws" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_prizes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"odds_bp" integer NOT NULL,
	"stock" integer,
	"won" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_prizes_amount" CHECK ("lottery_prizes"."amount" > 0),
	CONSTRAINT "lottery_prizes_odds" CHECK ("lottery_prizes"."odds_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "lottery_prizes_stock" CHECK ("lottery_prizes"."stock" IS NULL OR "lottery_prizes"."won" <= "lottery_prizes"."stock")
);
--> statement-breakpoint
CREATE TABLE "points_checkins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_prize_id_lottery_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."lottery_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_milestone_claims" ADD CONSTRAINT "lottery_milestone_claims_milestone_id_lottery_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."lottery_milestones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_milestone_claims" ADD CONSTRAINT "lottery_milestone_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_checkins" ADD CONSTRAINT "points_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_draws_user" ON "lottery_draws" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_milestone_claims_once" ON "lottery_milestone_claims" USING btree ("milestone_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_checkins_once" ON "points_checkins" USING btree ("user_id","day");