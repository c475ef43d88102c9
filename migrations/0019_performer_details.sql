ALTER TABLE "users" ADD COLUMN "gender" varchar(10);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "playing_age_min" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "playing_age_max" integer;