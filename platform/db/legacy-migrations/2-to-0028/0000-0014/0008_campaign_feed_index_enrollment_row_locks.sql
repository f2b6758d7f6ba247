CREATE INDEX "messages_campaign_sent_idx" ON "messages" USING btree ("campaign_id","sent_at","id");--> statement-breakpoint
ALTER TABLE "campaign_enrollments" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "campaign_enrollments" DROP COLUMN "lock_token";