-- Keeps prospect_search_people and prospect_search_companies (0007) in step with prospects.
-- Statement-level triggers with transition tables: the seed inserts in large batches, and one
-- set-based call per statement costs far less than one call per row.

-- The triggers of 0003 wrote the table that 0008 dropped.
DROP TRIGGER IF EXISTS prospect_search_keys_on_insert ON prospects;
--> statement-breakpoint
DROP TRIGGER IF EXISTS prospect_search_keys_on_delete ON prospects;
--> statement-breakpoint
DROP TRIGGER IF EXISTS prospect_search_keys_on_update_delete ON prospects;
--> statement-breakpoint
DROP TRIGGER IF EXISTS prospect_search_keys_on_update_insert ON prospects;
--> statement-breakpoint
DROP TRIGGER IF EXISTS prospect_search_keys_on_truncate ON prospects;
--> statement-breakpoint
DROP FUNCTION IF EXISTS prospect_search_keys_insert();
--> statement-breakpoint
DROP FUNCTION IF EXISTS prospect_search_keys_delete();
--> statement-breakpoint
DROP FUNCTION IF EXISTS prospect_search_keys_truncate();
--> statement-breakpoint
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
-- Databases seeded before this migration get their corpus copied once.
DO $$ BEGIN EXECUTE prospect_search_add_statement('prospects'); END $$;
