ALTER TABLE "users" ADD COLUMN "discipline" varchar(20);--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "party_details" jsonb DEFAULT '{}'::jsonb NOT NULL;