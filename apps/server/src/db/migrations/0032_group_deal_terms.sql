ALTER TABLE "group_deals" ADD COLUMN "price_mode" text DEFAULT 'amount' NOT NULL;--> statement-breakpoint
ALTER TABLE "group_deals" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_deals" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "group_deals" ADD COLUMN "deadline_extended_at" timestamp with time zone;