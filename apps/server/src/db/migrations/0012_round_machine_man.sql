CREATE TABLE "portals" (
	"region" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"rate_micros" bigint NOT NULL,
	"rate_set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "portals" ADD CONSTRAINT "portals_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The four portals of PORTAL_REGIONS with starting rates (display units per US dollar) dated the
-- day they were set; staff change them in the console (Wallet > Portals).
INSERT INTO "portals" ("region", "currency", "rate_micros", "rate_set_at") VALUES
  ('global', 'USD', 1000000, '2026-11-26T00:00:00Z'),
  ('southeastAsia', 'SGD', 1340000, '2026-11-26T00:00:00Z'),
  ('europe', 'EUR', 925900, '2026-11-26T00:00:00Z'),
  ('northAmerica', 'USD', 1000000, '2026-11-26T00:00:00Z')
ON CONFLICT ("region") DO NOTHING;
