CREATE TABLE "user_consents" (
	"user_id" text NOT NULL,
	"kind" varchar(20) NOT NULL,
	"version" varchar(20) NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_consents_user_id_kind_version_pk" PRIMARY KEY("user_id","kind","version")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_consents" ADD CONSTRAINT "user_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_published_newest_idx" ON "projects" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "projects"."status" = 'published';--> statement-breakpoint
CREATE INDEX "uploads_private_stem_idx" ON "uploads" USING btree (split_part("url", '.', 1)) WHERE "uploads"."private";--> statement-breakpoint
-- Issue 31: evidence already attached stops being served at its upload address (items and the records built with it).
UPDATE "uploads" SET "private" = true WHERE "url" IN (
  SELECT unnest("evidence_urls") FROM "activity_items"
  UNION
  SELECT jsonb_array_elements_text(e -> 'evidence') FROM "activity_records" r, jsonb_array_elements(r."entries") e
);
