CREATE TABLE "loan_early_repayments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"day" date NOT NULL,
	"days" integer NOT NULL,
	"interest" bigint NOT NULL,
	"waived" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"overpaid" bigint NOT NULL,
	"hold_transfer_id" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"staff_id" bigint,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "loan_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"day" date,
	"amount" bigint DEFAULT 0 NOT NULL,
	"parts" jsonb,
	"overdue_days" integer,
	"reason" text,
	"transfer_id" text,
	"staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"term_days" integer[] NOT NULL,
	"annual_rate_bp" integer NOT NULL,
	"late_fee_kind" text NOT NULL,
	"late_fee_value" integer NOT NULL,
	"late_fee_cap_bp" integer NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"min_store_level" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_products_rate" CHECK ("loan_products"."annual_rate_bp" > 0 AND "loan_products"."annual_rate_bp" <= 10000),
	CONSTRAINT "loan_products_amounts" CHECK ("loan_products"."min_amount" > 0 AND "loan_products"."min_amount" <= "loan_products"."max_amount"),
	CONSTRAINT "loan_products_fee" CHECK ("loan_products"."late_fee_value" >= 0 AND "loan_products"."late_fee_cap_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"status" text DEFAULT 'applying' NOT NULL,
	"amount" bigint NOT NULL,
	"term_days" integer NOT NULL,
	"annual_rate_bp" integer NOT NULL,
	"interest" bigint NOT NULL,
	"late_fee_kind" text NOT NULL,
	"late_fee_value" integer NOT NULL,
	"late_fee_cap_bp" integer NOT NULL,
	"nationality" text NOT NULL,
	"applicant_name" text NOT NULL,
	"id_number" text NOT NULL,
	"id_front" text NOT NULL,
	"id_back" text NOT NULL,
	"id_holding" text NOT NULL,
	"agreement_version" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewer_id" bigint,
	"reject_reason" text,
	"disbursed_at" timestamp with time zone,
	"disburse_transfer_id" text,
	"time_zone" text,
	"start_day" date,
	"due_day" date,
	"accrued_through" date,
	"fees_charged" bigint DEFAULT 0 NOT NULL,
	"interest_waived" bigint DEFAULT 0 NOT NULL,
	"paid_fees" bigint DEFAULT 0 NOT NULL,
	"paid_interest" bigint DEFAULT 0 NOT NULL,
	"paid_principal" bigint DEFAULT 0 NOT NULL,
	"repaid_at" timestamp with time zone,
	CONSTRAINT "loans_loan_no_unique" UNIQUE("loan_no"),
	CONSTRAINT "loans_paid" CHECK ("loans"."paid_fees" >= 0 AND "loans"."paid_interest" >= 0 AND "loans"."paid_principal" >= 0
        AND "loans"."paid_fees" <= "loans"."fees_charged"
        AND "loans"."paid_interest" <= "loans"."interest" - "loans"."interest_waived"
        AND "loans"."paid_principal" <= "loans"."amount")
);
--> statement-breakpoint
ALTER TABLE "loan_early_repayments" ADD CONSTRAINT "loan_early_repayments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_early_repayments" ADD CONSTRAINT "loan_early_repayments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_entries" ADD CONSTRAINT "loan_entries_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_entries" ADD CONSTRAINT "loan_entries_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_product_id_loan_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."loan_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_reviewer_id_staff_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_early_loan_idx" ON "loan_early_repayments" USING btree ("loan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_early_one_waiting" ON "loan_early_repayments" USING btree ("loan_id") WHERE "loan_early_repayments"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "loan_entries_loan_idx" ON "loan_entries" USING btree ("loan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_entries_daily" ON "loan_entries" USING btree ("loan_id","kind","day") WHERE "loan_entries"."day" is not null;--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "loans_status_idx" ON "loans" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_one_open" ON "loans" USING btree ("user_id") WHERE "loans"."status" in ('applying', 'repaying');