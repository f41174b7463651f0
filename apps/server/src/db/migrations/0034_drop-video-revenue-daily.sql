DROP TABLE "video_revenue_daily" CASCADE;--> statement-breakpoint
CREATE INDEX "video_unlocks_created_idx" ON "video_unlocks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vip_orders_created_idx" ON "vip_orders" USING btree ("created_at");