CREATE TABLE "do_not_contact_jobs" (
	"job_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"after_lead_id" text
);
--> statement-breakpoint
CREATE TABLE "campaign_enrollment_counts" (
	"campaign_id" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_email_domains" (
	"workspace_id" text NOT NULL,
	"domain" text NOT NULL,
	"lead_id" text NOT NULL,
	CONSTRAINT "lead_email_domains_workspace_id_domain_lead_id_pk" PRIMARY KEY("workspace_id","domain","lead_id")
);
--> statement-breakpoint
CREATE TABLE "call_counts" (
	"workspace_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "call_counts_workspace_id_campaign_id_agent_id_status_outcome_pk" PRIMARY KEY("workspace_id","campaign_id","agent_id","status","outcome")
);
--> statement-breakpoint
CREATE TABLE "campaign_conversations" (
	"campaign_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"since_seq" bigint NOT NULL,
	"last_seq" bigint NOT NULL,
	CONSTRAINT "campaign_conversations_campaign_id_conversation_id_pk" PRIMARY KEY("campaign_id","conversation_id")
);
--> statement-breakpoint
DROP INDEX "conversations_ws_recent_idx";--> statement-breakpoint
DROP INDEX "conversations_ws_unread_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "last_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "do_not_contact_jobs" ADD CONSTRAINT "do_not_contact_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_contact_jobs" ADD CONSTRAINT "do_not_contact_jobs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_contact_jobs" ADD CONSTRAINT "do_not_contact_jobs_entry_id_do_not_contact_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."do_not_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_enrollment_counts" ADD CONSTRAINT "campaign_enrollment_counts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_conversations" ADD CONSTRAINT "campaign_conversations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_conversations" ADD CONSTRAINT "campaign_conversations_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_conversations_walk_idx" ON "campaign_conversations" USING btree ("campaign_id","last_seq");--> statement-breakpoint
CREATE INDEX "campaign_conversations_conversation_idx" ON "campaign_conversations" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "leads_ws_email_idx" ON "leads" USING btree ("workspace_id",lower(trim("email")),"created_at","id");--> statement-breakpoint
CREATE INDEX "conversations_ws_seq_idx" ON "conversations" USING btree ("workspace_id","last_seq");--> statement-breakpoint
CREATE INDEX "conversations_ws_unread_seq_idx" ON "conversations" USING btree ("workspace_id","last_seq") WHERE "conversations"."unread_count" > 0;--> statement-breakpoint
CREATE INDEX "conversations_ws_read_seq_idx" ON "conversations" USING btree ("workspace_id","last_seq") WHERE "conversations"."unread_count" = 0;--> statement-breakpoint
-- ---------------------------------------------------------------------------------------
-- Written by hand (what the schema cannot state). On a renumbering, copy everything from
-- here down. Two parts:
-- 1. do not contact by equality: the lineage function, the triggers that keep
--    lead_email_domains, and the backfill of the leads already there;
-- 2. listing totals: the triggers that keep call_counts and campaign_enrollment_counts, and
--    their backfill;
-- 3. the inbox's walks: the trigger on messages that keeps conversations.last_seq and
--    campaign_conversations, and their backfill.
-- Triggers are made before their backfill in the migration's one transaction: CREATE TRIGGER
-- locks the table against writes until the commit, so no row is counted twice or missed.
-- ---------------------------------------------------------------------------------------
-- 1. Do not contact.
-- An email's domain and each parent domain of it, lower-case, deepest first, never a bare
-- top-level domain (a do-not-contact domain has at least two labels): "a@Mail.Sub.Example.com"
-- gives {mail.sub.example.com, sub.example.com, example.com}; no domain, or a one-label one,
-- gives {}. The domain is what follows the last "@". The do-not-contact predicate compares it
-- with the entries' unique index, and the triggers below store it, so both sides agree.
CREATE OR REPLACE FUNCTION email_domain_lineage(email text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(array_agg(array_to_string(s.labels[i:], '.') ORDER BY i), '{}')
  FROM (SELECT string_to_array(substring(lower(trim(email)) FROM '@([^@]+)$'), '.') AS labels) s,
    generate_series(1, cardinality(s.labels) - 1) AS i
$fn$;
--> statement-breakpoint
-- Statement-level with transition tables, as the lead counts: an import batch of hundreds of
-- leads writes its domains in one statement.
CREATE OR REPLACE FUNCTION lead_email_domains_inserted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO lead_email_domains (workspace_id, domain, lead_id)
  SELECT l.workspace_id, d.domain, l.id
  FROM inserted_leads l, unnest(email_domain_lineage(l.email)) AS d(domain)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- A deleted lead's rows, found by the primary key from its email's lineage.
CREATE OR REPLACE FUNCTION lead_email_domains_deleted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM lead_email_domains e
  USING deleted_leads l, unnest(email_domain_lineage(l.email)) AS d(domain)
  WHERE e.workspace_id = l.workspace_id AND e.domain = d.domain AND e.lead_id = l.id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- An email that changes (enrichment fills it): one row at a time, and only when it changed,
-- so the engine's status updates never reach this.
CREATE OR REPLACE FUNCTION lead_email_domains_changed() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM lead_email_domains
  WHERE workspace_id = OLD.workspace_id AND domain = ANY (email_domain_lineage(OLD.email))
    AND lead_id = OLD.id;
  INSERT INTO lead_email_domains (workspace_id, domain, lead_id)
  SELECT NEW.workspace_id, d.domain, NEW.id FROM unnest(email_domain_lineage(NEW.email)) AS d(domain)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER lead_email_domains_on_insert AFTER INSERT ON leads
REFERENCING NEW TABLE AS inserted_leads
FOR EACH STATEMENT EXECUTE FUNCTION lead_email_domains_inserted();
--> statement-breakpoint
CREATE TRIGGER lead_email_domains_on_delete AFTER DELETE ON leads
REFERENCING OLD TABLE AS deleted_leads
FOR EACH STATEMENT EXECUTE FUNCTION lead_email_domains_deleted();
--> statement-breakpoint
CREATE TRIGGER lead_email_domains_on_email_change AFTER UPDATE OF email ON leads
FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email)
EXECUTE FUNCTION lead_email_domains_changed();
--> statement-breakpoint
-- The leads already there.
INSERT INTO lead_email_domains (workspace_id, domain, lead_id)
SELECT l.workspace_id, d.domain, l.id
FROM leads l, unnest(email_domain_lineage(l.email)) AS d(domain)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- 2. Listing totals. Statement-level with transition tables, as the lead counts; the keys a
-- statement adds to are upserted in key order, so two writers never lock them crosswise.
CREATE OR REPLACE FUNCTION call_counts_inserted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO call_counts AS c (workspace_id, campaign_id, agent_id, status, outcome, n)
  SELECT workspace_id, coalesce(campaign_id, ''), coalesce(agent_id, ''), status,
    coalesce(outcome, ''), count(*)::int
  FROM inserted_calls GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (workspace_id, campaign_id, agent_id, status, outcome)
  DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION call_counts_deleted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE call_counts c SET n = c.n - d.n
  FROM (SELECT workspace_id, coalesce(campaign_id, '') AS campaign_id,
      coalesce(agent_id, '') AS agent_id, status, coalesce(outcome, '') AS outcome,
      count(*)::int AS n
    FROM deleted_calls GROUP BY 1, 2, 3, 4, 5) d
  WHERE c.workspace_id = d.workspace_id AND c.campaign_id = d.campaign_id
    AND c.agent_id = d.agent_id AND c.status = d.status AND c.outcome = d.outcome;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- A call that moves between keys: completed (status, outcome), or its campaign or agent
