CREATE TABLE "marketing_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" bigint,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"link" text NOT NULL,
	"size" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'reviewing' NOT NULL,
	"reason" text,
	"reviewer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "background" jsonb;--> statement-breakpoint
ALTER TABLE "marketing_applications" ADD CONSTRAINT "marketing_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_applications" ADD CONSTRAINT "marketing_applications_reviewer_id_staff_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_applications_status_idx" ON "marketing_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "marketing_applications_user_idx" ON "marketing_applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_applications_pending_key" ON "marketing_applications" USING btree ("email","kind") WHERE status = 'reviewing';