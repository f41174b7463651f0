DROP TABLE "mall_banners" CASCADE;--> statement-breakpoint
DROP TABLE "video_banners" CASCADE;