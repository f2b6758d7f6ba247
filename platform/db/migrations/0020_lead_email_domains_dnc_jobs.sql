CREATE TABLE "do_not_contact_jobs" (
	"job_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"after_lead_id" text
);
--> statement-breakpoint
CREATE TABLE "lead_email_domains" (
	"workspace_id" text NOT NULL,
	"domain" text NOT NULL,
	"lead_id" text NOT NULL,
	CONSTRAINT "lead_email_domains_workspace_id_domain_lead_id_pk" PRIMARY KEY("workspace_id","domain","lead_id")
);
--> statement-breakpoint
ALTER TABLE "do_not_contact_jobs" ADD CONSTRAINT "do_not_contact_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_contact_jobs" ADD CONSTRAINT "do_not_contact_jobs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_contact_jobs" ADD CONSTRAINT "do_not_contact_jobs_entry_id_do_not_contact_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."do_not_contact"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_ws_email_idx" ON "leads" USING btree ("workspace_id",lower(trim("email")),"created_at","id");--> statement-breakpoint
-- ---------------------------------------------------------------------------------------
-- Written by hand (what the schema cannot state): the lineage function, the triggers that
-- keep lead_email_domains, and the backfill of the leads already there. On a renumbering,
-- copy everything from here down.
-- ---------------------------------------------------------------------------------------
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
