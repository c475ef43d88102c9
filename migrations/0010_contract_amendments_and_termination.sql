-- Issue 30, signed means signed (decision 030): a contract both parties signed is never changed. A change is an
-- amendment, a new contracts row naming the signed one (amends_contract_id, at most one per contract); the first
-- contract of a project and artist stays unique through a partial index. Ending a signed contract is a request the
-- other party must accept (contract_termination_requests, one pending per contract); superseded_at and
-- terminated_at record when a signed contract stopped being in force, while its PDF and hash stay.
CREATE TYPE "public"."contract_termination_status" AS ENUM('pending', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TABLE "contract_termination_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"requested_by" text NOT NULL,
	"requester_role" varchar(10) NOT NULL,
	"reason" text NOT NULL,
	"status" "contract_termination_status" DEFAULT 'pending' NOT NULL,
	"response_note" text,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_project_artist_uq";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "amends_contract_id" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "terminated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_termination_requests" ADD CONSTRAINT "contract_termination_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_termination_requests" ADD CONSTRAINT "contract_termination_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_termination_requests" ADD CONSTRAINT "contract_termination_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_termination_requests_contract_idx" ON "contract_termination_requests" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_termination_requests_pending_uq" ON "contract_termination_requests" USING btree ("contract_id") WHERE "contract_termination_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_amends_contract_id_contracts_id_fk" FOREIGN KEY ("amends_contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_project_artist_uq" ON "contracts" USING btree ("project_id","artist_id") WHERE "contracts"."amends_contract_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_amends_uq" ON "contracts" USING btree ("amends_contract_id");