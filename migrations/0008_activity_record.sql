CREATE TYPE "public"."activity_kind" AS ENUM('exhibition', 'performance', 'publication', 'screening', 'other');--> statement-breakpoint
CREATE TYPE "public"."credit_status" AS ENUM('pending', 'verified', 'correction_requested');--> statement-breakpoint
CREATE TABLE "activity_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"producer_id" text NOT NULL,
	"artist_id" text NOT NULL,
	"role" varchar(100) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"presented_on" date,
	"presented_place" varchar(200),
	"fee_paid" boolean DEFAULT false NOT NULL,
	"fee_amount" integer,
	"status" "credit_status" DEFAULT 'pending' NOT NULL,
	"correction_note" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"fee_public" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_credits_project_artist_uq" UNIQUE("project_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "activity_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" "activity_kind" NOT NULL,
	"title" varchar(255) NOT NULL,
	"role" varchar(100),
	"organizer" varchar(200),
	"place" varchar(200),
	"start_date" date NOT NULL,
	"end_date" date,
	"description" text,
	"evidence_urls" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"verify_code" varchar(32) NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"include_fees" boolean DEFAULT false NOT NULL,
	"artist_name" varchar(120) NOT NULL,
	"entries" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "activity_records_verify_code_unique" UNIQUE("verify_code")
);
--> statement-breakpoint
ALTER TABLE "activity_credits" ADD CONSTRAINT "activity_credits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_credits" ADD CONSTRAINT "activity_credits_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_credits" ADD CONSTRAINT "activity_credits_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_records" ADD CONSTRAINT "activity_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_credits_artist_idx" ON "activity_credits" USING btree ("artist_id","status");--> statement-breakpoint
CREATE INDEX "activity_items_user_idx" ON "activity_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_records_user_idx" ON "activity_records" USING btree ("user_id");