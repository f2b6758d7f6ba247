-- Jobs are claimed like webhook deliveries: a lease (locked_until) that the holder renews,
-- and a token that fences every write of the holder. attempts counts claims, so a job that
-- keeps failing for a reason other than a lost instance ends instead of looping.
ALTER TABLE "jobs" ADD COLUMN "locked_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lock_token" text;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX "jobs_unfinished_idx" ON "jobs" USING btree ("created_at") WHERE "status" IN ('queued', 'running');
--> statement-breakpoint
-- Listings page newest first with id as the tie-breaker: the index gives that order itself.
DROP INDEX IF EXISTS "jobs_ws_idx";
--> statement-breakpoint
CREATE INDEX "jobs_ws_idx" ON "jobs" USING btree ("workspace_id","created_at","id");
--> statement-breakpoint
DROP INDEX IF EXISTS "leads_ws_idx";
--> statement-breakpoint
CREATE INDEX "leads_ws_idx" ON "leads" USING btree ("workspace_id","created_at","id");
--> statement-breakpoint
DROP INDEX IF EXISTS "leads_list_idx";
--> statement-breakpoint
CREATE INDEX "leads_list_idx" ON "leads" USING btree ("lead_list_id","created_at","id");
--> statement-breakpoint
DROP INDEX IF EXISTS "lead_lists_ws_idx";
--> statement-breakpoint
CREATE INDEX "lead_lists_ws_idx" ON "lead_lists" USING btree ("workspace_id","created_at","id");
--> statement-breakpoint
-- Each list's number of leads, kept by the triggers below, so listings never count leads.
ALTER TABLE "lead_lists" ADD COLUMN "lead_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "lead_lists" l SET "lead_count" = c.n
FROM (SELECT "lead_list_id", count(*)::int AS n FROM "leads" GROUP BY "lead_list_id") c
WHERE l."id" = c."lead_list_id";
--> statement-breakpoint
-- Statement-level with transition tables: an import batch of hundreds of leads updates each
-- list's count once, not once per lead.
CREATE OR REPLACE FUNCTION lead_lists_count_inserted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE lead_lists l SET lead_count = l.lead_count + d.n
  FROM (SELECT lead_list_id, count(*)::int AS n FROM inserted_leads GROUP BY lead_list_id) d
  WHERE l.id = d.lead_list_id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_lists_count_deleted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE lead_lists l SET lead_count = l.lead_count - d.n
  FROM (SELECT lead_list_id, count(*)::int AS n FROM deleted_leads GROUP BY lead_list_id) d
  WHERE l.id = d.lead_list_id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- A lead moved to another list: one row at a time is fine, moves are rare.
CREATE OR REPLACE FUNCTION lead_lists_count_moved() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE lead_lists SET lead_count = lead_count - 1 WHERE id = OLD.lead_list_id;
  UPDATE lead_lists SET lead_count = lead_count + 1 WHERE id = NEW.lead_list_id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER lead_lists_count_on_insert AFTER INSERT ON leads
REFERENCING NEW TABLE AS inserted_leads
FOR EACH STATEMENT EXECUTE FUNCTION lead_lists_count_inserted();
--> statement-breakpoint
CREATE TRIGGER lead_lists_count_on_delete AFTER DELETE ON leads
REFERENCING OLD TABLE AS deleted_leads
FOR EACH STATEMENT EXECUTE FUNCTION lead_lists_count_deleted();
--> statement-breakpoint
CREATE TRIGGER lead_lists_count_on_move AFTER UPDATE OF lead_list_id ON leads
FOR EACH ROW WHEN (OLD.lead_list_id IS DISTINCT FROM NEW.lead_list_id)
EXECUTE FUNCTION lead_lists_count_moved();
