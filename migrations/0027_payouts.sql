CREATE TABLE "payout_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"bank_code" varchar(3) NOT NULL,
	"account_masked" varchar(20) NOT NULL,
	"holder_name" varchar(30) NOT NULL,
	"seller_id" varchar(100) NOT NULL,
	"ref_seller_id" varchar(64) NOT NULL,
	"seller_status" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_seller_id_unique" UNIQUE("seller_id"),
	CONSTRAINT "payout_accounts_ref_seller_id_unique" UNIQUE("ref_seller_id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"milestone_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"ref_payout_id" varchar(64) NOT NULL,
	"provider_payout_id" varchar(100),
	"status" varchar(12) DEFAULT 'REQUESTED' NOT NULL,
	"failure_code" varchar(60),
	"ledger_transaction_id" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_ref_payout_id_unique" UNIQUE("ref_payout_id"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0),
	CONSTRAINT "payouts_status_known" CHECK ("payouts"."status" in ('REQUESTED', 'COMPLETED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_milestone_id_payment_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."payment_milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_live_per_milestone" ON "payouts" USING btree ("milestone_id") WHERE "payouts"."status" in ('REQUESTED', 'COMPLETED');--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","id");