-- Decision 046: project_views loses its foreign key. The key's check ran for every counted view and locked the
-- project's row (SELECT ... FOR KEY SHARE), which writes the lock into the row's header: every flush of the view
-- counter dirtied one 8 kB page of projects per new view (random pages of a 3.5 GB heap at 1,000,000 projects)
-- and spent two thirds of its time there (3,000 views: 230-280 ms with the key, 80 ms without, pgbench at 1m).
-- The flush inserts only views of projects that exist (its EXISTS test); what the key's cascade did on a
-- project's deletion, this statement trigger does.
ALTER TABLE "project_views" DROP CONSTRAINT "project_views_project_id_projects_id_fk";--> statement-breakpoint
CREATE FUNCTION "project_views_of_deleted_projects"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "project_views" v USING "deleted_projects" d WHERE v."project_id" = d."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "project_views_on_project_delete" AFTER DELETE ON "projects"
  REFERENCING OLD TABLE AS "deleted_projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "project_views_of_deleted_projects"();
