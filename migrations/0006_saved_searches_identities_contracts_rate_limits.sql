CREATE TYPE "public"."contract_status" AS ENUM('draft', 'sent', 'signed_by_artist', 'signed', 'declined', 'voided');--> statement-breakpoint
CREATE TYPE "public"."contract_template" AS ENUM('art', 'performance', 'film', 'music', 'general');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'saved_search';--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"saved_search_id" integer NOT NULL,
	"project_id" integer,
	"person_id" text,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_project_uq" UNIQUE("saved_search_id","project_id"),
	CONSTRAINT "saved_search_matches_person_uq" UNIQUE("saved_search_id","person_id"),
	CONSTRAINT "saved_search_matches_target_check" CHECK (num_nonnulls("saved_search_matches"."project_id", "saved_search_matches"."person_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "saved_search_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"person_id" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_queue_target_check" CHECK (num_nonnulls("saved_search_queue"."project_id", "saved_search_queue"."person_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" varchar(50) NOT NULL,
	"scope" varchar(20) NOT NULL,
	"query" jsonb NOT NULL,
	"frequency" varchar(10) NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"required_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"any_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"anchor_token" text,
	"producer_filter" text,
	"status_filter" varchar(20),
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_scope_check" CHECK ("saved_searches"."scope" in ('projects', 'artists', 'producers')),
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant', 'daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "passkeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"credential_id" varchar(1024) NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}' NOT NULL,
	"name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "passkeys_credential_id_unique" UNIQUE("credential_id")
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" varchar(20) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"email" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "user_identities_provider_subject_key" UNIQUE("provider","subject"),
	CONSTRAINT "user_identities_user_provider_key" UNIQUE("user_id","provider")
);
--> statement-breakpoint
CREATE TABLE "contract_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"signer_id" text NOT NULL,
	"role" varchar(10) NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"version" integer NOT NULL,
	"document_hash" varchar(64) NOT NULL,
	"ip" varchar(64),
	"user_agent" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "contract_signatures_valid_uq" UNIQUE("contract_id","role","version")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"producer_id" text NOT NULL,
	"artist_id" text NOT NULL,
	"template" "contract_template" NOT NULL,
	"status" "contract_status" DEFAULT 'draft' NOT NULL,
	"terms" jsonb NOT NULL,
	"document_text" text NOT NULL,
	"document_hash" varchar(64) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"verify_code" varchar(32) NOT NULL,
	"decline_reason" text,
	"declined_by" text,
	"sent_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"pdf" "bytea",
	"pdf_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_verify_code_unique" UNIQUE("verify_code"),
	CONSTRAINT "contracts_project_artist_uq" UNIQUE("project_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "offline_contract_records" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"recorded_by" text NOT NULL,
	"note" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_queue" ADD CONSTRAINT "saved_search_queue_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_queue" ADD CONSTRAINT "saved_search_queue_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_declined_by_users_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_contract_records" ADD CONSTRAINT "offline_contract_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_contract_records" ADD CONSTRAINT "offline_contract_records_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_matches_unsent_idx" ON "saved_search_matches" USING btree ("saved_search_id") WHERE "saved_search_matches"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_anchor_idx" ON "saved_searches" USING btree ("anchor_token") WHERE "saved_searches"."anchor_token" is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_tag_only_idx" ON "saved_searches" USING gin ("any_tokens") WITH (fastupdate=false) WHERE "saved_searches"."anchor_token" is null;--> statement-breakpoint
CREATE INDEX "passkeys_user_idx" ON "passkeys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contract_signatures_contract_idx" ON "contract_signatures" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contracts_artist_idx" ON "contracts" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "contracts_producer_idx" ON "contracts" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires_idx" ON "rate_limit_hits" USING btree ("expires_at");