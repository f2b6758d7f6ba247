CREATE TABLE "credit_reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_enrollments" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_enrollments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "campaign_enrollments" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "campaign_enrollments" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_reservations" ADD CONSTRAINT "credit_reservations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_reservations_expiry_idx" ON "credit_reservations" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "calls" DROP COLUMN "transcript_url";--> statement-breakpoint
-- Outreach times were each campaign's simulated clock, which ran ahead of the real one: what
-- has happened can no longer be dated later than now, and waits that fell due in simulated
-- time are due now (the engine now stamps and schedules by the database's clock).
UPDATE "messages" SET "sent_at" = now() WHERE "sent_at" > now();--> statement-breakpoint
UPDATE "calls" SET "started_at" = least("started_at", now()), "ended_at" = least("ended_at", now()) WHERE "started_at" > now() OR "ended_at" > now();--> statement-breakpoint
UPDATE "meetings" SET "booked_at" = now() WHERE "booked_at" > now();--> statement-breakpoint
UPDATE "conversations" SET "last_message_at" = least("last_message_at", now()), "created_at" = least("created_at", now()), "updated_at" = least("updated_at", now()) WHERE "last_message_at" > now() OR "created_at" > now() OR "updated_at" > now();--> statement-breakpoint
UPDATE "campaigns" SET "finished_at" = now() WHERE "finished_at" > now();--> statement-breakpoint
UPDATE "campaign_enrollments" SET "last_step_at" = least("last_step_at", now()), "ended_at" = least("ended_at", now()), "next_step_at" = least("next_step_at", now()) WHERE "last_step_at" > now() OR "ended_at" > now() OR "next_step_at" > now();
