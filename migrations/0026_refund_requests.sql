CREATE TYPE "public"."payment_refund_request_status" AS ENUM('pending', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TABLE "payment_refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"milestone_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" "payment_refund_request_status" DEFAULT 'pending' NOT NULL,
	"requested_by" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decline_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refund_requests_amount_positive" CHECK ("payment_refund_requests"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_refund_requests" ADD CONSTRAINT "payment_refund_requests_milestone_id_payment_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."payment_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund_requests" ADD CONSTRAINT "payment_refund_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund_requests" ADD CONSTRAINT "payment_refund_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refund_requests_one_pending_uq" ON "payment_refund_requests" USING btree ("milestone_id") WHERE "payment_refund_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_refund_requests_milestone_idx" ON "payment_refund_requests" USING btree ("milestone_id","created_at");