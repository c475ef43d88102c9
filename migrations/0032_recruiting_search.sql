-- Issue 29, decision 045: the search rows of the projects still recruiting, in a narrow table of their own. A
-- common word's relevance window (the newest 1,001 matches) was found by a GIN bitmap over projects that
-- visited one 8 kB page per match (two rows a page since 0030): 5,092 pages for 설치 at 1,000,000 projects.
-- Here a row is the date, deadline, lower-cased title and a pointer to the tokens (stored out of line; the
-- index is on their hashes and a containment test needs no recheck, so they are never read back): about 40
-- rows a page. The title is kept lower-cased because the window's title test (ILIKE '%query%' on projects)
-- lowered every row's title on every search: a substring search of lower(query) in it is the same test.
CREATE TABLE "recruiting_search" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deadline" date,
	"title_lower" text NOT NULL,
	"search_tokens" text[] NOT NULL
);
--> statement-breakpoint
-- Out of line whenever the row would pass ~2 kB (nearly every posting's tokens do); the title stays in the row.
ALTER TABLE "recruiting_search" ALTER COLUMN "search_tokens" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "recruiting_search" ADD CONSTRAINT "recruiting_search_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Exactly the rows the default list holds before its deadline test: recruiting and not hidden (decision 041).
-- After the row is written, so the flag the BEFORE trigger of 0025 sets is the one read here.
CREATE FUNCTION "recruiting_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."recruiting" AND NEW."hidden_at" IS NULL THEN
    INSERT INTO "recruiting_search" ("project_id", "created_at", "deadline", "title_lower", "search_tokens")
      VALUES (NEW."id", NEW."created_at", NEW."deadline", lower(NEW."title"), NEW."search_tokens")
      ON CONFLICT ("project_id") DO UPDATE SET "created_at" = excluded."created_at", "deadline" = excluded."deadline",
        "title_lower" = excluded."title_lower", "search_tokens" = excluded."search_tokens";
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM "recruiting_search" WHERE "project_id" = NEW."id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "recruiting_search_on_insert" AFTER INSERT ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "recruiting_search_sync"();--> statement-breakpoint
-- Only when something the table holds or depends on changed (an edit of the budget rewrites nothing here).
CREATE TRIGGER "recruiting_search_on_update" AFTER UPDATE ON "projects"
  FOR EACH ROW WHEN (OLD."recruiting" IS DISTINCT FROM NEW."recruiting" OR OLD."hidden_at" IS DISTINCT FROM NEW."hidden_at"
    OR OLD."deadline" IS DISTINCT FROM NEW."deadline" OR OLD."title" IS DISTINCT FROM NEW."title"
    OR OLD."search_tokens" IS DISTINCT FROM NEW."search_tokens" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "recruiting_search_sync"();--> statement-breakpoint
-- The projects already there, oldest first (the order a live table's inserts leave).
INSERT INTO "recruiting_search" ("project_id", "created_at", "deadline", "title_lower", "search_tokens")
  SELECT "id", "created_at", "deadline", lower("title"), "search_tokens" FROM "projects"
  WHERE "recruiting" AND "hidden_at" IS NULL ORDER BY "created_at", "id";--> statement-breakpoint
CREATE INDEX "recruiting_search_tokens_idx" ON "recruiting_search" USING gin (search_token_hashes("search_tokens"));
