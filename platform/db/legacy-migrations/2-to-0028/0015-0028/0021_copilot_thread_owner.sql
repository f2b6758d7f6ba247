-- A thread belongs to the member whose key started it. Threads kept before this have no owner
-- recorded, so they stay with the keys that have no creator either (workspace-level keys).
DROP INDEX "copilot_threads_ws_idx";--> statement-breakpoint
ALTER TABLE "copilot_threads" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "copilot_threads" ADD CONSTRAINT "copilot_threads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "copilot_threads_owner_idx" ON "copilot_threads" USING btree ("workspace_id","member_id","updated_at","id");