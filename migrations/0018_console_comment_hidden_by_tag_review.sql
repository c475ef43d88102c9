ALTER TABLE "user_tags" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "hidden_by" varchar(20);--> statement-breakpoint
UPDATE "community_comments" c SET "hidden_by" = CASE WHEN EXISTS (SELECT 1 FROM "reports" r WHERE r."kind" = 'comment' AND r."target_id" = c."id"::text AND r."resolution" = 'hide') THEN 'operator' ELSE 'reports' END WHERE c."hidden_at" IS NOT NULL;
