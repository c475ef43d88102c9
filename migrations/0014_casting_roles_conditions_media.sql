CREATE TABLE "project_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"category" varchar(30) NOT NULL,
	"headcount" integer NOT NULL,
	"fee_kind" varchar(20) NOT NULL,
	"fee_amount" integer,
	"description" text,
	"required_media" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_artist_project_uq";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "media" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "conditions" jsonb;--> statement-breakpoint
ALTER TABLE "project_roles" ADD CONSTRAINT "project_roles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_roles_project_idx" ON "project_roles" USING btree ("project_id","position");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_role_id_project_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."project_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_role_idx" ON "applications" USING btree ("role_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_artist_project_role_uq" UNIQUE NULLS NOT DISTINCT("artist_id","project_id","role_id");--> statement-breakpoint
ALTER TABLE "project_roles" ADD CONSTRAINT "project_roles_headcount_ck" CHECK ("headcount" between 1 and 50);--> statement-breakpoint
ALTER TABLE "project_roles" ADD CONSTRAINT "project_roles_fee_kind_ck" CHECK ("fee_kind" in ('fixed', 'per_day', 'per_session', 'negotiable', 'unpaid'));
