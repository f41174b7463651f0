ALTER TABLE "email_codes" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "funds_hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "funds_hold_reason" text;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "kind" text DEFAULT 'notice' NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_user_device_idx" ON "sessions" USING btree ("user_id","device_hash");--> statement-breakpoint
-- Mails sent before kinds existed: a code mail names its 4-digit code in the subject.
UPDATE "mails" SET "kind" = 'code' WHERE "subject" ~ '\m\d{4}\M';--> statement-breakpoint
-- Transaction hashes in one canonical form (hex without 0x, lower case) where that collides with nothing.
UPDATE "deposits" d SET "tx_hash" = lower(regexp_replace(d."tx_hash", '^0[xX]', ''))
WHERE d."tx_hash" ~* '^(0x)?[0-9a-f]+$'
  AND d."tx_hash" <> lower(regexp_replace(d."tx_hash", '^0[xX]', ''))
  AND NOT EXISTS (
    SELECT 1 FROM "deposits" o
    WHERE o."id" <> d."id" AND lower(o."tx_hash") = lower(regexp_replace(d."tx_hash", '^0[xX]', ''))
  );