-- deleted (set null). Only the rows whose key changed count.
CREATE OR REPLACE FUNCTION call_counts_updated() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE call_counts c SET n = c.n - d.n
  FROM (SELECT o.workspace_id, coalesce(o.campaign_id, '') AS campaign_id,
      coalesce(o.agent_id, '') AS agent_id, o.status, coalesce(o.outcome, '') AS outcome,
      count(*)::int AS n
    FROM old_calls o JOIN new_calls w ON w.id = o.id
    WHERE (o.campaign_id, o.agent_id, o.status, o.outcome)
      IS DISTINCT FROM (w.campaign_id, w.agent_id, w.status, w.outcome)
    GROUP BY 1, 2, 3, 4, 5) d
  WHERE c.workspace_id = d.workspace_id AND c.campaign_id = d.campaign_id
    AND c.agent_id = d.agent_id AND c.status = d.status AND c.outcome = d.outcome;
  INSERT INTO call_counts AS c (workspace_id, campaign_id, agent_id, status, outcome, n)
  SELECT w.workspace_id, coalesce(w.campaign_id, ''), coalesce(w.agent_id, ''), w.status,
    coalesce(w.outcome, ''), count(*)::int
  FROM old_calls o JOIN new_calls w ON w.id = o.id
  WHERE (o.campaign_id, o.agent_id, o.status, o.outcome)
    IS DISTINCT FROM (w.campaign_id, w.agent_id, w.status, w.outcome)
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (workspace_id, campaign_id, agent_id, status, outcome)
  DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER call_counts_on_insert AFTER INSERT ON calls
