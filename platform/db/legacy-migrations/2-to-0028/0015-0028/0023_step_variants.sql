ALTER TABLE "calls" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "variant" text;