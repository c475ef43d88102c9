ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" varchar(255);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;