REFERENCING NEW TABLE AS inserted_calls
FOR EACH STATEMENT EXECUTE FUNCTION call_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER call_counts_on_delete AFTER DELETE ON calls
REFERENCING OLD TABLE AS deleted_calls
FOR EACH STATEMENT EXECUTE FUNCTION call_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER call_counts_on_update AFTER UPDATE ON calls
REFERENCING OLD TABLE AS old_calls NEW TABLE AS new_calls
FOR EACH STATEMENT EXECUTE FUNCTION call_counts_updated();
--> statement-breakpoint
-- An enrollment never changes campaign: inserts and deletes are all there is to count.
CREATE OR REPLACE FUNCTION campaign_enrollment_counts_inserted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO campaign_enrollment_counts AS c (campaign_id, n)
  SELECT campaign_id, count(*)::int FROM inserted_enrollments
  GROUP BY campaign_id ORDER BY campaign_id
  ON CONFLICT (campaign_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- A deleted campaign's row goes with it (foreign key); its enrollments' cascade then finds no
-- row to subtract from, or subtracts first. Either way nothing is left.
CREATE OR REPLACE FUNCTION campaign_enrollment_counts_deleted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE campaign_enrollment_counts c SET n = c.n - d.n
  FROM (SELECT campaign_id, count(*)::int AS n FROM deleted_enrollments GROUP BY campaign_id) d
  WHERE c.campaign_id = d.campaign_id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER campaign_enrollment_counts_on_insert AFTER INSERT ON campaign_enrollments
REFERENCING NEW TABLE AS inserted_enrollments
FOR EACH STATEMENT EXECUTE FUNCTION campaign_enrollment_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER campaign_enrollment_counts_on_delete AFTER DELETE ON campaign_enrollments
REFERENCING OLD TABLE AS deleted_enrollments
FOR EACH STATEMENT EXECUTE FUNCTION campaign_enrollment_counts_deleted();
--> statement-breakpoint
-- The rows already there.
INSERT INTO call_counts (workspace_id, campaign_id, agent_id, status, outcome, n)
SELECT workspace_id, coalesce(campaign_id, ''), coalesce(agent_id, ''), status,
  coalesce(outcome, ''), count(*)::int
FROM calls GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO campaign_enrollment_counts (campaign_id, n)
SELECT campaign_id, count(*)::int FROM campaign_enrollments GROUP BY campaign_id;
--> statement-breakpoint
-- 3. The inbox's walks. Whoever writes a message has locked its conversation's row first
-- (outreach-records.ts, inbox-send.ts): the rows below are that conversation's, so writers
-- meet here in the order they met there.
CREATE OR REPLACE FUNCTION messages_follow_inserted() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE conversations c SET last_seq = m.seq
  FROM (SELECT conversation_id, max(seq) AS seq FROM inserted_messages GROUP BY conversation_id) m
  WHERE c.id = m.conversation_id AND c.last_seq < m.seq;
  INSERT INTO campaign_conversations (campaign_id, conversation_id, since_seq, last_seq)
  SELECT campaign_id, conversation_id, min(seq), 0 FROM inserted_messages
  WHERE campaign_id IS NOT NULL
  GROUP BY campaign_id, conversation_id ORDER BY campaign_id, conversation_id
  ON CONFLICT (campaign_id, conversation_id) DO NOTHING;
  UPDATE campaign_conversations cc SET last_seq = c.last_seq
  FROM conversations c
  WHERE c.id IN (SELECT conversation_id FROM inserted_messages)
    AND cc.conversation_id = c.id AND cc.last_seq <> c.last_seq;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER messages_follow_on_insert AFTER INSERT ON messages
REFERENCING NEW TABLE AS inserted_messages
FOR EACH STATEMENT EXECUTE FUNCTION messages_follow_inserted();
--> statement-breakpoint
-- The rows already there.
UPDATE conversations c SET last_seq = m.seq
FROM (SELECT conversation_id, max(seq) AS seq FROM messages GROUP BY conversation_id) m
WHERE c.id = m.conversation_id;
--> statement-breakpoint
INSERT INTO campaign_conversations (campaign_id, conversation_id, since_seq, last_seq)
SELECT m.campaign_id, m.conversation_id, min(m.seq), min(c.last_seq)
FROM messages m JOIN conversations c ON c.id = m.conversation_id
WHERE m.campaign_id IS NOT NULL
GROUP BY m.campaign_id, m.conversation_id;
