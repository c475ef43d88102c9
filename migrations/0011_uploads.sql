CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"url" text NOT NULL,
	"bytes" integer NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	CONSTRAINT "uploads_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "uploads_unused_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."attached_at" is null;--> statement-breakpoint
-- Files stored before this table, still named by a row: owned by the account of the first row naming them
-- (profile picture, portfolio, project cover, post image, evidence), in use, size unknown (0: outside the
-- quota). Files no row names have no known owner and are left alone. Demo covers (demo/...) are not uploads.
INSERT INTO "uploads" ("owner_id", "url", "bytes", "content_type", "attached_at")
SELECT DISTINCT ON (r."url") r."owner_id", r."url", 0,
  CASE lower(substring(r."url" from '\.([A-Za-z]+)$'))
    WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif' WHEN 'webp' THEN 'image/webp' WHEN 'pdf' THEN 'application/pdf'
    ELSE 'image/jpeg' END,
  now()
FROM (
  SELECT "id" AS "owner_id", "profile_image_url" AS "url", 1 AS "rank" FROM "users"
  UNION ALL SELECT "user_id", "image_url", 2 FROM "portfolios"
  UNION ALL SELECT "producer_id", "image_url", 3 FROM "projects"
  UNION ALL SELECT "author_id", "image_url", 4 FROM "community_posts"
  UNION ALL SELECT "user_id", unnest("evidence_urls"), 5 FROM "activity_items"
) r
WHERE r."url" ~* '^/uploads/[A-Za-z0-9_-]+\.(jpe?g|png|gif|webp|pdf)$'
ORDER BY r."url", r."rank"
ON CONFLICT ("url") DO NOTHING;
