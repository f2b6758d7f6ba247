CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"label" text NOT NULL,
	"environment" text NOT NULL,
	"start" text NOT NULL,
	"last4" text NOT NULL,
	"hash" text NOT NULL,
	"scopes" text[],
	"creator_member_id" text,
	"creator_role" text,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purpose" text,
	"session_id" text,
	"replaced_by" text,
	CONSTRAINT "api_keys_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"actor_member_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "console_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "credit_balances" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_not_negative" CHECK ("credit_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"position" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"preview_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"workspace_id" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"claim_token" text NOT NULL,
	"response_status" integer,
	"response_body" json,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_workspace_id_key_pk" PRIMARY KEY("workspace_id","key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"lock_token" text,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"lead_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"lead_list_id" text NOT NULL,
	"prospect_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"job_title" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_imports" (
	"job_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"lead_list_id" text NOT NULL,
	"preview_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_search_companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prospect_search_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fingerprint" text NOT NULL,
	"company_name" text NOT NULL,
	"domain" text NOT NULL,
	"industry" text NOT NULL,
	"network_industry" text NOT NULL,
	"employee_count" integer NOT NULL,
	"founded_on" integer NOT NULL,
	"revenue" real NOT NULL,
	"revenue_bucket" text NOT NULL,
	"funding_amount" real NOT NULL,
	"funding_type" text NOT NULL,
	"funded_at" text NOT NULL,
	"headquarters_city" text NOT NULL,
	"headquarters_state" text NOT NULL,
	"headquarters_country" text NOT NULL,
	"analytics_tech" text[] NOT NULL,
	"crm_tech" text[] NOT NULL,
	"development_tech" text[] NOT NULL,
	"erp_tech" text[] NOT NULL,
	"marketing_automation_tech" text[] NOT NULL,
	"sales_automation_tech" text[] NOT NULL,
	"hiring_departments" text[] NOT NULL,
	"team_size_departments" text[] NOT NULL,
	"has_cio" boolean NOT NULL,
	"has_ciso" boolean NOT NULL,
	"has_mobile_app" boolean NOT NULL,
	"has_web_app" boolean NOT NULL,
	"network_growth_rate" real NOT NULL,
	"monthly_web_traffic" integer NOT NULL,
	CONSTRAINT "prospect_search_companies_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE TABLE "prospect_search_people" (
	"seq" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_title" text NOT NULL,
	"job_level" text NOT NULL,
	"job_function" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"is_network_url_claimed" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_search_previews" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"lead_list_id" text NOT NULL,
	"filters" jsonb NOT NULL,
	"status" text NOT NULL,
	"matched_seqs" integer[] NOT NULL,
	"enriched_from" integer DEFAULT 0 NOT NULL,
	"enriched_to" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"network_url" text NOT NULL,
	"job_title" text NOT NULL,
	"job_level" text NOT NULL,
	"job_function" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"company_name" text NOT NULL,
	"domain" text NOT NULL,
	"industry" text NOT NULL,
	"network_industry" text NOT NULL,
	"employee_count" integer NOT NULL,
	"founded_on" integer NOT NULL,
	"revenue" real NOT NULL,
	"revenue_bucket" text NOT NULL,
	"funding_amount" real NOT NULL,
	"funding_type" text NOT NULL,
	"funded_at" text NOT NULL,
	"headquarters_city" text NOT NULL,
	"headquarters_state" text NOT NULL,
	"headquarters_country" text NOT NULL,
	"analytics_tech" text[] NOT NULL,
	"crm_tech" text[] NOT NULL,
	"development_tech" text[] NOT NULL,
	"erp_tech" text[] NOT NULL,
	"marketing_automation_tech" text[] NOT NULL,
	"sales_automation_tech" text[] NOT NULL,
	"hiring_departments" text[] NOT NULL,
	"team_size_departments" text[] NOT NULL,
	"has_cio" boolean NOT NULL,
	"has_ciso" boolean NOT NULL,
	"has_mobile_app" boolean NOT NULL,
	"has_web_app" boolean NOT NULL,
	"is_network_url_claimed" boolean NOT NULL,
	"network_growth_rate" real NOT NULL,
	"monthly_web_traffic" integer NOT NULL,
	CONSTRAINT "prospects_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "seed_state" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"plan_api_access" boolean DEFAULT true NOT NULL,
	"billing_status" text DEFAULT 'active' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"lead_list_id" text,
	"filters" jsonb NOT NULL,
	"page_size" integer NOT NULL,
	"auto_enrich" boolean NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"delivery_id" text NOT NULL,
	"number" integer NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"url" text NOT NULL,
	"request_headers" jsonb NOT NULL,
	"succeeded" boolean NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"error_message" text,
	"response_excerpt" text,
	CONSTRAINT "webhook_attempts_delivery_id_number_pk" PRIMARY KEY("delivery_id","number")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"workspace_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"event_type" text NOT NULL,
	"body" text NOT NULL,
	"trigger" text NOT NULL,
	"resent_from" text,
	"recovery_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"lock_token" text,
	"attempt_deadline" timestamp with time zone,
	"last_status_code" integer,
	"last_duration_ms" integer,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_types" text[] NOT NULL,
	"secret" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"disabled_reason" text,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_creator_member_id_members_id_fk" FOREIGN KEY ("creator_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_session_id_console_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."console_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_member_id_members_id_fk" FOREIGN KEY ("actor_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_sessions" ADD CONSTRAINT "console_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_lists" ADD CONSTRAINT "lead_lists_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lead_list_id_lead_lists_id_fk" FOREIGN KEY ("lead_list_id") REFERENCES "public"."lead_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_imports" ADD CONSTRAINT "prospect_imports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_imports" ADD CONSTRAINT "prospect_imports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_imports" ADD CONSTRAINT "prospect_imports_lead_list_id_lead_lists_id_fk" FOREIGN KEY ("lead_list_id") REFERENCES "public"."lead_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_imports" ADD CONSTRAINT "prospect_imports_preview_id_prospect_search_previews_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."prospect_search_previews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_search_previews" ADD CONSTRAINT "prospect_search_previews_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_search_previews" ADD CONSTRAINT "prospect_search_previews_lead_list_id_lead_lists_id_fk" FOREIGN KEY ("lead_list_id") REFERENCES "public"."lead_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_lead_list_id_lead_lists_id_fk" FOREIGN KEY ("lead_list_id") REFERENCES "public"."lead_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_ws_idx" ON "api_keys" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_session_idx" ON "api_keys" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "audit_events_ws_idx" ON "audit_events" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_ws_idx" ON "credit_ledger" USING btree ("workspace_id","position");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "jobs_ws_idx" ON "jobs" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_unfinished_idx" ON "jobs" USING btree ("created_at") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "lead_lists_ws_idx" ON "lead_lists" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_ws_idx" ON "leads" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_list_idx" ON "leads" USING btree ("lead_list_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_list_prospect_idx" ON "leads" USING btree ("lead_list_id","prospect_id") WHERE "leads"."prospect_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_idx" ON "members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "members_ws_idx" ON "members" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "psc_company_name_idx" ON "prospect_search_companies" USING btree ("company_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "psc_domain_idx" ON "prospect_search_companies" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "psp_company_idx" ON "prospect_search_people" USING btree ("company_id","seq");--> statement-breakpoint
CREATE INDEX "psp_job_title_idx" ON "prospect_search_people" USING btree ("job_title","seq");--> statement-breakpoint
CREATE INDEX "psp_job_level_idx" ON "prospect_search_people" USING btree ("job_level","seq");--> statement-breakpoint
CREATE INDEX "psp_job_function_idx" ON "prospect_search_people" USING btree ("job_function","seq");--> statement-breakpoint
CREATE INDEX "psp_city_idx" ON "prospect_search_people" USING btree ("city","seq");--> statement-breakpoint
CREATE INDEX "psp_state_idx" ON "prospect_search_people" USING btree ("state","seq");--> statement-breakpoint
CREATE INDEX "psp_country_idx" ON "prospect_search_people" USING btree ("country","seq");--> statement-breakpoint
CREATE INDEX "prospect_search_previews_list_idx" ON "prospect_search_previews" USING btree ("lead_list_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_ws_name_idx" ON "saved_searches" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_seq_idx" ON "webhook_deliveries" USING btree ("endpoint_id","seq");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_created_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_recovery_idx" ON "webhook_deliveries" USING btree ("recovery_id") WHERE "webhook_deliveries"."recovery_id" is not null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_resent_from_idx" ON "webhook_deliveries" USING btree ("resent_from") WHERE "webhook_deliveries"."resent_from" is not null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_status_created_idx" ON "webhook_deliveries" USING btree ("endpoint_id","status","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_ws_idx" ON "webhook_endpoints" USING btree ("workspace_id","created_at");
--> statement-breakpoint
-- What the schema in TypeScript cannot state, written by hand below the generated part:
-- the triggers that keep prospect search's copy of the corpus and each list's lead count.

-- prospect_search_people and prospect_search_companies follow prospects. Statement-level
-- triggers with transition tables: the seed inserts in large batches, and one set-based call
-- per statement costs far less than one call per row.
-- The statement that copies the rows of `source` (prospects, or a trigger's transition table):
-- company values become (or find) a company row, person values a people row pointing at it.
-- Text is lower-cased; lower(text[]::text)::text[] lower-cases every element in one pass
-- (array quoting survives: lower() changes letters only). A statement built here and run by
-- the trigger function's own EXECUTE can read the trigger's transition table.
CREATE OR REPLACE FUNCTION prospect_search_add_statement(source text) RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
SELECT format($sql$
  WITH projected AS (
    SELECT
      seq, lower(job_title) AS job_title, lower(job_level) AS job_level,
      lower(job_function) AS job_function, lower(city) AS city, lower(state) AS state,
      lower(country) AS country, is_network_url_claimed,
      lower(company_name) AS company_name, lower(domain) AS domain, lower(industry) AS industry,
      lower(network_industry) AS network_industry, employee_count, founded_on, revenue,
      lower(revenue_bucket) AS revenue_bucket, funding_amount, lower(funding_type) AS funding_type,
      funded_at, lower(headquarters_city) AS headquarters_city,
      lower(headquarters_state) AS headquarters_state,
      lower(headquarters_country) AS headquarters_country,
      lower(analytics_tech::text)::text[] AS analytics_tech,
      lower(crm_tech::text)::text[] AS crm_tech,
      lower(development_tech::text)::text[] AS development_tech,
      lower(erp_tech::text)::text[] AS erp_tech,
      lower(marketing_automation_tech::text)::text[] AS marketing_automation_tech,
      lower(sales_automation_tech::text)::text[] AS sales_automation_tech,
      lower(hiring_departments::text)::text[] AS hiring_departments,
      lower(team_size_departments::text)::text[] AS team_size_departments,
      has_cio, has_ciso, has_mobile_app, has_web_app, network_growth_rate, monthly_web_traffic
    FROM %s
  ),
  fingerprinted AS (
    SELECT p.*, md5(row(
      company_name, domain, industry, network_industry, employee_count, founded_on, revenue,
      revenue_bucket, funding_amount, funding_type, funded_at, headquarters_city,
      headquarters_state, headquarters_country, analytics_tech, crm_tech, development_tech,
      erp_tech, marketing_automation_tech, sales_automation_tech, hiring_departments,
      team_size_departments, has_cio, has_ciso, has_mobile_app, has_web_app,
      network_growth_rate, monthly_web_traffic
    )::text) AS fingerprint
    FROM projected p
  ),
  new_companies AS (
    INSERT INTO prospect_search_companies (
      fingerprint, company_name, domain, industry, network_industry, employee_count, founded_on,
      revenue, revenue_bucket, funding_amount, funding_type, funded_at, headquarters_city,
      headquarters_state, headquarters_country, analytics_tech, crm_tech, development_tech,
      erp_tech, marketing_automation_tech, sales_automation_tech, hiring_departments,
      team_size_departments, has_cio, has_ciso, has_mobile_app, has_web_app,
      network_growth_rate, monthly_web_traffic
    )
    SELECT DISTINCT ON (fingerprint)
      fingerprint, company_name, domain, industry, network_industry, employee_count, founded_on,
      revenue, revenue_bucket, funding_amount, funding_type, funded_at, headquarters_city,
      headquarters_state, headquarters_country, analytics_tech, crm_tech, development_tech,
      erp_tech, marketing_automation_tech, sales_automation_tech, hiring_departments,
      team_size_departments, has_cio, has_ciso, has_mobile_app, has_web_app,
      network_growth_rate, monthly_web_traffic
    FROM fingerprinted
    ON CONFLICT (fingerprint) DO NOTHING
    RETURNING id, fingerprint
  )
  -- Companies made by this statement are not visible in the table yet, only in new_companies.
  INSERT INTO prospect_search_people (
    seq, company_id, job_title, job_level, job_function, city, state, country,
    is_network_url_claimed
  )
  SELECT f.seq, coalesce(n.id, c.id), f.job_title, f.job_level, f.job_function, f.city,
    f.state, f.country, f.is_network_url_claimed
  FROM fingerprinted f
  LEFT JOIN new_companies n ON n.fingerprint = f.fingerprint
  LEFT JOIN prospect_search_companies c ON c.fingerprint = f.fingerprint
$sql$, source)
$fn$;
--> statement-breakpoint
-- Companies nobody works at any more are removed with their last person.
CREATE OR REPLACE FUNCTION prospect_search_drop_orphan_companies() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM prospect_search_companies c
  WHERE NOT EXISTS (SELECT 1 FROM prospect_search_people p WHERE p.company_id = c.id);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prospect_search_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE prospect_search_add_statement('new_prospects');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prospect_search_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM prospect_search_people p USING old_prospects o WHERE p.seq = o.seq;
  PERFORM prospect_search_drop_orphan_companies();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prospect_search_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE prospect_search_people, prospect_search_companies;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER prospect_search_on_insert AFTER INSERT ON prospects
  REFERENCING NEW TABLE AS new_prospects
  FOR EACH STATEMENT EXECUTE FUNCTION prospect_search_on_insert();
--> statement-breakpoint
CREATE TRIGGER prospect_search_on_delete AFTER DELETE ON prospects
  REFERENCING OLD TABLE AS old_prospects
  FOR EACH STATEMENT EXECUTE FUNCTION prospect_search_on_delete();
--> statement-breakpoint
-- An update is the old rows out, then the new rows in (triggers of one event fire in name
-- order, and "a_remove" sorts before "b_add").
CREATE TRIGGER prospect_search_on_update_a_remove AFTER UPDATE ON prospects
  REFERENCING OLD TABLE AS old_prospects
  FOR EACH STATEMENT EXECUTE FUNCTION prospect_search_on_delete();
--> statement-breakpoint
CREATE TRIGGER prospect_search_on_update_b_add AFTER UPDATE ON prospects
  REFERENCING NEW TABLE AS new_prospects
  FOR EACH STATEMENT EXECUTE FUNCTION prospect_search_on_insert();
--> statement-breakpoint
CREATE TRIGGER prospect_search_on_truncate AFTER TRUNCATE ON prospects
  FOR EACH STATEMENT EXECUTE FUNCTION prospect_search_on_truncate();
--> statement-breakpoint
-- lead_lists.lead_count follows leads, so listings never count leads.
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
