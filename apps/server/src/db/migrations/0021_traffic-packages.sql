CREATE TABLE "traffic_impressions" (
	"package_id" bigint NOT NULL,
	"day" date NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "traffic_impressions_package_id_day_pk" PRIMARY KEY("package_id","day")
);
--> statement-breakpoint
CREATE TABLE "traffic_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" bigint NOT NULL,
	"unit" text NOT NULL,
	"count" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "traffic_packages" ADD COLUMN "plan_id" bigint;--> statement-breakpoint
ALTER TABLE "traffic_packages" ADD COLUMN "price" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "traffic_packages" ADD COLUMN "purchased_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "traffic_packages" ADD COLUMN "transfer_id" text;--> statement-breakpoint
ALTER TABLE "traffic_impressions" ADD CONSTRAINT "traffic_impressions_package_id_traffic_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."traffic_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_packages" ADD CONSTRAINT "traffic_packages_transfer_id_unique" UNIQUE("transfer_id");