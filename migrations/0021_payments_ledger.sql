CREATE TYPE "public"."ledger_account" AS ENUM('producer', 'escrow', 'artist', 'withholding', 'payout', 'refund');--> statement-breakpoint
CREATE TYPE "public"."payment_milestone_status" AS ENUM('due', 'paid_reported', 'received', 'not_received', 'held', 'delivered', 'released', 'refunded', 'disputed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_tax_choice" AS ENUM('business_income', 'other_income', 'tax_invoice');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"milestone_id" integer NOT NULL,
	"account" "ledger_account" NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"milestone_id" integer NOT NULL,
	"key" varchar(200) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"label" varchar(40) NOT NULL,
	"amount" bigint NOT NULL,
	"due_on" date,
	"status" "payment_milestone_status" DEFAULT 'due' NOT NULL,
	"method" varchar(10) DEFAULT 'direct' NOT NULL,
	"paid_on" date,
	"paid_amount" bigint,
	"paid_note" text,
	"reported_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"not_received_note" text,
	"flagged_at" timestamp with time zone,
	"flag_note" text,
	"last_reminded_on" date,
	"payment_key" varchar(200),
	"order_id" varchar(64),
	"held" bigint DEFAULT 0 NOT NULL,
	"owed" bigint DEFAULT 0 NOT NULL,
	"delivered_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_milestones_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payment_milestones_contract_seq_uq" UNIQUE("contract_id","seq"),
	CONSTRAINT "payment_milestones_amount_positive" CHECK ("payment_milestones"."amount" > 0),
	CONSTRAINT "payment_milestones_held_range" CHECK ("payment_milestones"."held" >= 0 and "payment_milestones"."held" <= "payment_milestones"."amount" and "payment_milestones"."owed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_tax_choices" (
	"contract_id" integer PRIMARY KEY NOT NULL,
	"choice" "payment_tax_choice" NOT NULL,
	"chosen_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_milestone_id_payment_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."payment_milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_milestone_id_payment_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."payment_milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_milestones" ADD CONSTRAINT "payment_milestones_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_tax_choices" ADD CONSTRAINT "payment_tax_choices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_tax_choices" ADD CONSTRAINT "payment_tax_choices_chosen_by_users_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_txn_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("milestone_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_key_uq" ON "ledger_transactions" USING btree ("milestone_id","key");--> statement-breakpoint
CREATE INDEX "payment_milestones_due_idx" ON "payment_milestones" USING btree ("status","due_on");--> statement-breakpoint
-- Every ledger transaction balances (decision 037): checked at commit, after all its entries are in.
CREATE OR REPLACE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  n integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, n FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 OR n < 2 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %, % entries)', NEW.transaction_id, total, n USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balances();--> statement-breakpoint
-- The ledger is append-only: a correction is a new transaction, never an edit.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only' USING ERRCODE = '23514';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON "ledger_transactions" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
