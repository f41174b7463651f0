CREATE TABLE "banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"place" text NOT NULL,
	"image" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"cta" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "banners_place_idx" ON "banners" USING btree ("place","sort");--> statement-breakpoint
-- The marketplace banners and the drama app's banners and activity cards move into one table, in their order.
INSERT INTO "banners" ("place", "image", "title", "link", "sort", "enabled")
SELECT 'mall', "image", "title", "link", "sort", "enabled" FROM "mall_banners" ORDER BY "sort", "id";--> statement-breakpoint
INSERT INTO "banners" ("place", "image", "title", "link", "sort", "enabled")
SELECT "place", "image", "title", "link", "sort", "enabled" FROM "video_banners" ORDER BY "place", "sort", "id";
