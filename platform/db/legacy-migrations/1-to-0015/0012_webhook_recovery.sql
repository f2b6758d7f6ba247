ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret" text;
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "failing_since" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "disabled_reason" text;
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "disabled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "recovery_id" text;
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "attempt_deadline" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_recovery_idx" ON "webhook_deliveries" USING btree ("recovery_id") WHERE "webhook_deliveries"."recovery_id" is not null;
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_resent_from_idx" ON "webhook_deliveries" USING btree ("resent_from") WHERE "webhook_deliveries"."resent_from" is not null;
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_status_created_idx" ON "webhook_deliveries" USING btree ("endpoint_id","status","created_at");
