-- Keeps prospect_search_keys (0002) in step with prospects: statement-level triggers copy
-- each inserted, updated or deleted batch with text lower-cased, so prospect search compares
-- plain columns that its indexes serve. The seed inserts in large batches, so one trigger call
-- per statement (with transition tables) costs far less than one per row.

-- The row prospect search keeps of each prospect (the backfill at the end repeats this list).
-- lower(text[]::text)::text[] lower-cases every element in one pass, far cheaper than a
-- function call per row; the array's quoting survives because lower() changes letters only.
CREATE OR REPLACE FUNCTION prospect_search_keys_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO prospect_search_keys (
    seq, job_title, job_level, job_function, city, state, country, company_name, domain,
    industry, network_industry, employee_count, founded_on, revenue, revenue_bucket,
    funding_amount, funding_type, funded_at, headquarters_city, headquarters_state,
    headquarters_country, analytics_tech, crm_tech, development_tech, erp_tech,
    marketing_automation_tech, sales_automation_tech, hiring_departments, team_size_departments,
    has_cio, has_ciso, has_mobile_app, has_web_app, is_network_url_claimed, network_growth_rate,
    monthly_web_traffic
  )
  SELECT
    seq, lower(job_title), lower(job_level), lower(job_function), lower(city), lower(state),
    lower(country), lower(company_name), lower(domain), lower(industry), lower(network_industry),
    employee_count, founded_on, revenue, lower(revenue_bucket), funding_amount,
    lower(funding_type), funded_at, lower(headquarters_city), lower(headquarters_state),
    lower(headquarters_country), lower(analytics_tech::text)::text[], lower(crm_tech::text)::text[],
    lower(development_tech::text)::text[], lower(erp_tech::text)::text[],
    lower(marketing_automation_tech::text)::text[], lower(sales_automation_tech::text)::text[],
    lower(hiring_departments::text)::text[], lower(team_size_departments::text)::text[],
    has_cio, has_ciso, has_mobile_app, has_web_app, is_network_url_claimed, network_growth_rate,
    monthly_web_traffic
  FROM new_prospects;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prospect_search_keys_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM prospect_search_keys k USING old_prospects o WHERE k.seq = o.seq;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prospect_search_keys_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE prospect_search_keys;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER prospect_search_keys_on_insert AFTER INSERT ON prospects
  REFERENCING NEW TABLE AS new_prospects
  FOR EACH STATEMENT EXECUTE FUNCTION prospect_search_keys_insert();
--> statement-breakpoint
CREATE TRIGGER prospect_search_keys_on_delete AFTER DELETE ON prospects
  REFERENCING OLD TABLE AS old_prospects
  FOR EACH STATEMENT EXECUTE FUNCTION prospect_search_keys_delete();
--> statement-breakpoint
-- Updates reuse both functions: old rows out first, then new rows in (triggers of one event
-- fire in name order, and "delete" sorts before "insert").
CREATE TRIGGER prospect_search_keys_on_update_delete AFTER UPDATE ON prospects
  REFERENCING OLD TABLE AS old_prospects
  FOR EACH STATEMENT EXECUTE FUNCTION prospect_search_keys_delete();
--> statement-breakpoint
CREATE TRIGGER prospect_search_keys_on_update_insert AFTER UPDATE ON prospects
  REFERENCING NEW TABLE AS new_prospects
  FOR EACH STATEMENT EXECUTE FUNCTION prospect_search_keys_insert();
--> statement-breakpoint
CREATE TRIGGER prospect_search_keys_on_truncate AFTER TRUNCATE ON prospects
  FOR EACH STATEMENT EXECUTE FUNCTION prospect_search_keys_truncate();
--> statement-breakpoint
-- Databases seeded before this migration get their existing corpus copied once.
INSERT INTO prospect_search_keys
SELECT
  seq, lower(job_title), lower(job_level), lower(job_function), lower(city), lower(state),
  lower(country), lower(company_name), lower(domain), lower(industry), lower(network_industry),
  employee_count, founded_on, revenue, lower(revenue_bucket), funding_amount,
  lower(funding_type), funded_at, lower(headquarters_city), lower(headquarters_state),
  lower(headquarters_country), lower(analytics_tech::text)::text[], lower(crm_tech::text)::text[],
  lower(development_tech::text)::text[], lower(erp_tech::text)::text[],
  lower(marketing_automation_tech::text)::text[], lower(sales_automation_tech::text)::text[],
  lower(hiring_departments::text)::text[], lower(team_size_departments::text)::text[],
  has_cio, has_ciso, has_mobile_app, has_web_app, is_network_url_claimed, network_growth_rate,
  monthly_web_traffic
FROM prospects;
