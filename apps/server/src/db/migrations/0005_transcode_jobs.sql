ALTER TABLE "video_items" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "video_items" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_items" ADD COLUMN "failure" text;