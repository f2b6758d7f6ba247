-- Fair claims go endpoint by endpoint: each endpoint's due deliveries in order, and how many of
-- its attempts are in flight (claimed, lease running) to cap them.
CREATE INDEX IF NOT EXISTS "webhook_deliveries_endpoint_due_idx" ON "webhook_deliveries" USING btree ("endpoint_id","next_attempt_at","seq") WHERE "webhook_deliveries"."status" = 'pending';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_deliveries_endpoint_leased_idx" ON "webhook_deliveries" USING btree ("endpoint_id") WHERE "webhook_deliveries"."status" = 'pending' AND "webhook_deliveries"."lock_token" IS NOT NULL;
