-- Issue 26/29, decision 041: the projects still recruiting (about 5 % of them) get a flag the lists' indexes
-- are partial on, so the default list, its count and its searches read those rows only.
ALTER TABLE "projects" ADD COLUMN "recruiting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every write of the status or the deadline sets the flag to "published"; only the close-calls job clears it,
-- once the deadline has passed (time only closes a call). So the flag holds every project still recruiting.
CREATE FUNCTION "projects_recruiting_on_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."recruiting" := NEW."status" = 'published';
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "projects_recruiting_on_write" BEFORE INSERT OR UPDATE OF "status", "deadline" ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "projects_recruiting_on_write"();--> statement-breakpoint
-- The indexes before the flags are set (they start empty and the update fills them): built after the update,
-- they would see its HOT chains and be unusable (pg_index.indcheckxmin) while any older transaction runs.
CREATE INDEX "projects_recruiting_newest_idx" ON "projects" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deadline") WHERE "projects"."recruiting" and "projects"."hidden_at" is null;--> statement-breakpoint
-- The token filters over the recruiting projects only (a common word among 1,000,000 projects matched
-- ~100,000 rows whose pages a bitmap then visited to keep the 5 % still recruiting).
CREATE INDEX "projects_recruiting_tokens_idx" ON "projects" USING gin ("search_token_hashes") WHERE "projects"."recruiting" and "projects"."hidden_at" is null;--> statement-breakpoint
-- The projects already there: those published whose deadline (a Korean calendar day) has not passed.
UPDATE "projects" SET "recruiting" = true
  WHERE "status" = 'published' AND ("deadline" IS NULL OR "deadline" >= (now() AT TIME ZONE 'Asia/Seoul')::date);
