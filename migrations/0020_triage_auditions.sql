CREATE TABLE "application_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"actor_id" text,
	"action" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_triage" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"label" varchar(10),
	"rating" integer,
	"note" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_triage_rating_ck" CHECK ("application_triage"."rating" is null or "application_triage"."rating" between 1 and 5),
	CONSTRAINT "application_triage_label_ck" CHECK ("application_triage"."label" is null or "application_triage"."label" in ('shortlist', 'maybe', 'no'))
);
--> statement-breakpoint
CREATE TABLE "audition_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"artist_id" text NOT NULL,
	"status" varchar(20) DEFAULT 'booked' NOT NULL,
	"reschedule_message" text,
	"reschedule_requested_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"marked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audition_invites" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"slot_ids" integer[],
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audition_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"role_id" integer,
	"round" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" varchar(200),
	"online_url" varchar(500),
	"capacity" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audition_slots_capacity_ck" CHECK ("audition_slots"."capacity" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "project_team" (
	"project_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_team_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "application_actions" ADD CONSTRAINT "application_actions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_actions" ADD CONSTRAINT "application_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_triage" ADD CONSTRAINT "application_triage_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_triage" ADD CONSTRAINT "application_triage_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_triage" ADD CONSTRAINT "application_triage_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audition_bookings" ADD CONSTRAINT "audition_bookings_slot_id_audition_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."audition_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audition_bookings" ADD CONSTRAINT "audition_bookings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audition_bookings" ADD CONSTRAINT "audition_bookings_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audition_bookings" ADD CONSTRAINT "audition_bookings_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audition_invites" ADD CONSTRAINT "audition_invites_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audition_invites" ADD CONSTRAINT "audition_invites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audition_invites" ADD CONSTRAINT "audition_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audition_slots" ADD CONSTRAINT "audition_slots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audition_slots" ADD CONSTRAINT "audition_slots_role_id_project_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."project_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audition_slots" ADD CONSTRAINT "audition_slots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_team" ADD CONSTRAINT "project_team_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_team" ADD CONSTRAINT "project_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_team" ADD CONSTRAINT "project_team_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_actions_application_idx" ON "application_actions" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_triage_project_idx" ON "application_triage" USING btree ("project_id","label");--> statement-breakpoint
CREATE INDEX "audition_bookings_slot_idx" ON "audition_bookings" USING btree ("slot_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "audition_bookings_live_uq" ON "audition_bookings" USING btree ("application_id") WHERE "audition_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "audition_bookings_artist_idx" ON "audition_bookings" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "audition_invites_project_idx" ON "audition_invites" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "audition_slots_project_idx" ON "audition_slots" USING btree ("project_id","starts_at");--> statement-breakpoint
CREATE INDEX "project_team_user_idx" ON "project_team" USING btree ("user_id");