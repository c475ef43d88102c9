-- Decision 049: two facts every card of every list and every project page shows, kept in the project's row
-- instead of aggregated per card and per page: the fee range of its roles (RoleSummary) and its tags as
-- [{ id, name }] by name. At 1,000,000 projects they were ~36 and ~33 of the page statement's 229 µs (pgbench,
-- decision 048). They change only when the project's roles or tags do (tag names never change in the app; a
-- rename is followed anyway): these triggers recompute both for the projects a statement touched, whoever
-- writes (the service, the demo and bench seeds, the tests' factories).
ALTER TABLE "projects" ADD COLUMN "role_summary" json;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "tag_list" json;--> statement-breakpoint
CREATE FUNCTION "project_role_summary"("pid" integer) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN count(*) = 0 THEN NULL ELSE json_build_object('count', count(*)::int,
      'minFee', min("fee_amount") FILTER (WHERE "fee_kind" IN ('fixed', 'per_day', 'per_session')),
      'maxFee', max("fee_amount") FILTER (WHERE "fee_kind" IN ('fixed', 'per_day', 'per_session')),
      'hasUnpaid', coalesce(bool_or("fee_kind" = 'unpaid'), false),
      'hasNegotiable', coalesce(bool_or("fee_kind" = 'negotiable'), false)) END
  FROM "project_roles" WHERE "project_id" = "pid"
$$;--> statement-breakpoint
CREATE FUNCTION "project_tag_list"("pid" integer) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_agg(json_build_object('id', t."id", 'name', t."name") ORDER BY t."name")
  FROM "project_tags" pt JOIN "user_tags" t ON t."id" = pt."tag_id" WHERE pt."project_id" = "pid"
$$;--> statement-breakpoint
-- The projects are locked first (FOR NO KEY UPDATE, which the foreign keys' locks of roles and tags do not
-- block), so two transactions writing one project's roles take turns, and the UPDATE's own snapshot, taken
-- after the lock, sees the other's rows.
CREATE FUNCTION "refresh_project_facts"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "ids" IS NULL OR cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "projects" WHERE "id" = ANY ("ids") ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "projects" SET "role_summary" = "project_role_summary"("id"), "tag_list" = "project_tag_list"("id")
    WHERE "id" = ANY ("ids");
END;
$$;--> statement-breakpoint
-- One function for the statement triggers of project_roles and project_tags (a trigger with transition tables
-- has one event, so three each); both tables name the project in "project_id".
CREATE FUNCTION "project_facts_on_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "project_id") INTO "ids" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "project_id") INTO "ids" FROM "old_rows";
  ELSE
    SELECT array_agg(DISTINCT "project_id") INTO "ids" FROM (
      SELECT "project_id" FROM "new_rows" UNION SELECT "project_id" FROM "old_rows") "touched";
  END IF;
  PERFORM "refresh_project_facts"("ids");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "project_roles_facts_on_insert" AFTER INSERT ON "project_roles"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "project_facts_on_write"();--> statement-breakpoint
CREATE TRIGGER "project_roles_facts_on_update" AFTER UPDATE ON "project_roles"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "project_facts_on_write"();--> statement-breakpoint
CREATE TRIGGER "project_roles_facts_on_delete" AFTER DELETE ON "project_roles"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "project_facts_on_write"();--> statement-breakpoint
CREATE TRIGGER "project_tags_facts_on_insert" AFTER INSERT ON "project_tags"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "project_facts_on_write"();--> statement-breakpoint
CREATE TRIGGER "project_tags_facts_on_update" AFTER UPDATE ON "project_tags"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "project_facts_on_write"();--> statement-breakpoint
CREATE TRIGGER "project_tags_facts_on_delete" AFTER DELETE ON "project_tags"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "project_facts_on_write"();--> statement-breakpoint
-- A tag renamed (nothing in the app does; an operator's SQL might): the projects that carry it.
CREATE FUNCTION "project_facts_on_tag_rename"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_project_facts"(ARRAY(SELECT "project_id" FROM "project_tags" WHERE "tag_id" = NEW."id"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_tags_rename_project_facts" AFTER UPDATE OF "name" ON "user_tags"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "project_facts_on_tag_rename"();--> statement-breakpoint
-- The projects that have roles or tags today, in one pass over each table and without an index, so the bench
-- seed can run it before re-creating the projects' indexes (here its cost is rewriting every row: decision 049).
-- The expressions are the functions' own; a test (tests/api/projects/facts-in-row.test.ts) checks this
-- statement and the functions agree on every project.
WITH "roles" AS (
  SELECT "project_id", json_build_object('count', count(*)::int,
      'minFee', min("fee_amount") FILTER (WHERE "fee_kind" IN ('fixed', 'per_day', 'per_session')),
      'maxFee', max("fee_amount") FILTER (WHERE "fee_kind" IN ('fixed', 'per_day', 'per_session')),
      'hasUnpaid', coalesce(bool_or("fee_kind" = 'unpaid'), false),
      'hasNegotiable', coalesce(bool_or("fee_kind" = 'negotiable'), false)) AS "summary"
  FROM "project_roles" GROUP BY "project_id"
), "tags" AS (
  SELECT pt."project_id", json_agg(json_build_object('id', t."id", 'name', t."name") ORDER BY t."name") AS "list"
  FROM "project_tags" pt JOIN "user_tags" t ON t."id" = pt."tag_id" GROUP BY pt."project_id"
)
UPDATE "projects" p SET "role_summary" = r."summary", "tag_list" = g."list"
  FROM "roles" r FULL JOIN "tags" g ON g."project_id" = r."project_id"
  WHERE p."id" = coalesce(r."project_id", g."project_id");
