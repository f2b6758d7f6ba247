ALTER TABLE "calls" ALTER COLUMN "outcome" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ALTER COLUMN "duration_seconds" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ALTER COLUMN "transcript_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ALTER COLUMN "ended_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "status" text DEFAULT 'completed' NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "calls_agent_idx" ON "calls" USING btree ("agent_id","started_at");--> statement-breakpoint
CREATE INDEX "calls_in_progress_idx" ON "calls" USING btree ("started_at") WHERE "calls"."status" = 'in_progress';