CREATE TABLE "store_visits" (
	"store_id" bigint NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_visits" ADD CONSTRAINT "store_visits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_visits_key" ON "store_visits" USING btree ("store_id","day","visitor");