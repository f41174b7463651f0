CREATE TABLE "bank_channels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"routing_number" text,
	"code" text,
	"bank_address" text,
	"account_type" text,
	"currency" text NOT NULL,
	"region" text NOT NULL,
	"rate_minor_per_unit" bigint NOT NULL,
	"min_amount" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"rate_minor_per_unit" bigint NOT NULL,
	"credit_amount" bigint NOT NULL,
	"receipt_no" text NOT NULL,
	"voucher" text NOT NULL,
	"status" text DEFAULT 'requesting' NOT NULL,
	"reject_reason" text,
	"reviewer_id" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_channel_id_bank_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."bank_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_reviewer_id_staff_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recharges_user_idx" ON "recharges" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "recharges_status_idx" ON "recharges" USING btree ("status","id");