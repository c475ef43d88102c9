-- Decision 042: view counts leave the projects row. Room left on each page (fillfactor) keeps the
-- counter's updates HOT: the primary key is the table's only index.
CREATE TABLE "project_view_counts" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL
) WITH (fillfactor = 80);
--> statement-breakpoint
INSERT INTO "project_view_counts" ("project_id", "view_count") SELECT "id", "view_count" FROM "projects" WHERE "view_count" > 0;--> statement-breakpoint
ALTER TABLE "project_view_counts" ADD CONSTRAINT "project_view_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "view_count";
