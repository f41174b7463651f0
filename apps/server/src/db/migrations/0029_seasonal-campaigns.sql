CREATE TABLE "campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"image" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"cta" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"goods_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"voucher_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deal_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_key_unique" UNIQUE("key")
);
