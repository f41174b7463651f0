CREATE TABLE "seller_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"country" text NOT NULL,
	"whatsapp" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_auths" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"real_name" text NOT NULL,
	"id_number" text NOT NULL,
	"id_front" text NOT NULL,
	"id_back" text NOT NULL,
	"company_name" text,
	"document_number" text,
	"licence" text,
	"status" text DEFAULT 'reviewing' NOT NULL,
	"reason" text,
	"reviewer_id" bigint,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_auths" ADD CONSTRAINT "user_auths_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_auths" ADD CONSTRAINT "user_auths_reviewer_id_staff_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_user_key" ON "seller_applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_auths_user_key" ON "user_auths" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_auths_status_idx" ON "user_auths" USING btree ("status","id");